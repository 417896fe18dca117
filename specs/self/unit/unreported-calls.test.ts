import { expect, test } from '@playwright/test'
import { withUnreportedCalls } from '../../../fixtures/transport/browser/unreported-calls.ts'

type Browser = Parameters<typeof withUnreportedCalls>[0]

// As Playwright's client wraps a call: an error thrown inside gets the call's name in front of
// its message and the call's stack in place of its own.
function playwrightLike(calls: { internal: boolean }[]): Browser {
  const owner = {
    async _wrapApiCall<T>(body: () => Promise<T>, options: { internal: boolean }): Promise<T> {
      calls.push(options)
      try {
        return await body()
      } catch (error) {
        if (error instanceof Error) error.message = `browser._wrapApiCall: ${error.message}`
        throw error
      }
    },
  }
  return owner as unknown as Browser
}

test('a flow runs inside one internal call, and its value comes back', async () => {
  const calls: { internal: boolean }[] = []
  expect(await withUnreportedCalls(playwrightLike(calls), () => Promise.resolve('code seen'))).toBe(
    'code seen',
  )
  expect(calls).toEqual([{ internal: true }])
})

test("a flow's error reaches the caller as it was thrown, its message untouched", async () => {
  const thrown = new Error('the consent page did not answer for 10 s')
  const flow = withUnreportedCalls(playwrightLike([]), () => Promise.reject(thrown))
  await expect(flow).rejects.toBe(thrown)
  expect(thrown.message).toBe('the consent page did not answer for 10 s')
})

test('a Playwright without that entry runs the flow as it is', async () => {
  const plain = {} as Browser
  expect(await withUnreportedCalls(plain, () => Promise.resolve(7))).toBe(7)
})
