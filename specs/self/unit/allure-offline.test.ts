import { expect, test } from '@playwright/test'
import { offline } from '../../../fixtures/report/allure-report.ts'

test('the analytics block of the Allure template is removed and remote loads are refused', () => {
  const page = `<html><head><title>r</title></head><body><script src="data:text/javascript;base64,AA=="></script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
    <script>
        window.dataLayer = window.dataLayer || [];
        function gtag(){dataLayer.push(arguments);}
        gtag('js', new Date());
    </script></body></html>`
  const cleaned = offline(page)
  expect(cleaned).not.toMatch(/googletagmanager|gtag/)
  expect(cleaned).toContain('src="data:text/javascript;base64,AA=="')
  expect(cleaned).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'`,
  )
  expect(() =>
    offline('<head></head><link rel="stylesheet" href="https://cdn.test/a.css">'),
  ).toThrow('https://')
})
