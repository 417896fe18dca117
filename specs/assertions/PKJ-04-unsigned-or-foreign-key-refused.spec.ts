import {
  conformance,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  whenAssertions,
  type AssertionShape,
} from '../../fixtures/index.ts'

// Each variant redeems a fresh code with a correct assertion's claims, signed otherwise.
conformance(
  'PKJ-04',
  whenAssertions(async ({ authorizer, tokenEndpoint }) => {
    const variants: { name: string; signing: AssertionShape['signing'] }[] = [
      { name: 'an unregistered key', signing: 'unregistered key' },
      { name: 'alg none', signing: 'none' },
      { name: 'HS256 keyed with the public key', signing: 'HS256 with the public key' },
    ]

    return judgeVariants(variants, async ({ signing }) => {
      const { code } = await authorizer.grant()
      const assertion = signing ? { signing } : {}
      return judgeRefusal(await tokenEndpoint.redeem(code, { assertion }), invalidClient)
    })
  }),
)
