import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { expectRefusedBeforeTheSuite } from './support/refused-run.ts'
import { runCli } from './support/run-cli.ts'

// Bad input to the harness itself: each mistake is an exit 2 with one line that names the
// field, before any browser flow. (cli-errors.test.ts has wrong types,
// unset variables and an unreachable target.)

const valid = {
  // A port nothing listens on: every one of these must be refused before the target is tried.
  baseUrl: 'http://127.0.0.1:9',
  client: { clientId: 'app', clientSecret: 's', redirectUri: 'http://127.0.0.1/cb' },
  user: { username: 'alice', password: 'pw' },
}

// Selectors are checked with a browser, which is found (or installed) only once the target has
// answered: their cases name a target that answers every request with a 404.
const answering = { ...valid, baseUrl: '${ANSWERING_BASE_URL}' }
const answeringServer = createServer((_, response) => response.writeHead(404).end())
test.beforeAll(async () => {
  await new Promise<void>((listening) => answeringServer.listen(0, '127.0.0.1', listening))
})
test.afterAll(() => answeringServer.close())

function configText(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oac-config-'))
  writeFileSync(join(dir, 'not-a-certificate.pem'), 'hello')
  const file = join(dir, 'target.json')
  writeFileSync(file, text)
  return file
}

const cases: readonly { name: string; text: string; says: RegExp }[] = [
  { name: 'malformed JSON', text: '{ "baseUrl": ', says: /not valid JSON/ },
  {
    name: 'an unknown key',
    text: JSON.stringify({ ...valid, clientt: {} }),
    says: /unknown key "clientt"/,
  },
  {
    name: 'a wrong type in a nested field',
    text: JSON.stringify({ ...valid, user: { username: 'alice', password: 7 } }),
    says: /user\.password: /,
  },
  {
    name: 'a non-loopback http base URL without allowInsecureHttp',
    text: JSON.stringify({ ...valid, baseUrl: 'http://staging.example.com' }),
    says: /baseUrl: http is accepted only for loopback hosts.*allowInsecureHttp/,
  },
  {
    name: 'an endpoint that is a scheme with no host',
    text: JSON.stringify({ ...valid, tokenEndpoint: 'https://' }),
    says: /tokenEndpoint: a path from baseUrl .* or an absolute http\(s\) URL/,
  },
  {
    name: 'an endpoint URL without the two slashes',
    text: JSON.stringify({ ...valid, tokenEndpoint: 'https:auth.example.com/token' }),
    says: /tokenEndpoint: a path from baseUrl .* or an absolute http\(s\) URL/,
  },
  {
    name: 'an endpoint with a scheme other than http(s)',
    text: JSON.stringify({ ...valid, authorizationEndpoint: 'ftp://127.0.0.1/authorize' }),
    says: /authorizationEndpoint: a path from baseUrl .* or an absolute http\(s\) URL/,
  },
  {
    // The client secret would cross the network in clear to a host other than the base URL's.
    name: 'a non-loopback http token endpoint without allowInsecureHttp',
    text: JSON.stringify({ ...valid, tokenEndpoint: 'http://auth.example.com/token' }),
    says: /tokenEndpoint: http is accepted only for loopback hosts.*allowInsecureHttp/,
  },
  {
    name: 'a non-loopback http resource URL without allowInsecureHttp',
    text: JSON.stringify({ ...valid, resourceUrl: 'http://api.example.com/me' }),
    says: /resourceUrl: http is accepted only for loopback hosts.*allowInsecureHttp/,
  },
  {
    name: 'an invalid selector',
    text: JSON.stringify({
      ...answering,
      interaction: { login: { username: '#user', password: 'input[type=password', submit: 'b' } },
    }),
    says: /interaction\.login\.password: not a valid Playwright selector/,
  },
  {
    name: 'a selector of an unknown engine',
    text: JSON.stringify({
      ...answering,
      interaction: { consent: { approve: 'nosuchengine=Allow', deny: 'text=Deny' } },
    }),
    says: /interaction\.consent\.approve: not a valid Playwright selector/,
  },
  {
    name: 'a missing interaction module',
    text: JSON.stringify({ ...valid, interaction: { module: './no-such-flow.ts' } }),
    says: /interaction\.module: no such file: /,
  },
  {
    name: 'a missing CA file',
    text: JSON.stringify({ ...valid, tls: { ca: './no-such-ca.pem' } }),
    says: /tls\.ca: no such file: /,
  },
  {
    name: 'a CA file that holds no certificate',
    text: JSON.stringify({ ...valid, tls: { ca: 'not-a-certificate.pem' } }),
    says: /tls\.ca: .*not-a-certificate\.pem is not a PEM certificate/,
  },
]

for (const { name, text, says } of cases) {
  test(`${name}: exit 2 before the suite, one line naming it`, async () => {
    const file = configText(text)
    const { port } = answeringServer.address() as AddressInfo
    const run = await runCli(['--config', file], {
      ANSWERING_BASE_URL: `http://127.0.0.1:${port}`,
    })
    expectRefusedBeforeTheSuite(run, says)
    expect(run.stderr).toContain(file)
  })
}

// The same rule for what discovery finds: the metadata may name another host than baseUrl's.
test('discovered endpoints on a non-loopback http host: exit 2, one line naming them', async () => {
  const metadata = {
    issuer: 'http://127.0.0.1',
    authorization_endpoint: 'https://auth.example.com/authorize',
    token_endpoint: 'http://auth.example.com/token',
  }
  const server = createServer((_, response) => {
    response.setHeader('content-type', 'application/json').end(JSON.stringify(metadata))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  try {
    const { port } = server.address() as AddressInfo
    const file = configText(
      JSON.stringify({ ...valid, baseUrl: `http://127.0.0.1:${port}`, discovery: true }),
    )
    const run = await runCli(['--config', file])
    expectRefusedBeforeTheSuite(
      run,
      /discovery: the metadata names http:\/\/auth\.example\.com\/token; http is accepted only for loopback hosts/,
    )
  } finally {
    server.close()
  }
})
