// Pages shaped like those of common authorization servers, for the generic interaction's
// self-test. Links are HTML-escaped: where the sign-in, interstitial and consent forms post, a
// link that refuses, the sign-in page behind a chooser or frame, and a third-party IdP's link.
export interface Links {
  readonly signIn: string
  readonly decide: string
  readonly deny: string
  readonly onward: string
  readonly signInPage: string
  readonly thirdParty: string
  // Refuses, at an address that says nothing of it.
  readonly leave: string
  // Where a chooser's tiles post the account chosen.
  readonly choose: string
  // Actions that harm the account: the server logs each one reached (lookalike-server.ts).
  readonly forgot: string
  readonly register: string
  readonly signOutAll: string
  readonly removeAccount: string
  readonly passwordChange: string
  readonly passkeyCreate: string
  // Opens a menu of the session's own controls (Glewlwyd's "Manage", "Change user").
  readonly openMenu: string
  // A sign-in factor's own page (the password), and factors that would reach the user: a push
  // to an authenticator app, a code sent by e-mail.
  readonly factor: string
  readonly push: string
  readonly emailCode: string
}

export const html = (title: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`

// React tracks an input's value through a setter on the element itself and ignores input events
// when that value did not change: a field set with `input.value = x` stays empty in its state.
export const controlledInputs = `
function controlled(input, state, key) {
  let tracked = ''
  const proto = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
  Object.defineProperty(input, 'value', {
    get() { return proto.get.call(input) },
    set(v) { tracked = v; proto.set.call(input, v) },
  })
  input.addEventListener('input', () => {
    if (input.value !== tracked) { tracked = input.value; state[key] = input.value }
  })
}`

export const pages = {
  keycloakLogin: ({ signIn }: Links) =>
    html(
      'Sign in to acme',
      `<h1>Sign in to your account</h1><form id="kc-form-login" method="post" action="${signIn}">
<label for="username">Username or email</label><input id="username" name="username" type="text" autocomplete="off">
<label for="password">Password</label><input id="password" name="password" type="password">
<a href="/forgot">Forgot Password?</a>
<input type="submit" name="login" id="kc-login" value="Sign In"></form>`,
    ),
  keycloakConsent: ({ decide }: Links) =>
    html(
      'Grant access',
      `<h2>Do you grant these access privileges?</h2><ul><li>User profile</li></ul>
<form method="post" action="${decide}"><input type="submit" name="accept" value="Yes">
<input type="submit" name="cancel" value="No"></form>`,
    ),
  // With an off-screen password field for password managers, which must not be filled.
  auth0Identifier: ({ signIn }: Links) =>
    html(
      'Log in | Acme',
      `<h1>Welcome</h1><form method="post" action="/social"><button type="submit">Continue with Google</button></form>
<form method="post" action="${signIn}"><input type="hidden" name="step" value="identifier">
<label for="username">Email address</label>
<input id="username" name="username" type="text" inputmode="email" autocomplete="email">
<input type="password" name="password" tabindex="-1" aria-hidden="true" style="position:absolute;left:-9999px">
<button type="submit" name="action" value="default">Continue</button></form>`,
    ),
  auth0Password: ({ signIn }: Links, username: string) =>
    html(
      'Enter your password | Acme',
      `<h1>Enter your password</h1><p>${username} <a href="/edit">Edit</a></p>
<form method="post" action="${signIn}"><input type="hidden" name="username" value="${username}">
<label for="password">Password</label><input id="password" name="password" type="password">
<a href="/reset">Forgot password?</a>
<button type="submit" name="action" value="default">Continue</button></form>`,
    ),
  auth0Consent: ({ decide }: Links) =>
    html(
      'Authorize App',
      `<h1>Authorize App</h1><p>App is requesting access to your profile.</p><form method="post" action="${decide}">
<button type="submit" name="action" value="accept">Accept</button>
<button type="submit" name="action" value="deny">Decline</button></form>`,
    ),
  // Rendered late, by script, with placeholders only and a div for a button.
  spaLogin: ({ signIn }: Links) =>
    html(
      'App',
      `<div id="root">Loading…</div><script>${controlledInputs}
setTimeout(() => {
  const state = { email: '', password: '' }
  const root = document.getElementById('root')
  root.innerHTML = '<h1>Welcome back</h1><input placeholder="Email address"><input type="password" placeholder="Password"><div role="button" tabindex="0">Log in</div><p id="error"></p>'
  const [email, password] = root.querySelectorAll('input')
  controlled(email, state, 'email')
  controlled(password, state, 'password')
  root.querySelector('[role=button]').addEventListener('click', async () => {
    const answer = await fetch('${signIn}'.replace(/&amp;/g, '&'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(state) })
    const body = await answer.json()
    if (answer.ok) location.assign(body.next)
    else document.getElementById('error').textContent = body.error
  })
}, 300)</script>`,
    ),
  // Every scope box must be ticked before the approve button is enabled.
  scopeConsent: ({ decide }: Links) =>
    html(
      'Consent',
      `<form method="post" action="${decide}"><p>Choose what to share</p>
<label><input type="checkbox" name="scope" value="profile"> Profile</label>
<label><input type="checkbox" name="scope" value="email"> Email</label>
<button type="submit" name="decision" value="approve" id="approve" disabled>Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button></form>
<script>const boxes = [...document.querySelectorAll('input[type=checkbox]')]
for (const box of boxes) box.addEventListener('change', () => {
  document.getElementById('approve').disabled = !boxes.every((b) => b.checked)
})</script>`,
    ),
  // Identifier first on one document: the password form replaces the username form.
  oktaLogin: ({ signIn }: Links) =>
    html(
      'Okta',
      `<div id="okta-sign-in"></div><script>
const root = document.getElementById('okta-sign-in')
root.innerHTML = '<form id="id-form"><label for="identifier">Username</label><input id="identifier" name="identifier" type="text" autocomplete="username"><input type="submit" value="Next"></form>'
document.getElementById('id-form').addEventListener('submit', (event) => {
  event.preventDefault()
  const name = document.getElementById('identifier').value
  root.innerHTML = '<form method="post" action="${signIn}"><input type="hidden" name="username"><label for="pw">Password</label><input id="pw" name="password" type="password"><input type="submit" value="Verify"></form>'
  root.querySelector('input[name=username]').value = name
})</script>`,
    ),
  allowWithCancelLink: ({ decide, deny }: Links) =>
    html(
      'Allow access',
      `<h1>App wants to access your account</h1><form method="post" action="${decide}">
<button type="submit" name="decision" value="approve">Allow</button></form><a href="${deny}">Cancel</a>`,
    ),
  inputSubmitLogin: ({ signIn }: Links) =>
    html(
      'Log in',
      `<form method="post" action="${signIn}"><label>Email <input type="text" name="login_email"></label>
<label>Password <input type="password" name="pass"></label><input type="submit" value="Log in"></form>`,
    ),
  // Scope boxes and a weak "Continue", but nothing to refuse with.
  noDenyConsent: ({ decide }: Links) =>
    html(
      'Review',
      `<form method="post" action="${decide}"><label><input type="checkbox" name="scope" value="profile"> Profile</label>
<button type="submit" name="decision" value="approve">Continue</button></form>`,
    ),
  errorPage: () =>
    html(
      'Error',
      `<h1>Something went wrong</h1><p>Invalid parameter: redirect_uri</p><a href="/">Go back</a>`,
    ),
  // An application shell whose script renders only an error message.
  scriptedErrorPage: () =>
    html(
      'App',
      `<div id="root"></div><script>setTimeout(() => {
  document.getElementById('root').innerHTML = '<h1>Oops</h1><p>We could not process your request.</p><button>Try again</button>'
}, 100)</script>`,
    ),
}
