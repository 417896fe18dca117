// Environment variables through which the command line configures a Playwright run.
export const reportsVariable = 'OAUTH_CONFORMANCE_REPORTS'
export const strictVariable = 'OAUTH_CONFORMANCE_STRICT'
// Set for a slice of a sharded run: it also writes Playwright's blob report, for the merge.
export const shardedVariable = 'OAUTH_CONFORMANCE_SHARDED'
// Set when the target has its own CA (config tls.ca): the HOME whose NSS database trusts it.
export const browserHomeVariable = 'OAUTH_CONFORMANCE_BROWSER_HOME'

// The --grep pattern, so that workers begin only the early scenarios of checks the run selects.
export const grepVariable = 'OAUTH_CONFORMANCE_GREP'
