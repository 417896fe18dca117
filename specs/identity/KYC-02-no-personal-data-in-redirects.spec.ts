import {
  conformance,
  deniedConsent,
  freshSignIn,
  judgePersonalData,
  judgeTogether,
  settle,
  unverifiedSignIn,
} from '../../fixtures/index.ts'

// The redirects to the client on approval, on denial and for the unverified user carry no
// username or e-mail, and the unverified user's refusal does not say why.
conformance('KYC-02', async (fixtures) => {
  const { user, unverifiedUser } = fixtures.target.config
  const identifiers = [user.username, ...(unverifiedUser ? [unverifiedUser.username] : [])]
  const responses = [
    { name: 'success', answer: await settle(() => freshSignIn(fixtures)) },
    { name: 'denial', answer: await settle(() => deniedConsent(fixtures)) },
    ...(unverifiedUser
      ? [
          {
            name: 'unverified user',
            answer: await settle(() => unverifiedSignIn(fixtures, unverifiedUser)),
          },
        ]
      : []),
  ]

  return judgeTogether(responses, (seen) =>
    judgePersonalData(
      seen.map(({ name, value }) => ({
        name,
        result: value,
        identifiers,
        unverified: name === 'unverified user',
      })),
    ),
  )
})
