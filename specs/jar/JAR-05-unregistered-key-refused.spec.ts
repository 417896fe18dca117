import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// The client's request object signed by a key of no one's (its kid kept), and by the second
// client's key (with that key's kid): neither is registered for the client.
conformance(
  'JAR-05',
  whenJar((fixtures, profile) => {
    const { secondClient } = fixtures.target.config
    const other =
      secondClient?.privateKey === undefined
        ? []
        : [{ name: "secondClient's key", shape: { signer: secondClient } }]
    return judgeBentRequestObjects(fixtures, profile, [
      { name: 'a fresh key', shape: { signing: 'a fresh key' } },
      ...other,
    ])
  }),
)
