import type { LiveBrowser } from '../../fixtures/transport/browser/live-browser.ts'
import type { EmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import type { FaultName } from '../../fixtures/reference-server/index.ts'
import type { Check } from '../../fixtures/suite/registry.ts'
import { interactionFor } from '../../fixtures/transport/browser/interactions/index.ts'
import { TargetSession } from '../../fixtures/transport/browser/target-session.ts'
import type { Verdict } from '../../fixtures/verdict/verdict.ts'
import type { Limiter } from './limiter.ts'
import { readRowSetup, type RowSetup } from './row-setup.ts'
import { watchedProfile, type ProfileReads } from './profile-reads.ts'
import { ProfileReader } from '../../fixtures/transport/http/target-profile.ts'
import { isModeProfile, type ModeProfile } from '../../fixtures/reference-server/server-profiles.ts'

// A server of the matrix: one with a fault; null, the correct server; a mode's name ('fapi2'),
// the correct server of that mode, which the faults of that mode are compared with.
export type MatrixServer = FaultName | null | ModeProfile

// The correct servers among them: null (plain) or a mode's name.
export const isCorrectServer = (server: MatrixServer): server is null | ModeProfile =>
  server === null || isModeProfile(server)

export type Judge = (check: Check, session: TargetSession, fault: MatrixServer) => Promise<Verdict>

export interface BrowserPool {
  readonly browser: LiveBrowser
  readonly flows: Limiter
}

export type { RowSetup } from './row-setup.ts'

// Which checks a row runs, once its setup is known.
export type RowChoice = (setup: RowSetup) => readonly Check[]

// Checks against one server in one session, as a run of the suite against it; with `reads`,
// what they read of the target's profile is written there (the reach pass).
export async function judgeRow(
  server: EmbeddedTarget,
  fault: MatrixServer,
  choose: RowChoice,
  pool: BrowserPool,
  judge: Judge,
  reads?: ProfileReads,
): Promise<Verdict[]> {
  const { target, setup, profile, reader } = await readRowSetup(server)
  const watched =
    reads && profile && new ProfileReader(target.config, watchedProfile(profile, reads))
  // The reach pass records the faults each check asks about itself (fault-reach.ts).
  server.server.forgetFaultsAsked()
  const checks = choose(setup)
  const interaction = await interactionFor(target.config.interaction)
  const session = new TargetSession(target, interaction, pool.browser, {
    limit: (flow) => pool.flows.run(flow),
    profile: watched || reader,
  })
  const judgePhase = (phase: readonly Check[]) =>
    Promise.all(phase.map((check) => judge(check, session, fault)))
  try {
    // The entropy checks judge what the other checks collected: after them, as in a run
    // where they come last, not topping up a sample of their own from an empty session.
    return [
      ...(await judgePhase(checks.filter((c) => !c.requirement.traits.judgesTheRun))),
      ...(await judgePhase(checks.filter((c) => c.requirement.traits.judgesTheRun))),
    ]
  } finally {
    await session.close()
  }
}
