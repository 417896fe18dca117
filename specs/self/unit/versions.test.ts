import { expect, test } from '@playwright/test'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import { catalogueVersion, catalogueVersionOf } from '../../../fixtures/catalogue/version.ts'
import { TargetConfig } from '../../../fixtures/config/schema.ts'
import { compareWithBaseline } from '../../../fixtures/report/compare-baseline.ts'
import { configDigest } from '../../../fixtures/report/config-digest.ts'
import { junitXml } from '../../../fixtures/report/junit.ts'
import { runEnvironment } from '../../../fixtures/report/run-environment.ts'
import { summaryMarkdown, summaryTable } from '../../../fixtures/report/summary.ts'
import { sampleReport } from '../support/sample-report.ts'

const target = (secret: string, password: string, scope = 'profile') => ({
  config: TargetConfig.parse({
    baseUrl: 'https://as.test',
    client: { clientId: 'app', clientSecret: secret, redirectUri: 'https://app.test/cb' },
    user: { username: 'alice', password },
    resourceUrl: 'https://reader:s3cr3t-in-url@as.test/api/me',
    scope,
  }),
  authorizationUrl: 'https://as.test/oauth/authorize',
  tokenUrl: 'https://as.test/oauth/token',
  label: 'https://as.test',
})

test('the config digest leaves out every secret, and changes with what was configured', () => {
  const digest = configDigest(target('client-secret-one', 'pw1'))
  expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/)
  expect(configDigest(target('client-secret-two', 'pw2'))).toBe(digest)
  expect(configDigest(target('client-secret-one', 'pw1', 'email'))).not.toBe(digest)
  const other = target('client-secret-one', 'pw1')
  const withOtherUrlPassword = {
    ...other,
    config: { ...other.config, resourceUrl: 'https://reader:other@as.test/api/me' },
  }
  expect(configDigest(withOtherUrlPassword)).toBe(digest)
})

test('the catalogue version changes when an id or a level does, not otherwise', () => {
  const rows = requirements.map(({ id, level }) => ({ id, level }))
  expect(catalogueVersionOf(rows)).toBe(catalogueVersion)
  expect(catalogueVersionOf([...rows].reverse())).toBe(catalogueVersion)
  expect(catalogueVersionOf(rows.slice(1))).not.toBe(catalogueVersion)
  const relevelled = rows.map((r, i) => (i === 0 ? { ...r, level: 'SHOULD' as const } : r))
  expect(catalogueVersionOf(relevelled)).not.toBe(catalogueVersion)
})

test('versions reach JUnit, the Allure environment and the summaries; the difference comes first', () => {
  const versions = {
    harness: '1.2.3',
    commit: 'a'.repeat(40),
    node: '20.1.0',
    playwright: '1.65.1',
    chromium: '150.0.1.2',
    catalogue: catalogueVersion,
  }
  const before = sampleReport({ 'AC-30': 'pass' }, { versions })
  const report = sampleReport(
    { 'AC-30': 'fail' },
    { versions, target: { ...before.target, configDigest: `sha256:${'b'.repeat(64)}` } },
  )
  report.baseline = compareWithBaseline(before, report, 'last/conformance.json')
  expect(runEnvironment(report)).toMatchObject({
    harness: '1.2.3',
    'harness.commit': 'a'.repeat(40),
    chromium: '150.0.1.2',
    catalogue: catalogueVersion,
    'target.configDigest': `sha256:${'b'.repeat(64)}`,
  })
  expect(junitXml(report)).toContain('<property name="chromium" value="150.0.1.2"/>')
  const markdown = summaryMarkdown(report)
  expect(markdown).toContain('Playwright 1.65.1, Chromium 150.0.1.2')
  expect(markdown.indexOf('regression')).toBeLessThan(markdown.indexOf('| id | level | verdict'))
  const console = summaryTable(report, 'conformance')
  expect(console.trimStart()).toMatch(/^Compared with last\/conformance\.json .*: 1 regressions/)
  expect(console).toContain('WORSE  AC-30 [MUST] pass → fail')
})
