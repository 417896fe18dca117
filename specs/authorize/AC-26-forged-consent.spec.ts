import { conformance, forgeConsent, judgeForgedConsent } from '../../fixtures/index.ts'

// The user's request waits on its consent page; a page of another site, opened in the same
// browser, submits the approval with only the fields it can know.
conformance('AC-26', async (fixtures) => judgeForgedConsent(await forgeConsent(fixtures)))
