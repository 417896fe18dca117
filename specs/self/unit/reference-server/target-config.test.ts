import { expect } from '@playwright/test'
import { TargetConfig } from '../../../../fixtures/config/schema.ts'
import { test } from '../../support/reference-server/server-test.ts'

test('the target config is valid for the contract schema', ({ server }) => {
  const config = TargetConfig.parse(server.targetConfig())
  expect(config.baseUrl).toBe(server.baseUrl)
  expect(config.interaction).toBe('reference')
  expect(config.resourceUrl).toBe(`${server.baseUrl}/api/me`)
  expect(config.secondClient?.requiresPkce).toBe(true)
})
