import { expect, test, type Browser } from '@playwright/test'
import type { OneTimeCode } from '../../../fixtures/config/one-time-code.ts'
import {
  TargetConfig,
  type Interaction as InteractionConfig,
} from '../../../fixtures/config/schema.ts'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import { unobservedBecause } from '../../../fixtures/judges/findings.ts'
import { judgeDenied } from '../../../fixtures/judges/authorization-response.ts'
import { checkFixtures, type CheckFixtures } from '../../../fixtures/scenarios/check-fixtures.ts'
import { deniedConsent, sentState } from '../../../fixtures/scenarios/shared-flows.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import {
  interactionFor,
  type Decision,
} from '../../../fixtures/transport/browser/interactions/index.ts'
import { TargetSession } from '../../../fixtures/transport/browser/target-session.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'
import {
  startLookalikeServer,
  type LookalikeName,
  type LookalikeServer,
} from './lookalike-server.ts'

// One lookalike server for a test file, started before its tests and stopped after them; no flow
// of any test may reach an action that would harm the account (the server logs them).
export function lookalikeServerPerFile(): () => LookalikeServer {
  let server: LookalikeServer | undefined
  test.beforeAll(async () => {
    server = await startLookalikeServer()
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  test.afterEach(() => {
    expect(server?.harms).toEqual([])
  })
  return () => {
    if (!server) throw new Error('the lookalike server is not started')
    return server
  }
}

// How the target file says to get through the pages, where a test gives it.
export interface RunOptions {
  // The target file's user.otp.
  readonly otp?: OneTimeCode | undefined
  // The target file's interaction: generic, with no selectors, where not given.
  readonly interaction?: InteractionConfig | undefined
}

// A check's fixtures against one lookalike (lookalike-server.ts), with the interaction the
// target file names (generic, with no selectors, unless given), as a conformance run has them.
export async function withFixtures<T>(
  browser: Browser,
  server: LookalikeServer,
  name: LookalikeName,
  use: (fixtures: CheckFixtures) => Promise<T>,
  { otp, interaction }: RunOptions = {},
  // Pictures are taken only where a test reads them: each costs a screenshot.
  keepsPictures = false,
): Promise<T> {
  const config = TargetConfig.parse({
    baseUrl: server.baseUrl,
    authorizationEndpoint: `/${name}/authorize`,
    client: {
      clientId: 'app',
      clientSecret: 'lookalike-secret',
      redirectUri: 'http://127.0.0.1/cb',
    },
    user: { ...server.user, ...(otp ? { otp } : {}) },
    scope: 'profile',
    ...(interaction ? { interaction } : {}),
  })
  const target = {
    config,
    authorizationUrl: `${server.baseUrl}/${name}/authorize`,
    tokenUrl: `${server.baseUrl}/token`,
    label: name,
  }
  const session = new TargetSession(target, await interactionFor(config.interaction), browser)
  try {
    return await use(
      checkFixtures(
        session,
        new Evidence({ keepsPictures }),
        new CheckContext(undefined, session.connection),
      ),
    )
  } finally {
    await session.close()
  }
}

export const authorizeAt = (
  browser: Browser,
  server: LookalikeServer,
  name: LookalikeName,
  decision: Decision = 'approve',
  options?: RunOptions,
) =>
  withFixtures(browser, server, name, (fixtures) => fixtures.authorizer.run({ decision }), options)

// AC-10's judgement of the shared denial, with what it finds where no page asks.
export const judgedDenialAt = (
  browser: Browser,
  server: LookalikeServer,
  name: LookalikeName,
  options?: RunOptions,
) =>
  withFixtures(
    browser,
    server,
    name,
    (fixtures) =>
      deniedConsent(fixtures).then(
        (denied) => judgeDenied(denied, sentState(denied)),
        unobservedBecause,
      ),
    options,
  )

export const redirectParam = (result: Authorization, name: string) =>
  result.kind === 'redirected' ? result.url.searchParams.get(name) : `stopped: ${result.text}`

// The shared denial with its pictures, as a certifier's report holds them.
export const picturedDenialAt = (browser: Browser, server: LookalikeServer, name: LookalikeName) =>
  withFixtures(browser, server, name, deniedConsent, {}, true)
