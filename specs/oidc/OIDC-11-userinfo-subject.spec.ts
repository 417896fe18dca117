import {
  conformance,
  judgeUserinfoSubject,
  notApplicable,
  openIdSignIn,
  requireToken,
  userinfoAnswers,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-11',
  whenOpenId(async (fixtures, support) => {
    const url = support.userinfoUrl
    if (!url) return notApplicable('the metadata names no userinfo_endpoint')
    const signIn = await openIdSignIn(fixtures)
    const accessToken = requireToken(signIn.exchange, 'the openid sign-in')
    const answers = await userinfoAnswers(fixtures, url, accessToken)

    return withIdToken(signIn.idToken, (idToken) => judgeUserinfoSubject(idToken, answers.get))
  }),
)
