import {
  conformance,
  judgeUserinfo,
  notApplicable,
  openIdSignIn,
  requireToken,
  userinfoAnswers,
  whenOpenId,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-10',
  whenOpenId(async (fixtures, support) => {
    const url = support.userinfoUrl
    if (!url) return notApplicable('the metadata names no userinfo_endpoint')
    const signIn = await openIdSignIn(fixtures)
    const accessToken = requireToken(signIn.exchange, 'the openid sign-in')

    return judgeUserinfo(await userinfoAnswers(fixtures, url, accessToken))
  }),
)
