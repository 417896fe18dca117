import { defineConfig, type ReporterDescription } from '@playwright/test'
import { isSet, readRunVariable } from './fixtures/config/environment.ts'
import { routeFromEnvironment } from './fixtures/config/proxy-route.ts'
import { browserProxy } from './fixtures/transport/browser/browser-proxy.ts'
import { rendererLimits, runChromium } from './fixtures/transport/browser/chromium.ts'
import { outputs } from './fixtures/report/outputs.ts'
import { markStage } from './fixtures/report/stage-marks.ts'

// The runner reads this file first, then each worker. Playwright forks its workers with a
// channel to the runner; the command line starts the runner without one.
markStage(process.send === undefined ? 'the runner read its config' : 'a worker read the config')

// The command line sets the reports folder; without it (self-tests, a bare `playwright test`)
// only the terminal reporter runs, so nothing is written into the user's reports.
const reports = readRunVariable('reports')
// On a failure Playwright writes the open page's accessibility snapshot, field values included,
// into error-context.md: never, since the pages hold credentials.
process.env.PLAYWRIGHT_NO_COPY_PROMPT = '1'
const executablePath = runChromium()
// A target with its own CA (config tls.ca): the browser runs with a HOME whose NSS database
// trusts that CA (cli/preflight.ts).
const browserHome = readRunVariable('browserHome')
// The command line's runs load the checks compiled into one file (cli/compiled.js).
const compiledSuite = readRunVariable('suite')
const conformanceFiles = compiledSuite
  ? { testDir: compiledSuite, testMatch: 'suite.spec.js' }
  : { testMatch: '**/*.spec.ts', testIgnore: 'self/**' }

function reporters(dir: string): ReporterDescription[] {
  return [
    ['list'],
    ['html', { outputFolder: `${dir}/${outputs.html}`, open: 'never' }],
    // Playwright's own API calls as Allure steps would only repeat the evidence, less readably.
    [
      'allure-playwright',
      { resultsDir: `${dir}/${outputs.allureResults}`, detail: false, suiteTitle: false },
    ],
    ...(isSet('sharded')
      ? [['blob', { outputDir: `${dir}/${outputs.blob}` }] as ReporterDescription]
      : []),
    // Writes conformance.json, summary.md and junit.xml (one test case per requirement id).
    ['./fixtures/report/conformance-reporter.ts', { outputDir: dir }],
  ]
}

export default defineConfig({
  testDir: 'specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky verdict is a harness bug, never something to retry away.
  retries: 0,
  timeout: 60_000,
  outputDir: reports ? `${reports}/${outputs.testResults}` : 'test-results',
  reporter: reports ? reporters(reports) : [['list']],
  use: {
    headless: true,
    // Traces and automatic screenshots record form fills and URLs with codes: off everywhere.
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: {
      args: [...rendererLimits],
      ...(executablePath ? { executablePath } : {}),
      ...(browserHome ? { env: { ...process.env, HOME: browserHome } } : {}),
      ...browserProxy(routeFromEnvironment()),
    },
  },
  projects: [
    { name: 'conformance', ...conformanceFiles },
    // Every self-test. `unit`, `fault-matrix` and `integration` split the same files in three,
    // for `npm test` to run the fast part first and for a contributor to run it alone (`npm run
    // test:unit`); a bare `playwright test` leaves them out, so that nothing runs twice.
    { name: 'self', testMatch: 'self/**/*.test.ts', timeout: 300_000 },
    // In the worker's own process: no browser, no child process, no container (eslint.config.js
    // refuses their imports there). Loopback servers started in-process are allowed.
    { name: 'unit', testMatch: 'self/unit/**/*.test.ts', default: false },
    // The fault matrix, one long test, is a project of its own listed before the other
    // integration tests so that a worker starts it first: begun last, it would run on alone
    // for minutes after everything else had ended.
    {
      name: 'fault-matrix',
      testMatch: 'self/fault-matrix.test.ts',
      timeout: 300_000,
      default: false,
    },
    {
      name: 'integration',
      testMatch: 'self/**/*.test.ts',
      testIgnore: ['self/unit/**', 'self/fault-matrix.test.ts'],
      timeout: 300_000,
      default: false,
    },
  ],
})
