import { html, type Links } from './lookalike-pages.ts'

// Pages between sign-in and consent, written after the public page structure of the products
// named (not their markup): account choosers, terms, enrolment nudges, a forced password
// change. Every control that would harm the account leads to an address the server logs.
// In scripts, links lose their HTML escaping.
const raw = (link: string) => link.replace(/&amp;/g, '&')

// Posts `account` to the chooser's address, as a tile's script does.
const chooseScript = (choose: string) =>
  `<script>for (const tile of document.querySelectorAll('[data-account]')) tile.addEventListener('click', () => {
  const form = document.createElement('form'); form.method = 'post'; form.action = '${raw(choose)}'
  const field = document.createElement('input'); field.type = 'hidden'; field.name = 'account'; field.value = tile.dataset.account
  form.append(field); document.body.append(form); form.submit()
})</script>`

export const stepPages = {
  // Google's "Choose an account": tiles of the accounts the browser knows (another one first),
  // "Use another account", and a link that removes accounts.
  googleChooser: ({ choose, removeAccount }: Links) =>
    html(
      'Sign in - Google Accounts',
      `<h1>Choose an account</h1><p>to continue to app</p><ul>
<li><div role="link" tabindex="0" data-account="dave@example.com" data-identifier="dave@example.com"><div>Dave</div><div data-email="dave@example.com">dave@example.com</div></div></li>
<li><div role="link" tabindex="0" data-account="carol@example.com" data-identifier="carol@example.com"><div>Carol</div><div data-email="carol@example.com">carol@example.com</div></div></li>
<li><div role="link" tabindex="0" data-account="another">Use another account</div></li></ul>
<a href="${removeAccount}">Remove an account</a>${chooseScript(choose)}`,
    ),
  // Entra's "Pick an account": only another account's tile (with its "Forget" menu) and
  // "Use another account".
  entraChooser: ({ choose, removeAccount }: Links) =>
    html(
      'Sign in to your account',
      `<div role="heading" aria-level="1">Pick an account</div>
<div role="button" tabindex="0" data-account="dave@example.com" data-test-id="dave@example.com" aria-label="Sign in with dave@example.com work or school account."><div>Dave</div><div>dave@example.com</div><div>Signed in</div></div>
<button aria-label="Forget dave@example.com" onclick="location.assign('${raw(removeAccount)}')">…</button>
<div role="button" tabindex="0" id="otherTile" data-account="another" aria-label="Use another account">Use another account</div>${chooseScript(choose)}`,
    ),
  // With a session: "Continue as" the signed-in user, before consent, with no password asked.
  continueAs: ({ choose, signOutAll }: Links) =>
    html(
      'Welcome back',
      `<h1>Welcome back</h1><form method="post" action="${choose}">
<button type="submit" name="account" value="carol@example.com">Continue as carol@example.com</button>
<button type="submit" name="account" value="another">Use a different account</button></form>
<a href="${signOutAll}">Sign out of all sessions</a>`,
    ),
  // Keycloak's terms.ftl required action: "Accept" or "Decline".
  keycloakTerms: ({ onward }: Links) =>
    html(
      'Terms and Conditions',
      `<h1 id="kc-page-title">Terms and Conditions</h1><div id="kc-terms-text">Use the service fairly.</div>
<form class="form-actions" action="${onward}" method="POST">
<input class="btn-primary" name="accept" id="kc-accept" type="submit" value="Accept">
<input class="btn-default" name="cancel" id="kc-decline" type="submit" value="Decline"></form>`,
    ),
  // A box to tick before "Continue" is enabled, beside one that must stay unticked.
  agreementTerms: ({ onward }: Links) =>
    html(
      'Acme',
      `<h2>Our Terms of Service have changed</h2><p>Please review them before you continue.</p>
<form method="post" action="${onward}"><label><input type="checkbox" name="agree" required> I agree to the Terms of Service</label>
<label><input type="checkbox" name="newsletter"> Send me news and offers</label>
<button type="submit" id="go" disabled>Continue</button></form>
<script>const agree = document.querySelector('[name=agree]')
agree.addEventListener('change', () => { document.getElementById('go').disabled = !agree.checked })</script>`,
    ),
  // Auth0's passkey enrolment prompt: "Create a passkey", or continue without one.
  passkeyNudge: ({ onward, passkeyCreate }: Links) =>
    html(
      'Create a passkey | Acme',
      `<h1>Create a passkey for Acme</h1><p>Sign in faster and more securely with your fingerprint, face or screen lock.</p>
<form method="post" action="${passkeyCreate}"><button type="submit" name="action" value="default">Create a passkey</button></form>
<form method="post" action="${onward}"><button type="submit" name="action" value="abort-passkey-enrollment">Continue without passkeys</button></form>`,
    ),
  // Okta's authenticator enrolment: "Set up" each method, or "Set up later".
  oktaEnrolment: ({ onward, passkeyCreate }: Links) =>
    html(
      'Okta',
      `<h2>Set up security methods</h2><p>Security methods help protect your account.</p>
<div><h3>Okta Verify</h3><a class="button" href="#" onclick="document.getElementById('enrol').submit(); return false">Set up</a></div>
<form id="enrol" method="post" action="${passkeyCreate}"></form>
<form method="post" action="${onward}"><input type="submit" class="button" value="Set up later"></form>`,
    ),
  // A passkey the organisation requires: no way on that does not enrol.
  requiredPasskey: ({ passkeyCreate }: Links) =>
    html(
      'Create a passkey',
      `<h1>Create a passkey</h1><p>Your organisation requires a passkey for this account.</p>
<form method="post" action="${passkeyCreate}"><button type="submit">Create a passkey</button></form>`,
    ),
  // Keycloak's login-update-password.ftl: new and confirmation fields, and a box that signs
  // the account out of its other sessions.
  keycloakUpdatePassword: ({ passwordChange }: Links) =>
    html(
      'Update password',
      `<h1 id="kc-page-title">Update password</h1><div class="alert-warning">You need to change your password to activate your account.</div>
<form id="kc-passwd-update-form" action="${passwordChange}" method="post">
<input type="text" id="username" name="username" value="carol@example.com" autocomplete="username" readonly style="display:none">
<label for="password-new">New Password</label><input type="password" id="password-new" name="password-new" autofocus autocomplete="new-password">
<label for="password-confirm">Confirm password</label><input type="password" id="password-confirm" name="password-confirm" autocomplete="new-password">
<label><input type="checkbox" id="logout-sessions" name="logout-sessions" value="on" checked> Sign out from other devices</label>
<input type="submit" value="Submit"></form>`,
    ),
  // A password change that also asks the current password, with no autocomplete to tell.
  expiredPassword: ({ passwordChange }: Links) =>
    html(
      'Update your password',
      `<div role="heading">Update your password</div><p>You need to update your password because this is the first time you are signing in, or because your password has expired.</p>
<form method="post" action="${passwordChange}"><input type="password" name="currentPassword" placeholder="Current password">
<input type="password" name="newPassword" placeholder="New password"><input type="password" name="confirmNewPassword" placeholder="Confirm password">
<input type="submit" value="Sign in"></form>`,
    ),
  // A page that never finishes loading.
  loadingForever: () =>
    html(
      'Sign in',
      `<div id="app" aria-busy="true"><div class="spinner" role="progressbar" style="width:32px;height:32px"></div><p>Loading…</p></div>
<script>setInterval(() => { document.getElementById('app').dataset.tick = String(Date.now()) }, 500)</script>`,
    ),
  // ZITADEL's "Select account": each known account a submit button of one form, and "Other User".
  zitadelSelectAccount: ({ choose }: Links) =>
    html(
      'Select account',
      `<h1>Select account</h1><p>Use one of your sessions</p><form method="post" action="${choose}">
<button class="lgn-account-selection" type="submit" name="account" value="dave@example.com"><div class="lgn-names"><p class="lgn-displayname">Dave</p><p class="lgn-loginname">dave@example.com</p></div><i class="lgn-icon-times-solid lgn-sessionstate"></i></button>
<button class="lgn-account-selection" type="submit" name="account" value="carol@example.com"><div class="lgn-names"><p class="lgn-displayname">Carol</p><p class="lgn-loginname">carol@example.com</p></div></button>
<button class="lgn-account-selection lgn-account-add" type="submit" name="account" value="another"><div class="lgn-names"><p class="lgn-displayname">Other User</p></div></button></form>`,
    ),
  // Only another account's tile, and no way to use another: nothing the harness may choose.
  strangersChooser: ({ choose }: Links) =>
    html(
      'Sign in - Google Accounts',
      `<h1>Choose an account</h1><p>to continue to app</p><ul>
<li><div role="link" tabindex="0" data-account="dave@example.com" data-identifier="dave@example.com"><div>Dave</div><div data-email="dave@example.com">dave@example.com</div></div></li></ul>${chooseScript(choose)}`,
    ),
}
