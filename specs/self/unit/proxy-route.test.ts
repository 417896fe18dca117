import { expect, test } from '@playwright/test'
import { chromiumBypassRules, isExempt, parseNoProxy } from '../../../fixtures/config/no-proxy.ts'
import {
  isProxied,
  proxyCredentials,
  proxyRoute,
  shownProxy,
  type ProxyRoute,
} from '../../../fixtures/config/proxy-route.ts'
import { Redactor } from '../../../fixtures/evidence/redactor.ts'
import { registerTargetSecrets } from '../../../fixtures/evidence/target-secrets.ts'
import { browserProxy } from '../../../fixtures/transport/browser/browser-proxy.ts'
import type { ResolvedTarget } from '../../../fixtures/config/resolved-target.ts'

const https = { baseUrl: 'https://as.example.com' }

function routeOf(...args: Parameters<typeof proxyRoute>): ProxyRoute {
  const route = proxyRoute(...args)
  if (!route) throw new Error('no route')
  return route
}
const password = 'p@ss w:rd/%'
const withCredentials = `http://proxy-user:${encodeURIComponent(password)}@proxy.corp:3128`

test("the target file's proxy wins over the environment and carries everything, loopback included", () => {
  const route = routeOf(
    { ...https, proxy: 'http://proxy.corp:3128' },
    { HTTPS_PROXY: 'http://other:1', NO_PROXY: '*' },
  )
  expect(route.source).toBe('proxy')
  for (const url of [
    'https://as.example.com/x',
    'http://127.0.0.1:8080/',
    'http://localhost/',
    'http://[::1]/',
  ]) {
    expect(isProxied(route, url), url).toBe(true)
  }
  expect(browserProxy(route)).toEqual({ proxy: { server: 'http://proxy.corp:3128' } })
})

test("from the environment: the variable for the base URL's scheme, lower case first, an empty one unset", () => {
  const env = {
    https_proxy: 'http://lower:1',
    HTTPS_PROXY: 'http://upper:2',
    HTTP_PROXY: 'http://plain:3',
  }
  expect(proxyRoute(https, env)?.url).toBe('http://lower:1/')
  expect(proxyRoute(https, { ...env, https_proxy: '' })?.source).toBe('HTTPS_PROXY')
  expect(proxyRoute({ baseUrl: 'http://as.example.com' }, env)?.source).toBe('HTTP_PROXY')
  // No fallback from https to HTTP_PROXY, as curl, Go and Node read them.
  expect(proxyRoute(https, { HTTP_PROXY: 'http://plain:3' })).toBeUndefined()
  expect(proxyRoute(https, { HTTPS_PROXY: 'proxy.corp:3128' })?.url).toBe('http://proxy.corp:3128/')
  expect(proxyRoute(https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'x, *' })).toBeUndefined()
})

test("from the environment, loopback, link-local and NO_PROXY's hosts go direct", () => {
  const route = routeOf(https, {
    HTTPS_PROXY: 'http://proxy.corp:3128',
    no_proxy: '.internal.example, api.example.com:8443 10.0.0.0/8 [fd00::1]',
  })
  const direct = [
    'http://127.0.0.1:8080/',
    'http://127.9.9.9/',
    'http://localhost/',
    'http://a.localhost/',
    'http://[::1]:3000/',
    'http://169.254.1.1/',
    'https://internal.example/',
    'https://a.b.internal.example/',
    'https://api.example.com:8443/',
    'https://10.1.2.3/',
    'https://[fd00::1]/',
  ]
  const proxied = [
    'https://as.example.com/',
    'https://api.example.com/',
    'https://notinternal.example/',
    'https://11.0.0.1/',
    'http://128.0.0.1/',
  ]
  for (const url of direct) expect(isProxied(route, url), url).toBe(false)
  for (const url of proxied) expect(isProxied(route, url), url).toBe(true)
})

// Chromium matches a rule's name exactly and a "*." rule for subdomains; Playwright forces
// loopback through the proxy unless the list names a loopback host.
test('Chromium is given the same exemptions, loopback by name', () => {
  const route = routeOf(https, {
    HTTPS_PROXY: 'http://proxy.corp:3128',
    NO_PROXY: 'internal.example:8443',
  })
  const bypass = browserProxy(route).proxy?.bypass?.split(',') ?? []
  expect(bypass).toEqual(
    expect.arrayContaining([
      'internal.example:8443',
      '*.internal.example:8443',
      'localhost',
      '*.localhost',
      '127.0.0.0/8',
      '[::1]',
      '169.254.0.0/16',
      'fe80::/10',
    ]),
  )
  expect(chromiumBypassRules(parseNoProxy('10.0.0.1 ::2'))).toEqual(['10.0.0.1', '[::2]'])
  expect(
    isExempt(new URL('https://internal.example/'), parseNoProxy('internal.example:8443')),
  ).toBe(false)
})

test('an unusable proxy variable is refused by name, and no message shows the credentials', () => {
  expect(() =>
    proxyRoute(https, { HTTPS_PROXY: `socks5://u:${encodeURIComponent(password)}@p:1080` }),
  ).toThrow(/^HTTPS_PROXY: not an http:\/\/ or https:\/\/ proxy URL/)
  try {
    proxyRoute(https, { HTTPS_PROXY: `socks5://u:${encodeURIComponent(password)}@p:1080` })
  } catch (error) {
    expect((error as Error).message).not.toContain(encodeURIComponent(password))
  }
  const route = routeOf({ ...https, proxy: withCredentials }, {})
  expect(shownProxy(route)).toBe('proxy http://proxy.corp:3128 (the target file\'s "proxy")')
  expect(proxyCredentials(route)).toEqual({ username: 'proxy-user', password })
  expect(browserProxy(route).proxy).toMatchObject({
    server: 'http://proxy.corp:3128',
    username: 'proxy-user',
    password,
  })
})

test("the proxy's password is redacted as written, decoded and in Proxy-Authorization", () => {
  const route = routeOf({ ...https, proxy: withCredentials }, {})
  const target = {
    config: {
      client: { clientId: 'app', clientSecret: 'client-secret-1' },
      user: { username: 'u', password: 'user-password' },
    },
  } as ResolvedTarget
  const redactor = new Redactor()
  registerTargetSecrets(target, redactor, route)
  const basic = Buffer.from(`proxy-user:${password}`).toString('base64')
  const text = `${withCredentials} | ${password} | Proxy-Authorization: Basic ${basic} | ${basic}`
  const redacted = redactor.redact(text)
  expect(redacted).not.toContain(encodeURIComponent(password))
  expect(redacted).not.toContain(password)
  expect(redacted).not.toContain(basic.replace(/=+$/, ''))
  expect(redacted).toContain('<password#2>')
})
