import { expect, test } from '@playwright/test'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import { junitXml } from '../../../fixtures/report/junit.ts'
import { specLink } from '../../../fixtures/catalogue/spec-links.ts'
import { summaryMarkdown } from '../../../fixtures/report/summary.ts'
import { sampleReport } from '../support/sample-report.ts'

test('JUnit has one test case per requirement id, whatever ran', () => {
  const judged = { 'AC-33': 'fail', 'AC-31': 'warn', 'AC-01': 'pass' } as const
  const xml = junitXml(sampleReport(judged))
  const ids = requirements.length
  expect(xml.match(/<testcase /g)).toHaveLength(ids)
  const skipped = ids - Object.keys(judged).length
  expect(xml).toContain(
    `<testsuites name="oauth-conformance" tests="${ids}" failures="1" skipped="${skipped}"`,
  )
  expect(xml).toMatch(/name="AC-33 Authorization code is single-use"[\s\S]*?<failure type="MUST"/)
  expect(xml).toMatch(/name="AC-31 [^"]*"[\s\S]*?<system-out>warn \[MUST\]/)
  expect(xml).toMatch(/name="AC-40 [^"]*"[\s\S]*?<skipped message="not run: /)
})

test('JUnit carries a waiver as skipped, and any server text as valid XML', () => {
  const report = sampleReport({ 'AC-33': 'fail' })
  const hostile = 'got <b>"x" & \'y\'</b>\u0000\u001b[31m ✓ 😀'
  report.results = report.results.map((r) =>
    r.id === 'AC-33'
      ? {
          ...r,
          verdict: 'waived',
          detail: hostile,
          waiver: { reason: 'ISSUE-7 <soon>', expires: '2027-01-31' },
        }
      : r,
  )
  const xml = junitXml(report)
  expect(xml).toContain('<skipped message="waived until 2027-01-31: ISSUE-7 &#60;soon&#62;"/>')
  expect(xml).toContain('got &#60;b&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/b&#62;[31m ✓ 😀')
  expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
})

test('the Markdown summary escapes server text and says which waivers need attention', () => {
  const report = sampleReport({ 'AC-33': 'fail' })
  report.results = report.results.map((r) =>
    r.id === 'AC-33' ? { ...r, detail: '| <img src=x> **bold**' } : r,
  )
  report.waivers = [{ id: 'AC-40', reason: 'old', expires: '2000-01-01', status: 'expired' }]
  const markdown = summaryMarkdown(report)
  expect(markdown).toContain('&#124; &#60;img src=x&#62; &#42;&#42;bold&#42;&#42;')
  expect(markdown).toContain('waiver for AC-40 expired on 2000-01-01')
  expect(markdown.match(/^\| (AC|KYC|SVC|OIDC)-\d\d \|/gm)).toHaveLength(requirements.length)
})

test('catalogue references become RFC Editor links', () => {
  expect(specLink('RFC6749-4.1.2')).toMatchObject({
    name: 'RFC 6749 §4.1.2',
    url: 'https://www.rfc-editor.org/rfc/rfc6749#section-4.1.2',
  })
  expect(specLink('RFC6749-B').url).toBe('https://www.rfc-editor.org/rfc/rfc6749#appendix-B')
  expect(specLink('RFC9207-2').url).toBe('https://www.rfc-editor.org/rfc/rfc9207#section-2')
  expect(specLink('SPEC-1')).toMatchObject({
    name: 'service interface document §1',
    url: undefined,
  })
})
