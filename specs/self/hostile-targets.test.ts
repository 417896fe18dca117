import { expect, test } from '@playwright/test'
import { runAgainst, type HostileRun } from './support/hostile/run-against.ts'
import { wholeRunAgainst } from './support/hostile/whole-run.ts'

// Each mode breaks one thing; the harness must finish in bounded time with the verdict that
// matches what the server did: a fail only for what it was seen doing, a skip with the cause
// for what could not be seen, never a pass. Only the checks a mode concerns run (--grep), but
// for a kind that costs every check its time (a token endpoint that drips): that one gets a
// whole run, as a user's CI would make one.

// A hang bound, not a speed: a run that did not stop waiting on the broken target takes
// minutes (the drip alone lasts 141 s), while a busy machine slows a bounded one by seconds.
const bounded = (hostile: HostileRun, seconds: number) => {
  expect(hostile.run.ms, hostile.run.stderr).toBeLessThan(seconds * 1000)
  expect(`${hostile.run.stdout}${hostile.run.stderr}`).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/)
  // A check that ended without its own verdict or cause was cut short by a harness error.
  for (const result of hostile.report.results) {
    expect.soft(result.detail, result.id).not.toMatch(/without a verdict/)
  }
}

const verdict = (hostile: HostileRun, id: string) => hostile.results[id]?.verdict
const detail = (hostile: HostileRun, id: string) => hostile.results[id]?.detail ?? ''

test('a 100 MB token response is cut at the limit and not judged', async () => {
  const hostile = await runAgainst({ mode: 'huge-token-body', grep: 'AC-30|AC-33' })
  bounded(hostile, 120)
  expect(hostile.run.code).toBe(2)
  for (const id of ['AC-30', 'AC-33']) {
    expect(verdict(hostile, id)).toBe('skip')
    expect(detail(hostile, id)).toMatch(/^not judged: .*body over the 1048576-byte limit/)
  }
  // What the server managed to write before the harness stopped reading: socket buffers, not
  // the 100 MB.
  expect(hostile.bytesSent).toBeLessThan(32 * 1024 * 1024)
})

test('a token endpoint that drips one byte a second: a whole run ends, its answers not judged', async () => {
  const hostile = await wholeRunAgainst({ mode: 'drip-token' })
  // The whole run's hang bound is wholeRunAgainst's.
  bounded(hostile, Infinity)
  // What needed no token answer passed: no fail, so the exit code is 0 (results.md).
  expect(hostile.run.code).toBe(0)
  expect(detail(hostile, 'AC-30')).toMatch(/^not judged: .*within 10000 ms \(time-out\)/)
  // After three answers in a row that never finished, the endpoint is tried once a minute.
  const paused = hostile.report.results.filter((r) =>
    /gave no complete answer 3 times in a row/.test(r.detail),
  )
  expect(paused.length).toBeGreaterThan(0)
  // What needs no token answer is still judged: the error page of a missing client_id.
  expect(verdict(hostile, 'AC-07')).toBe('pass')
})

test('a token endpoint whose header section never ends, a byte every 250 ms: a whole run ends, its answers not judged', async () => {
  const hostile = await wholeRunAgainst({ mode: 'trickle-token-headers' })
  bounded(hostile, Infinity)
  expect(hostile.run.code).toBe(0)
  expect(detail(hostile, 'AC-30')).toMatch(/^not judged: .*(within 10000 ms|3 times in a row)/)
  expect(verdict(hostile, 'AC-07')).toBe('pass')
})

// The server's own answer with its access token swapped for one of 900,000 letters: the ID
// token's at_hash no longer matches it, and the server's own resources refuse it (431).
test('access tokens of 900,000 characters: a whole run ends within its memory bound, each id judged by what came back', async () => {
  const hostile = await wholeRunAgainst({ mode: 'huge-access-token' })
  bounded(hostile, Infinity)
  expect(verdict(hostile, 'AC-01')).toBe('pass')
  expect(verdict(hostile, 'AC-33')).toBe('pass')
  expect(detail(hostile, 'OIDC-08')).toMatch(/at_hash is not the left half/)
  // Nothing the 431 kept from being tried is called a pass.
  expect(detail(hostile, 'BCP-02')).toMatch(/^not judged: .*431/)
})

