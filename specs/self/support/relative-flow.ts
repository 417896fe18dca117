// A target file's interaction module for the packed-package self-test, written beside the target
// file: the reference server's sign-in and consent, in plain code, so that a run that finds it
// proves paths in the target file are read from the file's folder.
export const relativeFlowModule = `export const interaction = {
  name: 'relative module',
  identify: (page) =>
    page.evaluate(() =>
      document.querySelector('#password') ? 'login' : document.querySelector('#consent-approve') ? 'consent' : 'other',
    ).catch(() => 'other'),
  login: (page, user) =>
    page.evaluate(({ username, password }) => {
      document.querySelector('#username').value = username
      document.querySelector('#password').value = password
      document.querySelector('#login-submit').click()
    }, user),
  decide: (page, decision) =>
    page.evaluate((id) => document.querySelector(id).click(), decision === 'approve' ? '#consent-approve' : '#consent-deny'),
}
`
