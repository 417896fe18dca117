import { createServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import type { FlowResult, Hop } from '../../../fixtures/transport/browser/flow.ts'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import {
  nearMissRedirectUris,
  unregisteredRedirectUris,
} from '../../../fixtures/scenarios/redirect-uri-variants.ts'
import { isRedirectTo } from '../../../fixtures/transport/browser/redirect-watch.ts'
import { judgeErrorResponse } from '../../../fixtures/judges/authorization-error-format.ts'
import { frameProtection } from '../../../fixtures/judges/authorization-framing.ts'
import { effectivePolicy } from '../../../fixtures/judges/authorization-referrer.ts'
import { judgeCredentialsPostRedirect } from '../../../fixtures/judges/authorization-sign-in.ts'
import { pageReferences } from '../../../fixtures/judges/page-references.ts'
import { judgeTlsRequired } from '../../../fixtures/judges/transport-security.ts'
import { askOverPlainHttp, type Endpoint } from '../../../fixtures/scenarios/plain-http-twin.ts'
import { TargetConnection } from '../../../fixtures/transport/http/target-connection.ts'
import { requirement } from '../../../fixtures/catalogue/requirements.ts'
import { judgeAuthorizationRefusal } from '../../../fixtures/judges/authorization-refusal.ts'
import { judge } from '../../../fixtures/verdict/judge.ts'
import { judgeProbes } from '../../../fixtures/judges/variants.ts'
import {
  implicitGrantRefusal,
  unsupportedResponseType,
} from '../../../fixtures/judges/response-type-refusal.ts'
import { makeTestCertificates } from '../support/hostile/test-ca.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

// The TLS check as a spec runs it: the plain-http twin asked, then judged.
const tlsRequired = async (
  endpoint: Endpoint,
  evidence: Evidence,
  plainPort?: number,
  connection?: TargetConnection,
) =>
  judgeTlsRequired(
    endpoint,
    await askOverPlainHttp(
      endpoint,
      { evidence, context: new CheckContext(undefined, connection) },
      plainPort,
    ),
  )

const redirected = (url: string): FlowResult => ({
  kind: 'redirected',
  url: new URL(url),
  hops: [],
  acted: [],
})
const hop = (method: string, path: string, status: number, html = false): Hop => ({
  method,
  url: `http://127.0.0.1:9/${path}`,
  status,
  headers: html ? { 'content-type': 'text/html' } : {},
})

test('near misses of a redirect URI all differ from it, and cover the catalogue list', () => {
  const registered = 'https://App.example.com/cb?tenant=1'
  const variants = nearMissRedirectUris(registered)
  expect(variants.map((v) => v.uri)).not.toContain(registered)
  expect(variants.map((v) => v.name)).toEqual(
    expect.arrayContaining([
      'extra query parameter',
      'code parameter added',
      'trailing slash',
      'encoded path traversal',
      'path parameter traversal',
      'scheme case',
      'host case',
      'path case',
    ]),
  )
  expect(variants.find((v) => v.name === 'extra query parameter')?.uri).toMatch(/\?tenant=1&extra=/)
})

test('bypasses of a redirect URI send a browser elsewhere, and are watched where it goes', () => {
  const registered = 'https://app.example.com/cb'
  const server = 'https://as.example.com'
  const unregistered = unregisteredRedirectUris(registered)
  const uri = (name: string) => unregistered.find((v) => v.name === name)?.uri ?? ''
  for (const name of ['userinfo', 'host suffix', 'backslash', 'fragment before userinfo']) {
    expect(new URL(uri(name)).hostname, name).toMatch(/(^|\.)attacker\.invalid$/)
  }
  const watched = unregistered.map((v) => v.uri)
  for (const name of ['javascript: in mixed case', 'javascript: after whitespace']) {
    const reached = `${new URL(uri(name)).href}?code=c`
    expect(reached.startsWith('javascript:'), name).toBe(true)
    expect(isRedirectTo(reached, watched, server), name).toBe(true)
  }
  expect(isRedirectTo(`${new URL(uri('data: in mixed case')).href}?code=c`, watched, server)).toBe(
    true,
  )
  expect(isRedirectTo('javascript:void(0)', watched, server)).toBe(false)
  const nearMisses = nearMissRedirectUris(registered).map((v) => v.uri)
  expect(nearMisses).toEqual(
    expect.arrayContaining([
      'https:app.example.com/cb',
      'https://app.example.com/%63b',
      'https://app.example.com/%2563b',
    ]),
  )
  expect(nearMisses.some((u) => /^https:\/\/app\.example\.com\/cb#.+/.test(u))).toBe(true)
})

test('frame protection: DENY, SAMEORIGIN or a frame-ancestors without wildcards', () => {
  expect(frameProtection({ 'x-frame-options': 'DENY' })).toHaveLength(1)
  expect(frameProtection({ 'x-frame-options': 'sameorigin' })).toHaveLength(1)
  expect(frameProtection({ 'x-frame-options': 'ALLOW-FROM https://a.example' })).toEqual([])
  expect(
    frameProtection({ 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" }),
  ).toHaveLength(1)
  expect(frameProtection({ 'content-security-policy': 'frame-ancestors *' })).toEqual([])
  expect(frameProtection({ 'content-security-policy': 'frame-ancestors https:' })).toEqual([])
  expect(frameProtection({ 'content-security-policy': "default-src 'self'" })).toEqual([])
})

test('the last known Referrer-Policy token applies', () => {
  expect(effectivePolicy('no-referrer')).toBe('no-referrer')
  expect(effectivePolicy('no-referrer, something-new')).toBe('no-referrer')
  expect(effectivePolicy('unsafe-url, strict-origin')).toBe('strict-origin')
  expect(effectivePolicy(undefined)).toBeUndefined()
})

test('page markup: third-party resources and links, own ones ignored', () => {
  const html = `<meta name="referrer" content="no-referrer"><script src="/app.js"></script>
    <link rel="stylesheet" href="https://cdn.example/x.css"><a href='https://help.example/'>help</a>
    <img src=//img.example/logo.png><a href="#top">top</a>`
  const refs = pageReferences(html, 'https://as.example/oauth/authorize?client_id=a')
  expect(refs.metaReferrer).toBe('no-referrer')
  expect(refs.resources.map((u) => u.origin)).toEqual([
    'https://as.example',
    'https://cdn.example',
    'https://img.example',
  ])
  expect(refs.links.map((u) => u.origin)).toEqual(['https://help.example', 'https://as.example'])
})

test('error redirects: charset, state and code are all judged', () => {
  const base = 'https://app.example/cb?error=access_denied&state=s1'
  expect(judgeErrorResponse(redirected(base), 's1').observation).toBe('pass')
  const dash = judgeErrorResponse(redirected(`${base}&error_description=no%E2%80%94way`), 's1')
  expect(dash.detail).toContain('U+2014')
  expect(judgeErrorResponse(redirected(`${base}&code=abc`), 's1').observation).toBe('violated')
  expect(judgeErrorResponse(redirected(base), 'other').observation).toBe('violated')
})

test('response_type=token refused in the fragment passes AC-09, as RFC 6749 §4.2.2.1 has it', () => {
  // node-oidc-provider's answer: the implicit grant's error goes where its token would.
  const inFragment = redirected('https://app.example/cb#error=unsupported_response_type&state=s1')
  const inQuery = redirected('https://app.example/cb?error=unsupported_response_type&state=s1')
  const token = judgeAuthorizationRefusal(inFragment, implicitGrantRefusal)
  expect(token).toEqual({
    observation: 'pass',
    detail:
      'redirected with error=unsupported_response_type in the fragment, as RFC 6749 §4.2.2.1 has it',
  })
  const unknown = judgeAuthorizationRefusal(inQuery, unsupportedResponseType)
  const verdict = judge(
    requirement('AC-09'),
    judgeProbes([
      { name: 'response_type=token', finding: token },
      { name: 'response_type=unknown', finding: unknown },
    ]),
    true,
  )
  expect(verdict.verdict).toBe('pass')
  expect(judgeAuthorizationRefusal(inQuery, implicitGrantRefusal).observation).toBe('pass')
  // Only the implicit grant answers in the fragment; another response type does not.
  expect(judgeAuthorizationRefusal(inFragment, unsupportedResponseType).observation).toBe(
    'wrong-error',
  )
  const otherError = redirected('https://app.example/cb#error=server_error')
  expect(judgeAuthorizationRefusal(otherError, implicitGrantRefusal).observation).toBe(
    'wrong-error',
  )
  const issued = redirected('https://app.example/cb#access_token=tok-abcdef&token_type=Bearer')
  expect(judgeAuthorizationRefusal(issued, implicitGrantRefusal).observation).toBe('violated')
})

test('after the sign-in POST: 303 passes, 302 is tolerated, 307 violates', () => {
  const flow = (status: number): FlowResult => ({
    ...redirected('https://app.example/cb?code=x'),
    acted: ['login', 'consent'],
    hops: [
      hop('GET', 'authorize', 200, true),
      hop('POST', 'login', status),
      hop(status === 307 ? 'POST' : 'GET', 'authorize', 200, true),
    ],
  })
  expect(judgeCredentialsPostRedirect(flow(303)).observation).toBe('pass')
  expect(judgeCredentialsPostRedirect(flow(302)).observation).toBe('tolerated')
  expect(judgeCredentialsPostRedirect(flow(307)).detail).toContain(
    'posted the form again to /authorize',
  )
})

const get = { method: 'GET' as const }

test('TLS: http on another host fails, on loopback cannot be judged, the http twin is probed', async () => {
  expect(
    (await tlsRequired({ name: 'x', url: 'http://as.example/t', request: get }, new Evidence()))
      .observation,
  ).toBe('violated')
  expect(
    (await tlsRequired({ name: 'x', url: 'http://127.0.0.1:8/t', request: get }, new Evidence()))
      .observation,
  ).toBe('skipped')
  let answer: [number, Record<string, string>, string] = [400, {}, '{"error":"invalid_request"}']
  const twin = createServer((_, res) => res.writeHead(answer[0], answer[1]).end(answer[2]))
  await new Promise<void>((listening) => twin.listen(0, '127.0.0.1', listening))
  const { port } = twin.address() as AddressInfo
  const https = { name: 'token endpoint', url: 'https://127.0.0.1/oauth/token', request: get }
  try {
    expect((await tlsRequired(https, new Evidence(), port)).observation).toBe('violated')
    answer = [301, { location: 'https://127.0.0.1/oauth/token' }, '']
    expect((await tlsRequired(https, new Evidence(), port)).observation).toBe('pass')
  } finally {
    await new Promise((closed) => twin.close(closed))
  }
  // No http twin, and no https endpoint either (the target is down): not judged.
  await expect(tlsRequired(https, new Evidence(), port)).rejects.toThrow(/failed after/)
})

test('TLS: no answer over http passes only when the endpoint answers over https', async () => {
  const { caFile, key, cert } = makeTestCertificates()
  // The target's CA, in the context of the check as its session would hand it.
  const connection = new TargetConnection({ tls: { ca: caFile } })
  const server = createHttpsServer({ key, cert }, (_, res) => res.writeHead(400).end())
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  const closedPort = await new Promise<number>((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const free = (probe.address() as AddressInfo).port
      probe.close(() => {
        found(free)
      })
    })
  })
  const https = { name: 'token endpoint', url: `https://127.0.0.1:${port}/t`, request: get }
  try {
    const finding = await tlsRequired(https, new Evidence(), closedPort, connection)
    expect(finding.observation).toBe('pass')
    expect(finding.detail).toContain('is not served')
  } finally {
    await new Promise((closed) => server.close(closed))
  }
})
