import {
  conformance,
  judgeNoCodeFor,
  preconditionFailed,
  responseOf,
  whenPushing,
} from '../../fixtures/index.ts'

// In a browser session of its own: the pushed request yields a code, then its request_uri is
// presented again.
conformance(
  'PAR-05',
  whenPushing(async ({ authorizer }) =>
    authorizer.inOneSession(async (_tab, run) => {
      const first = await run({})
      const requestUri = first.pushed?.requestUri
      const code = first.kind === 'redirected' ? responseOf(first.url).get('code') : null
      if (!requestUri || !code) throw preconditionFailed('the pushed request yielded no code')
      const clientId = String(first.sent.client_id)

      const again = await run({ pushedBefore: { requestUri, clientId } })

      return judgeNoCodeFor(again, 'the request_uri presented again after its code')
    }),
  ),
)
