import {
  conformance,
  judgeSecondVisit,
  preconditionFailed,
  responseOf,
  whenPushing,
} from '../../fixtures/index.ts'

// One pushed request, opened in two fresh browsers: in the first, left at its sign-in page; in
// the second, signed in. Where the second gets no code, a request opened once in a fresh browser
// (the control) tells a spent request_uri from a flow the server refuses anyway; a refusal after
// the request_uri's expires_in is not judged.
conformance(
  'PAR-09',
  whenPushing(async ({ authorizer, target }) => {
    const started = Date.now()
    const first = await authorizer.run({ freshSession: true, stopAt: ['login'] })
    const { pushed } = first
    if (pushed?.requestUri === undefined) {
      throw preconditionFailed('the conforming pushed request was refused')
    }
    const { requestUri } = pushed
    const pushedBefore = { requestUri, clientId: target.config.client.clientId }

    const second = await authorizer.run({ pushedBefore, freshSession: true })
    const expiresIn = Number(pushed.expiresIn)
    const outlived = !(Date.now() < started + expiresIn * 1000)

    const gotCode = second.kind === 'redirected' && responseOf(second.url).has('code')
    const control = gotCode ? undefined : await authorizer.run({ freshSession: true })
    return judgeSecondVisit(first, second, control, outlived)
  }),
)
