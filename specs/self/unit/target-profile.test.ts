import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { ProfileReader } from '../../../fixtures/transport/http/target-profile.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

const read = (config: ConstructorParameters<typeof ProfileReader>[0]) =>
  new ProfileReader(config).read(new CheckContext())

// Two targets at one address, one claiming FAPI 2.0: each reader reads its own target's, once.
test('a target claiming another security profile at the same address is another profile', async () => {
  let requests = 0
  const server = createServer((_, response) => {
    requests++
    response.writeHead(404).end()
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const plain = {
      baseUrl,
      par: 'auto',
      dpop: 'auto',
      jar: 'auto',
      jarm: 'auto',
      client: {},
    } as const
    const fapi2 = { ...plain, securityProfile: 'fapi2' } as const
    expect((await read(plain)).fapi2).toBe(false)
    expect((await read(fapi2)).fapi2).toBe(true)
    expect((await read(plain)).jar).toBe(false)
    expect((await read({ ...plain, jar: true })).jar).toBe(true)
    // One reader asks the target once, however often it is asked.
    const reader = new ProfileReader(plain)
    const before = requests
    await reader.read(new CheckContext())
    const once = requests - before
    await reader.read(new CheckContext())
    expect(once).toBeGreaterThan(0)
    expect(requests - before).toBe(once)
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
    const client = { privateKey: '{"kty":"EC"}' }
    const auto = { baseUrl, par: 'auto', dpop: 'auto', jar: 'auto', jarm: 'auto', client } as const
    expect(await read(auto)).toMatchObject({ jar: true, signsEveryPush: true })
    // "jar": false leaves the JAR checks out, not the signatures the target needs.
    expect(await read({ ...auto, jar: false })).toMatchObject({ jar: false, signsEveryPush: true })
    // Without a key to sign with, the run would push what the target must refuse: said first.
    await expect(read({ ...auto, client: {} })).rejects.toThrow(/set client\.privateKey/)
  } finally {
    server.close()
  }
})

// FAPI 2.0 Message Signing claimed in the target file: every push signed, the JAR family on.
test('securityProfile fapi2-message-signing signs every push and needs the client key', async () => {
  const server = createServer((_, response) => response.writeHead(404).end())
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const signing = {
      baseUrl,
      par: 'auto',
      dpop: 'auto',
      jar: 'auto',
      jarm: 'auto',
      securityProfile: 'fapi2-message-signing',
      client: { privateKey: '{"kty":"EC"}' },
    } as const
    expect(await read(signing)).toMatchObject({
      fapi2: true,
      messageSigning: true,
      jar: true,
      signsEveryPush: true,
    })
    await expect(read({ ...signing, client: {} })).rejects.toThrow(/fapi2-message-signing/)
  } finally {
    server.close()
  }
})
