import {
  boundTokenDoors,
  conformance,
  judgeBoundTokenAsBearer,
  notConfigured,
  whenDpop,
} from '../../fixtures/index.ts'

// A DPoP-bound access token at resourceUrl and at userinfo: with its proof, then as a bearer
// token with no proof.
conformance(
  'DPOP-09',
  whenDpop(async (fixtures) => {
    const doors = await boundTokenDoors(fixtures)
    if (doors.length === 0) {
      return notConfigured(
        '"resourceUrl" is not set and the target offers no userinfo endpoint: no door to present the token at',
      )
    }

    return judgeBoundTokenAsBearer(doors)
  }),
)
