import { expect, test } from '@playwright/test'
import { groundProblem, shortCitation } from '../../../fixtures/catalogue/citation.ts'
import { citations } from '../../../fixtures/catalogue/citations.ts'
import { requirement, requirements } from '../../../fixtures/catalogue/requirements.ts'
import { tolerated, violated, wrongError } from '../../../fixtures/judges/findings.ts'
import { judge } from '../../../fixtures/verdict/judge.ts'

// A warning cites the sentence that asks for what the server did not do. Wrong errors and
// tolerated deviations cannot be built without a citation (findings.ts), so a MUST-level
// warning always carries one; what the types cannot see is checked here.

test('every requirement below MUST cites a sentence from the registry', () => {
  const registered = Object.values(citations).map((c) => JSON.stringify(c))
  const uncited = requirements
    .filter((r) => r.level !== 'MUST')
    .filter((r) => r.cites === undefined || !registered.includes(JSON.stringify(r.cites)))
    .map((r) => r.id)
  expect(uncited, 'requirements that warn when violated, without a registered citation').toEqual([])
})

test('every citation is a SHOULD, RECOMMENDED, BCP, error-code or relaxed-MUST sentence', () => {
  const problems = Object.entries(citations).flatMap(([name, citation]) => {
    const problem = groundProblem(citation)
    return problem === undefined ? [] : [`${name} ${problem}: ${citation.text}`]
  })
  expect(problems).toEqual([])
})

test('the kinds are read from the text, not taken on trust', () => {
  const { pragmaNoCache, codeLifetime, invalidGrant, metadataPublished } = citations
  expect(groundProblem({ ...codeLifetime, text: 'Codes expire.' })).toBe(
    'has no SHOULD or RECOMMENDED',
  )
  expect(groundProblem({ ...codeLifetime, text: 'Codes should expire.' })).toBeDefined()
  // The FAPI texts write ISO keywords in lower case; an RFC's lower case is no keyword.
  const { requestUriAtAuthorization } = citations
  expect(groundProblem(requestUriAtAuthorization)).toBeUndefined()
  expect(groundProblem({ ...requestUriAtAuthorization, text: 'Codes expire.' })).toBeDefined()
  const { issuerOnlyInside } = citations
  expect(groundProblem(issuerOnlyInside)).toBeUndefined()
  expect(groundProblem({ ...issuerOnlyInside, ref: 'RFC9207-2.4' })).toBeDefined()
  expect(groundProblem({ ...invalidGrant, text: 'The grant is wrong.' })).toBe(
    'names no error code or 4xx status',
  )
  expect(groundProblem({ ...metadataPublished, ref: 'RFC8414-3' })).toBe('is not from RFC 9700')
  const selfRelaxed = { ...pragmaNoCache, relaxedBy: { ref: 'RFC6749-5.1', why: 'because' } }
  expect(groundProblem(selfRelaxed)).toBe('is relaxed by itself')
})

test('a warning ends with its citation; a pass or a MUST violation cites nothing', () => {
  const { pragmaNoCache } = citations
  const warned = judge(requirement('AC-31'), tolerated('no Pragma', pragmaNoCache), false)
  expect(warned.verdict).toBe('warn')
  expect(warned.detail).toBe(`tolerated deviation: no Pragma [${shortCitation(pragmaNoCache)}]`)
  expect(warned.detail).toContain('RFC 6749 §5.1: "The authorization server MUST include')
  expect(warned.detail).toContain('relaxed by RFC 9111 §5.4: "this specification deprecates')
  expect(judge(requirement('AC-31'), violated('cached'), false).detail).toBe('violated: cached')
})

test("a violation below MUST quotes the catalogue's sentence unless it names its own", () => {
  const ac35 = requirement('AC-35')
  const own = judge(ac35, violated('still valid'), false)
  expect(own.verdict).toBe('warn')
  expect(own.detail).toContain('SHOULD revoke (when possible)')
  const { referrerPolicy } = citations
  const named = judge(requirement('AC-24'), violated('no policy', referrerPolicy), false)
  expect(named.detail).toContain('RFC 9700 §4.2.4: "Suppress the Referer header')
  expect(named.detail).not.toContain('third-party')
})

test('a wrong error cites the sentence naming the expected code, also when --strict fails it', () => {
  const finding = wrongError('400 invalid_request', citations.invalidGrant)
  for (const strict of [false, true]) {
    expect(judge(requirement('AC-33'), finding, strict).detail).toContain(
      'RFC 6749 §5.2: "invalid_grant: The provided authorization grant',
    )
  }
})

test('tolerated deviations and wrong errors need their citation', () => {
  // @ts-expect-error a tolerated deviation without the sentence that asks otherwise
  expect(() => tolerated('no reason')).not.toThrow()
  // @ts-expect-error a wrong error without the sentence naming the right one
  expect(() => wrongError('no reason')).not.toThrow()
})
