import {
  conformance,
  judgeBentRequestObjects,
  unsignedPushRefused,
  whenSignedRequestsRequired,
} from '../../fixtures/index.ts'

// RFC 9101 §10.5: a target that requires signed request objects takes the correct one (the
// control, first), then refuses the same parameters pushed as a plain form: at PAR, or, where
// the push was taken, at the authorization endpoint (no code).
conformance(
  'JAR-02',
  whenSignedRequestsRequired((fixtures, profile) =>
    judgeBentRequestObjects(fixtures, profile, [
      {
        name: 'the parameters as a plain form',
        shape: {},
        unsigned: true,
        refusal: unsignedPushRefused,
      },
    ]),
  ),
)