test('a redirect loop on authorize: no code is a violation, checks needing a code are skipped', async () => {
  const hostile = await runAgainst({ mode: 'redirect-loop', grep: 'AC-01|AC-07 |AC-33' })
  bounded(hostile, 180)
  expect(hostile.run.code).toBe(1)
  expect(verdict(hostile, 'AC-01')).toBe('fail')
  expect(detail(hostile, 'AC-01')).toMatch(/redirect loop \(net::ERR_TOO_MANY_REDIRECTS\)/)
  expect(verdict(hostile, 'AC-07')).toBe('fail')
  expect(detail(hostile, 'AC-07')).toMatch(/refused without a 4xx: .*redirect loop/)
  expect(verdict(hostile, 'AC-33')).toBe('skip')
  expect(detail(hostile, 'AC-33')).toMatch(/^not judged: no code was obtained: .*redirect loop/)
})

test('invalid JSON from the token endpoint fails the token response check', async () => {
  const hostile = await runAgainst({ mode: 'token-invalid-json', grep: 'AC-30' })
  bounded(hostile, 120)
  expect(hostile.run.code).toBe(1)
  expect(verdict(hostile, 'AC-30')).toBe('fail')
  expect(detail(hostile, 'AC-30')).toMatch(/no access_token/)
})

test('a token response sent as text/plain fails the JSON media type check', async () => {
  const hostile = await runAgainst({ mode: 'token-text-plain', grep: 'AC-32' })
  bounded(hostile, 120)
  expect(hostile.run.code).toBe(1)
  expect(detail(hostile, 'AC-32')).toMatch(/Content-Type text\/plain; expected application\/json/)
})

test('a connection reset in the middle of a token response is not judged', async () => {
  const hostile = await runAgainst({ mode: 'reset-token', grep: 'AC-30' })
  bounded(hostile, 120)
  expect(hostile.run.code).toBe(2)
  expect(detail(hostile, 'AC-30')).toMatch(/^not judged: POST .*\/oauth\/token failed after/)
})

test('a connection reset in the middle of an authorization page is no error page', async () => {
  const hostile = await runAgainst({ mode: 'reset-page', grep: 'AC-01|AC-07 ' })
  bounded(hostile, 120)
  expect(hostile.run.code).toBe(2)
  for (const id of ['AC-01', 'AC-07']) {
    expect(verdict(hostile, id)).toBe('skip')
    expect(detail(hostile, id)).toMatch(/^not judged: .*the browser got no answer from .*net::ERR_/)
  }
})

test('a sign-in page without the expected fields is not judged, naming what was looked for', async () => {
  const hostile = await runAgainst({ mode: 'login-without-fields', grep: 'AC-01|AC-07 |AC-33' })
  bounded(hostile, 120)
  expect(hostile.run.code).toBe(0)
  for (const id of ['AC-01', 'AC-33']) {
    expect(verdict(hostile, id)).toBe('skip')
    expect(detail(hostile, id)).toMatch(
      /^not judged: .*awaits input \(fields to fill: text field "Username", text field "password".*the reference interaction, which looks for #password/,
    )
  }
  // Refused before any sign-in: these error pages were seen.
  expect(verdict(hostile, 'AC-07')).toBe('pass')
})

test('a target that goes down after the start: every check says so in one line, exit 2', async () => {
  const hostile = await runAgainst({ mode: 'dies-after-probe' })
  bounded(hostile, 180)
  expect(hostile.run.code).toBe(2)
  const ran = hostile.report.results.filter((r) => r.reason !== 'not-run')
  expect(ran.length).toBeGreaterThan(20)
  for (const result of ran) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('skip')
    if (result.reason === 'not-judged') {
      expect
        .soft(result.detail, result.id)
        .toMatch(/target unreachable since|got no answer|connect ECONNREFUSED/)
    }
  }
  expect(ran.filter((r) => r.reason === 'not-judged').length).toBeGreaterThan(20)
})

for (const mode of ['dies-mid-run', 'unavailable-mid-run'] as const) {
  test(`a target that goes down mid-run (${mode}): what was seen stands, the rest is not judged`, async () => {
    const hostile = await runAgainst({ mode })
    bounded(hostile, 180)
    const ran = hostile.report.results.filter((r) => r.reason !== 'not-run')
    const passed = ran.filter((r) => r.verdict === 'pass')
    const notJudged = ran.filter((r) => r.reason === 'not-judged')
    expect(passed.length).toBeGreaterThan(0)
    expect(notJudged.length).toBeGreaterThan(0)
    for (const result of ran) {
      expect.soft(result.verdict, `${result.id}: ${result.detail}`).toMatch(/^(pass|skip)$/)
    }
    expect(hostile.run.code).toBe(0)
  })
}
