import { defineConfig } from '@playwright/test'
import { chromiumVariable, detectChromium } from './cli/browser.ts'
import { reportsVariable } from './cli/run-variables.ts'

// The command line sets the reports folder; without it (self-tests, a bare `playwright test`)
// only the terminal reporter runs, so nothing is written into the user's reports.
const reports = process.env[reportsVariable]
// On a failure Playwright writes the open page's accessibility snapshot, field values included,
// into error-context.md: never, since the pages hold credentials.
process.env.PLAYWRIGHT_NO_COPY_PROMPT = '1'
const executablePath = process.env[chromiumVariable] ?? detectChromium()?.executablePath

export default defineConfig({
  testDir: 'specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky verdict is a harness bug, never something to retry away.
  retries: 0,
  timeout: 60_000,
  outputDir: reports ? `${reports}/test-results` : 'test-results',
  reporter: reports
    ? [
        ['list'],
        ['html', { outputFolder: `${reports}/html`, open: 'never' }],
        ['junit', { outputFile: `${reports}/junit.xml` }],
        ['./fixtures/verdict/conformance-reporter.ts', { outputDir: reports }],
      ]
    : [['list']],
  use: {
    headless: true,
    // Traces and automatic screenshots record form fills and URLs with codes: off everywhere.
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: executablePath ? { executablePath } : {},
  },
  projects: [
    { name: 'conformance', testMatch: '**/*.spec.ts', testIgnore: 'self/**' },
    { name: 'self', testMatch: 'self/**/*.test.ts', timeout: 300_000 },
  ],
})
