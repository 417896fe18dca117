import {
  approveThenAskOther,
  conformance,
  judgeConsentPerClient,
  notApplicable,
  notConfigured,
} from '../../fixtures/index.ts'

// The user approves client; then secondClient asks, in the same browser session.
conformance('AC-25', async (fixtures) => {
  const { secondClient, preApprovedClients = [] } = fixtures.target.config
  if (!secondClient)
    return notConfigured('needs secondClient: another client registered at the target')
  if (preApprovedClients.includes(secondClient.clientId))
    return notApplicable(`secondClient is in preApprovedClients: it is approved for every user`)

  const { approved, other } = await approveThenAskOther(fixtures, secondClient)

  return judgeConsentPerClient(approved, other)
})
