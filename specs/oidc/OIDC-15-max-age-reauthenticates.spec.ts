import { conformance, judgeMaxAge, maxAgeRequests, whenOpenId } from '../../fixtures/index.ts'

// In one new browser session: an OpenID request with max_age=1, the user signs in; three
// seconds later the same request again. Expected: each ID token's auth_time is the sign-in the
// code rests on, and the second request is not served by the first sign-in (the sign-in page
// again, or login_required). Without openid, max_age is plain OAuth's, whose behaviour is
// "entirely unspecified" (OIDC Core §3.1.2.1): whenOpenId makes that not applicable.
conformance(
  'OIDC-15',
  whenOpenId(async (fixtures) => judgeMaxAge(await maxAgeRequests(fixtures))),
)
