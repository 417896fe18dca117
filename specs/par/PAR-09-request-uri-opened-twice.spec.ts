import {
  conformance,
  judgeSecondVisit,
  pushRequest,
  requirePushed,
  whenPushing,
} from '../../fixtures/index.ts'

// One pushed request, opened in two fresh browsers: in the first, left at its sign-in page; in
// the second, signed in. Where the second gets no code, a request opened once in a fresh browser
// (the control) tells a spent request_uri from a flow the server refuses anyway.
conformance(
  'PAR-09',
  whenPushing(async (fixtures, profile) => {
    const { authorizer, target } = fixtures
    const requestUri = requirePushed(await pushRequest(fixtures, profile))
    const pushedBefore = { requestUri, clientId: target.config.client.clientId }

    const first = await authorizer.run({ pushedBefore, freshSession: true, stopAt: ['login'] })
    const second = await authorizer.run({ pushedBefore, freshSession: true })

    const gotCode = second.kind === 'redirected' && second.url.searchParams.has('code')
    const control = gotCode ? undefined : await authorizer.run({ freshSession: true })
    return judgeSecondVisit(first, second, control)
  }),
)
