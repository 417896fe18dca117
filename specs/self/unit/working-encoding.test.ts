import { expect, test } from '@playwright/test'
import { EncodingSwitch, encodingNote } from '../../../fixtures/config/encoding-switch.ts'
import {
  encodingSwitch,
  type ProbeAnswer,
} from '../../../fixtures/transport/http/working-encoding.ts'

const refused = (status: number, error?: string): ProbeAnswer => ({ status, error })
const invalidGrant = refused(400, 'invalid_grant')
const invalidRequest = refused(400, 'invalid_request')

test('JSON refused unread and form read: the run switches to form, saying why', () => {
  const change = encodingSwitch('json', { json: invalidRequest, form: invalidGrant })
  expect(change).toEqual({
    configured: 'json',
    used: 'form',
    answers: { json: '400 invalid_request', form: '400 invalid_grant' },
  })
  for (const unread of [
    refused(415),
    refused(400, 'unsupported_grant_type'),
    refused(401, 'invalid_client'),
  ]) {
    expect(encodingSwitch('json', { json: unread, form: invalidGrant })?.used).toBe('form')
  }
})

test('the evidence keeps only the error codes the decision recognised', () => {
  const change = encodingSwitch('json', {
    json: refused(415, 'Unsupported Media Type `x`'),
    form: invalidGrant,
  })
  expect(change?.answers).toEqual({ json: '415', form: '400 invalid_grant' })
  expect(() => EncodingSwitch.parse(change)).not.toThrow()
})

test('the other way round: form refused unread and JSON read switches to JSON', () => {
  expect(encodingSwitch('form', { json: invalidGrant, form: refused(415) })?.used).toBe('json')
})

test('a server that reads the configured encoding keeps it, whatever the other gets', () => {
  expect(encodingSwitch('json', { json: invalidGrant, form: invalidRequest })).toBeUndefined()
  expect(encodingSwitch('json', { json: invalidGrant, form: invalidGrant })).toBeUndefined()
  expect(encodingSwitch('form', { json: invalidRequest, form: invalidGrant })).toBeUndefined()
})

test('an answer that proves nothing keeps the configured encoding', () => {
  const inconclusive: [ProbeAnswer | undefined, ProbeAnswer | undefined][] = [
    // The same refusal to both: not a matter of the encoding.
    [invalidRequest, invalidRequest],
    [refused(401, 'invalid_client'), refused(401, 'invalid_client')],
    // Throttled, failed or missing answers.
    [refused(429), invalidGrant],
    [refused(503, 'temporarily_unavailable'), invalidGrant],
    [undefined, invalidGrant],
    [invalidRequest, undefined],
    [invalidRequest, refused(429)],
    [invalidRequest, refused(500)],
    // A refusal with no error code, or one that shows the body was read.
    [refused(400), invalidGrant],
    [refused(400, 'unauthorized_client'), invalidGrant],
    // invalid_grant with a 5xx status is no ordinary refusal.
    [invalidRequest, refused(500, 'invalid_grant')],
  ]
  for (const [json, form] of inconclusive) {
    expect(encodingSwitch('json', { json, form }), JSON.stringify({ json, form })).toBeUndefined()
  }
})

test('the note names the field to set, its value, and the check that reports the refusal', () => {
  const note = encodingNote({
    configured: 'json',
    used: 'form',
    answers: { json: '400 invalid_request', form: '400 invalid_grant' },
  })
  expect(note).toContain('set tokenRequest.encoding to "form" in the target file')
  expect(note).toContain('SVC-01 reports the refusal')
  expect(note).toContain('400 invalid_request')
})
