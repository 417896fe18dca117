// Environment variables through which the command line configures a Playwright run.
export const reportsVariable = 'OAUTH_CONFORMANCE_REPORTS'
export const strictVariable = 'OAUTH_CONFORMANCE_STRICT'
