import { randomBytes } from 'node:crypto'
import { glewlwydApp, postTo } from './lookalike-onward-pages.ts'
import { html, type Links } from './lookalike-pages.ts'

// Pages of real products on which the harness was seen to go wrong, written after the public
// page structure of the products named (not their markup). In scripts, links lose their HTML
// escaping.
const raw = (link: string) => link.replace(/&amp;/g, '&')
// A value that looks like the server's own secret (a session code, a form token).
const opaque = () => randomBytes(30).toString('base64url')

export const fieldPages = {
  // An open-banking consent whose account and agreement are required fields of the form its
  // Cancel submits: the browser refuses to send the Cancel until they are answered.
  openBankingRequired: ({ decide }: Links) =>
    html(
      'Confirm account access',
      `<h1>App would like to access your accounts</h1><form method="post" action="${decide}">
<input type="hidden" name="consent_id" value="${opaque()}">
<fieldset><legend>Select the account to share</legend>
<label><input type="radio" name="account_id" value="acc-001" required> Current account ••01</label>
<label><input type="radio" name="account_id" value="acc-002"> Savings account ••02</label></fieldset>
<label><input type="checkbox" name="agree_terms" required> I agree to share this data with App</label>
<label><input type="checkbox" name="remember_decision" checked> Remember this decision</label>
<button type="submit" class="btn btn-primary" name="action" value="confirm">Confirm</button>
<button type="submit" class="btn btn-secondary" name="action" value="cancel">Cancel</button></form>`,
    ),
  // Glewlwyd 2.7.5's login.html after sign-in: "Continue" (enabled by the app a moment later),
  // a "Manage" menu (Grant, Profile page), "Change user" and "Logout", all of one look. Opening
  // a menu, logging out or changing user would leave the flow: each is logged as a harm.
  glewlwydSignedIn: ({ signIn, onward, signOutAll, openMenu }: Links) =>
    glewlwydApp(
      signIn,
      '<div class="btn-group" role="group"><button type="button" class="btn btn-primary" id="continue" title="Continue to client application" disabled>Continue</button>' +
        '<div class="btn-group" role="group"><div class="dropdown"><button class="btn btn-primary dropdown-toggle" type="button" id="selectGrant" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">Manage</button>' +
        '<div class="dropdown-menu" aria-labelledby="selectGrant" style="display:none"><a class="dropdown-item" href="#">Grant</a><a class="dropdown-item" href="#">Profile page</a></div></div></div>' +
        '<div class="btn-group" role="group"><div class="dropdown"><button class="btn btn-primary dropdown-toggle" type="button" id="selectNewUser" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">Change user</button>' +
        '<div class="dropdown-menu" aria-labelledby="selectNewUser" style="display:none"><a class="dropdown-item" href="#">New user</a><a class="dropdown-item active" href="#">{username}</a></div></div></div>' +
        '<button type="button" class="btn btn-primary" id="logout">Logout</button></div>',
      `for (const toggle of root.querySelectorAll('.card-footer .dropdown-toggle')) toggle.addEventListener('click', () => {
      fetch('${raw(openMenu)}'); toggle.nextElementSibling.style.display = 'block'; toggle.setAttribute('aria-expanded', 'true')
    })
    document.getElementById('logout').addEventListener('click', () => fetch('${raw(signOutAll)}'))
    const go = document.getElementById('continue')
    go.addEventListener('click', () => { ${postTo(onward)} })
    setTimeout(() => { go.disabled = false }, 300)`,
    ),
  // Okta Identity Engine's authenticator chooser after the identifier: a push to Okta Verify
  // and an e-mailed code (which would reach the user), and the password, each with "Select".
  oktaAuthenticators: ({ factor, push, emailCode }: Links, username: string) =>
    html(
      'Acme - Sign In',
      `<main class="siw-main-view select-authenticator-authenticate"><form class="o-form"><div class="okta-form-title o-form-head">Verify it's you with a security method</div>
<div class="okta-form-subtitle">Select from the following options</div><div class="authenticator-verify-list authenticator-list">
${[
  [
    'okta_verify-push',
    'Get a push notification',
    'Okta Verify',
    'Select to get a push notification to the Okta Verify app.',
    push,
  ],
  ['okta_email', 'Email', '', 'Select Email.', emailCode],
  ['okta_password', 'Password', '', 'Select Password.', `${factor}&amp;username=${username}`],
]
  .map(
    ([se, label, app, aria, href]) =>
      `<div class="authenticator-row clearfix"><div class="authenticator-icon-container"></div><div class="authenticator-description">
<h3 class="authenticator-label no-translate">${label}</h3>${app ? `<p class="authenticator-app-name">${app}</p>` : ''}
<div class="authenticator-button" data-se="${se}"><a data-se="button" class="button select-factor link-button" aria-label="${aria}" href="${href}">Select</a></div></div></div>`,
  )
  .join(
    '',
  )}</div><div class="auth-footer"><a href="#" class="link js-cancel" data-se="cancel">Back to sign in</a></div></form></main>`,
    ),
  oktaPassword: ({ signIn }: Links, username: string) =>
    html(
      'Acme - Sign In',
      `<form method="post" action="${signIn}" class="o-form"><div class="okta-form-title">Verify with your password</div>
<input type="hidden" name="username" value="${username}">
<label for="credentials.passcode">Password</label><input type="password" name="password" id="credentials.passcode" autocomplete="current-password">
<input class="button button-primary" type="submit" value="Verify" data-type="save"></form>`,
    ),
}
