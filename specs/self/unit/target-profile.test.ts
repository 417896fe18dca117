import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { targetProfile } from '../../../fixtures/transport/http/target-profile.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

// Two targets at one address, one claiming FAPI 2.0: each gets its own profile, though the
// profile is read once per process and target.
test('a target claiming another security profile at the same address is another profile', async () => {
  const server = createServer((_, response) => response.writeHead(404).end())
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const plain = { baseUrl, par: 'auto', dpop: 'auto', jar: 'auto' } as const
    const fapi2 = { ...plain, securityProfile: 'fapi2' } as const
    expect((await targetProfile(plain, new CheckContext())).fapi2).toBe(false)
    expect((await targetProfile(fapi2, new CheckContext())).fapi2).toBe(true)
    expect((await targetProfile(plain, new CheckContext())).fapi2).toBe(false)
    expect((await targetProfile(plain, new CheckContext())).jar).toBe(false)
    expect((await targetProfile({ ...plain, jar: true }, new CheckContext())).jar).toBe(true)
  } finally {
    server.close()
  }
})

// RFC 9101 §10.5: "auto" signs request objects where the metadata requires them.
test('jar "auto" follows require_signed_request_object in the metadata', async () => {
  const metadata = JSON.stringify({ require_signed_request_object: true })
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(metadata),
  )
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const auto = { baseUrl, par: 'auto', dpop: 'auto', jar: 'auto' } as const
    expect((await targetProfile(auto, new CheckContext())).jar).toBe(true)
    expect((await targetProfile({ ...auto, jar: false }, new CheckContext())).jar).toBe(false)
  } finally {
    server.close()
  }
})
