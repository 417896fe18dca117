import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// client_id inside names another client (secondClient where configured) than the one that
// signs, authenticates and names itself beside the object.
conformance(
  'JAR-13',
  whenJar((fixtures, profile) => {
    const other = fixtures.target.config.secondClient?.clientId ?? 'another-client'
    return judgeBentRequestObjects(fixtures, profile, [
      { name: `client_id ${other} inside`, shape: { claims: { client_id: other } } },
    ])
  }),
)
