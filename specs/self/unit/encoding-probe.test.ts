import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { TargetConfig } from '../../../fixtures/config/schema.ts'
import { withWorkingEncoding } from '../../../fixtures/transport/http/encoding-probe.ts'
import { makeTestCertificates } from '../support/hostile/test-ca.ts'

// A caller that hands down no connection (the fault matrix's rows) still reaches a target with
// a CA of its own, as the mTLS mode's listener has: the probe's answers are read, and a server
// that reads form bodies only is then tested in form.
test("the encoding probe trusts the target's own CA where no connection is handed down", async () => {
  const { caFile, key, cert } = makeTestCertificates()
  const server = createServer({ key, cert }, (req, res) => {
    req.resume().on('end', () => {
      const json = req.headers['content-type'] === 'application/json'
      res.writeHead(400, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: json ? 'invalid_request' : 'invalid_grant' }))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config = TargetConfig.parse({
    baseUrl: base,
    client: { clientId: 'app', clientSecret: 'probe-secret', redirectUri: 'http://127.0.0.1/cb' },
    user: { username: 'alice', password: 'probe-password' },
    tls: { ca: caFile },
  })
  try {
    const probed = await withWorkingEncoding({
      config,
      authorizationUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      label: 'form-only over TLS',
    })
    expect(probed.tokenEncoding?.used).toBe('form')
  } finally {
    await new Promise((closed) => server.close(closed))
  }
})
