import { conformance, dpopProofRefused, judgeRefusal, whenDpop } from '../../fixtures/index.ts'

// A fresh code, redeemed with a proof naming the harness's public key, signed by another key.
conformance(
  'DPOP-05',
  whenDpop(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()
    const exchange = await tokenEndpoint.redeem(code, { proof: 'foreign signature' })

    return judgeRefusal(exchange, dpopProofRefused)
  }),
)
