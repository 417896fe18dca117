import {
  callResource,
  conformance,
  judgeRevoked,
  notConfigured,
  observed,
  printable,
  redemptionAndReuse,
  requireResourceAccepts,
  requireToken,
  revocationSettleSeconds,
  waitSince,
} from '../../fixtures/index.ts'

conformance('AC-35', async (fixtures) => {
  const { resourceUrl } = fixtures.target.config
  if (!resourceUrl)
    return notConfigured('needs resourceUrl: a protected resource that takes the token')
  const { first, second, resourceBefore, reusedAt } = await redemptionAndReuse(fixtures)

  const token = requireToken(first, 'the first redemption')
  requireResourceAccepts(observed(resourceBefore), 'the first access token, before the reuse,')
  await waitSince(fixtures.context, reusedAt, revocationSettleSeconds)
  const after = await callResource(resourceUrl, token, fixtures.context, fixtures.session.dpop)
  fixtures.evidence.add('protected resource, after the reuse', printable(after))

  return judgeRevoked(after, observed(second))
})
