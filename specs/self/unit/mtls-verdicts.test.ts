import { expect, test } from '@playwright/test'
import { codeOfAnotherClient, judgeRefusedBeforeControl } from '../../../fixtures/judges/mtls.ts'
import { judgeMtlsMetadata } from '../../../fixtures/judges/mtls-metadata.ts'
import { judgeCertificatePushes } from '../../../fixtures/judges/mtls-pushes.ts'
import { judgeRefusal } from '../../../fixtures/judges/refusal.ts'
import type { Exchange } from '../../../fixtures/transport/http/exchange.ts'
import { answer } from '../support/exchange.ts'
import { metadataLookup } from '../support/metadata-lookup.ts'
import { pushed } from '../support/pushed-answer.ts'

const reason = (finding: { observation: string; reason?: string }) =>
  finding.observation === 'skipped' ? finding.reason : finding.observation

const refused = {
  name: 'no client certificate',
  exchange: answer(401, { error: 'invalid_client' }),
}
const token = answer(200, { access_token: 'at-unit', token_type: 'Bearer' })

test('MTLS-02 to -10: refusals count beside a control that got its token', () => {
  expect(reason(judgeRefusedBeforeControl([refused], token))).toBe('pass')
  const noToken = answer(400, { error: 'invalid_grant' })
  expect(reason(judgeRefusedBeforeControl([refused], noToken))).toBe('not-judged')
  // An accepted one stands whatever the control got.
  const accepted = { name: 'none', exchange: token }
  expect(reason(judgeRefusedBeforeControl([accepted], noToken))).toBe('violated')
})

test('MTLS-11: each bent push refused, and the registered certificate got a request_uri', () => {
  const control = pushed(201, {
    request_uri: 'urn:ietf:params:oauth:request_uri:u',
    expires_in: 60,
  })
  expect(reason(judgeCertificatePushes(control, [refused]))).toBe('pass')
  const taken = { name: 'fresh', exchange: control.exchange }
  expect(reason(judgeCertificatePushes(control, [refused, taken]))).toBe('violated')
  const otherError = { name: 'fresh', exchange: answer(400, { error: 'invalid_request' }) }
  expect(reason(judgeCertificatePushes(control, [otherError]))).toBe('wrong-error')
  // An endpoint that refuses the registered certificate too shows nothing about certificates.
  const controlRefused = pushed(401, { error: 'invalid_client' })
  expect(reason(judgeCertificatePushes(controlRefused, [refused]))).toBe('not-judged')
  expect(reason(judgeCertificatePushes(controlRefused, [taken]))).toBe('violated')
})

test('MTLS-06: invalid_grant for the code, or invalid_client; a token fails', () => {
  const rule = (exchange: Exchange) => judgeRefusal(exchange, codeOfAnotherClient)
  const grant = { name: 'other', exchange: answer(400, { error: 'invalid_grant' }) }
  expect(reason(judgeRefusedBeforeControl([grant], token, rule))).toBe('pass')
  const client = { name: 'other', exchange: answer(401, { error: 'invalid_client' }) }
  expect(reason(judgeRefusedBeforeControl([client], token, rule))).toBe('pass')
  const request = { name: 'other', exchange: answer(400, { error: 'invalid_request' }) }
  expect(reason(judgeRefusedBeforeControl([request], token, rule))).toBe('wrong-error')
  const taken = { name: 'other', exchange: token }
  expect(reason(judgeRefusedBeforeControl([taken], token, rule))).toBe('violated')
})

test('MTLS-12: the certificate method listed; aliases and binding only described', () => {
  const listed = { token_endpoint_auth_methods_supported: ['tls_client_auth'] }
  expect(reason(judgeMtlsMetadata(metadataLookup(listed), 'tls_client_auth'))).toBe('pass')
  const other = { token_endpoint_auth_methods_supported: ['private_key_jwt'] }
  expect(reason(judgeMtlsMetadata(metadataLookup(other), 'tls_client_auth'))).toBe('violated')
  expect(reason(judgeMtlsMetadata(metadataLookup({}), 'tls_client_auth'))).toBe('violated')
  // No sentence asks for https aliases with a keyword: information, in a pass.
  const plain = { ...listed, mtls_endpoint_aliases: { token_endpoint: 'http://as.example/t' } }
  const described = judgeMtlsMetadata(metadataLookup(plain), 'tls_client_auth')
  expect(reason(described)).toBe('pass')
  expect(described.detail).toContain('not https URLs, so not used for mutual TLS: token_endpoint')
  expect(judgeMtlsMetadata(metadataLookup(listed), 'tls_client_auth').detail).toContain(
    "whether tokens are bound is MTLS-07's and MTLS-08's to judge",
  )
  expect(reason(judgeMtlsMetadata(metadataLookup(listed), 'private_key_jwt'))).toBe(
    'not-applicable',
  )
})
