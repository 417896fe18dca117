import { conformance } from '../../fixtures/index.ts'
import { waitSince } from '../../fixtures/token-client/deliberate-wait.ts'
import { printable } from '../../fixtures/token-client/exchange.ts'
import { callResource } from '../../fixtures/token-client/resource.ts'
import { redemptionAndReuse } from '../../fixtures/token-client/reuse-scenario.ts'
import { observed } from '../../fixtures/token-client/settled.ts'
import { notConfigured } from '../../fixtures/verdict/findings.ts'
import { requireResourceAccepts, requireToken } from '../../fixtures/verdict/preconditions.ts'
import { judgeRevoked, revocationSettleSeconds } from '../../fixtures/verdict/revocation.ts'

conformance('AC-35', async (fixtures) => {
  const { resourceUrl } = fixtures.target.config
  if (!resourceUrl)
    return notConfigured('needs resourceUrl: a protected resource that takes the token')
  const { first, second, resourceBefore, reusedAt } = await redemptionAndReuse(fixtures)

  const token = requireToken(first, 'the first redemption')
  requireResourceAccepts(observed(resourceBefore), 'the first access token, before the reuse,')
  await waitSince(reusedAt, revocationSettleSeconds)
  const after = await callResource(resourceUrl, token)
  fixtures.evidence.add('protected resource, after the reuse', printable(after))

  return judgeRevoked(after, observed(second))
})
