import { controlledInputs, html, type Links } from './lookalike-pages.ts'

// Sign-in and consent pages of several steps, written after the public page structure of the
// products named (not their markup): choosers, interstitials, web components, frames, banners.
// In scripts, links lose their HTML escaping.
const raw = (link: string) => link.replace(/&amp;/g, '&')

export const flowPages = {
  // Dex with two connectors: a third party's first, then the local password database.
  dexChooser: ({ signInPage, thirdParty }: Links) =>
    html(
      'dex',
      `<div class="theme-panel"><h2 class="theme-heading">Log in to dex</h2>
<div><a href="${thirdParty}"><button class="dex-btn theme-btn-provider"><span class="dex-btn-icon dex-btn-icon--github"></span><span class="dex-btn-text">Log in with GitHub</span></button></a></div>
<div><a href="${signInPage}"><button class="dex-btn theme-btn-provider"><span class="dex-btn-icon dex-btn-icon--local"></span><span class="dex-btn-text">Log in with Email</span></button></a></div></div>`,
    ),
  dexPassword: ({ signIn }: Links) =>
    html(
      'dex',
      `<div class="theme-panel"><h2 class="theme-heading">Log in to Your Account</h2>
<form method="post" action="${signIn}"><div class="theme-form-row"><div class="theme-form-label"><label for="userid">Email Address</label></div>
<input tabindex="1" required id="login" name="login_email" type="text" class="theme-form-input" placeholder="email address" autofocus></div>
<div class="theme-form-row"><div class="theme-form-label"><label for="password">Password</label></div>
<input tabindex="2" required id="password" name="password" type="password" class="theme-form-input" placeholder="password"></div>
<button tabindex="3" id="submit-login" type="submit" class="dex-btn theme-btn--primary">Login</button></form></div>`,
    ),
  // Each answer is a form of its own.
  dexApproval: ({ decide }: Links) =>
    html(
      'dex',
      `<div class="theme-panel"><h2 class="theme-heading">Grant Access</h2><hr class="dex-separator">
<div class="dex-subtle-text">app would like to:</div><ul class="dex-list"><li>View basic profile information</li></ul><hr class="dex-separator">
<div><div class="theme-form-row"><form method="post" action="${decide}"><input type="hidden" name="approval" value="approve"><button type="submit" class="dex-btn theme-btn--success"><span class="dex-btn-text">Grant Access</span></button></form></div>
<div class="theme-form-row"><form method="post" action="${decide}"><input type="hidden" name="approval" value="rejected"><button type="submit" class="dex-btn theme-btn-provider"><span class="dex-btn-text">Cancel</span></button></form></div></div></div>`,
    ),
  // Entra: the identifier, then the password on a page of its own, then "Stay signed in?".
  entraIdentifier: ({ signIn }: Links) =>
    html(
      'Sign in to your account',
      `<form name="f1" method="post" action="${signIn}"><input type="hidden" name="step" value="identifier">
<div role="heading" aria-level="1">Sign in</div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" lang="en" aria-required="true" placeholder="Email, phone, or Skype">
<div><a id="cantAccessAccount" href="#">Can't access your account?</a></div>
<input type="submit" id="idSIButton9" value="Next"></form>`,
    ),
  entraPassword: ({ signIn }: Links, username: string) =>
    html(
      'Sign in to your account',
      `<form name="f1" method="post" action="${signIn}"><input type="hidden" name="loginfmt" value="${username}">
<div>${username}</div><div role="heading" aria-level="1">Enter password</div>
<input name="passwd" type="password" id="i0118" aria-required="true" placeholder="Password">
<div><a id="idA_PWD_ForgotPassword" href="#">Forgot my password</a></div>
<input type="submit" id="idSIButton9" value="Sign in"></form>`,
    ),
  entraStaySignedIn: ({ onward }: Links) =>
    html(
      'Sign in to your account',
      `<form name="f1" method="post" action="${onward}"><div role="heading" aria-level="1">Stay signed in?</div>
<div>Stay signed in so you don't have to sign in again next time.</div>
<label><input type="checkbox" name="DontShowAgain"><span>Don't show this again</span></label>
<input type="button" id="idBtn_Back" value="No" onclick="this.form.submit()"><input type="submit" id="idSIButton9" value="Yes"></form>`,
    ),
  entraConsent: ({ decide }: Links) =>
    html(
      'Permissions requested',
      `<form method="post" action="${decide}"><div role="heading">Permissions requested</div><div>app</div>
<div>This app would like to:</div><ul><li>View your basic profile</li></ul>
<input type="submit" name="decision" value="Cancel" id="idBtn_Back"><input type="submit" name="decision" value="Accept" id="idSIButton9"></form>`,
    ),
  // A bank's KYC step between sign-in and consent.
  identityVerified: ({ onward }: Links) =>
    html(
      'Verification',
      `<main><h1>Your identity is verified</h1><p>Thank you. You can now continue to the application.</p>
<form method="post" action="${onward}"><button type="submit" class="btn btn-primary">Continue</button></form></main>`,
    ),
  // Speaks of cookies, in the page itself: its buttons are not a cookie banner's.
  allowOrDeny: ({ decide }: Links) =>
    html(
      'Authorize',
      `<form method="post" action="${decide}"><h1>app is requesting access</h1><p>It keeps you signed in with a cookie.</p>
<button type="submit" name="decision" value="deny">Deny</button><button type="submit" name="decision" value="allow">Allow</button></form>`,
    ),
  // Authentik: a web component draws every stage in its shadow root; answers go as JSON.
  authentikLogin: ({ signIn }: Links) =>
    html(
      'authentik',
      `<ak-flow-executor></ak-flow-executor><script>${controlledInputs}
customElements.define('ak-flow-executor', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' })
    const state = { uid: '', password: '' }
    const stage = (inner, field, key, next) => {
      root.innerHTML = '<div class="pf-c-login__main"><form class="pf-c-form">' + inner + '<div class="pf-c-form__group pf-m-action"><button type="submit" class="pf-c-button pf-m-primary pf-m-block">' + next + '</button></div></form></div>'
      controlled(root.querySelector(field), state, key)
      return root.querySelector('form')
    }
    stage('<h1 class="pf-c-title">Welcome to authentik!</h1><label class="pf-c-form__label" for="uid"><span>Email or Username</span></label><input id="uid" type="text" name="uidField" autocomplete="username" class="pf-c-form-control">', 'input', 'uid', 'Log in').addEventListener('submit', (event) => {
      event.preventDefault()
      stage('<label class="pf-c-form__label" for="pw"><span>Password</span></label><input id="pw" type="password" name="password" autocomplete="current-password" class="pf-c-form-control">', 'input[type=password]', 'password', 'Continue').addEventListener('submit', async (event) => {
        event.preventDefault()
        const answer = await fetch('${raw(signIn)}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uid: state.uid, password: state.password }) })
        if (answer.ok) location.assign((await answer.json()).next)
      })
    })
  }
})</script>`,
    ),
  authentikConsent: ({ decide }: Links) =>
    html(
      'authentik',
      `<ak-stage-consent></ak-stage-consent><script>
customElements.define('ak-stage-consent', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' })
    root.innerHTML = '<form method="post" action="${decide}"><h1 class="pf-c-title">app</h1><p>Application requires following permissions:</p><ul><li>General Profile Information</li></ul><button type="submit" name="decision" value="approve" class="pf-c-button pf-m-primary">Continue</button><button type="submit" name="decision" value="deny" class="pf-c-button pf-m-secondary">Cancel</button></form>'
    const form = root.querySelector('form')
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const answer = document.createElement('form')
      answer.method = 'post'
      answer.action = form.getAttribute('action')
      answer.innerHTML = '<input type="hidden" name="decision">'
      answer.firstChild.value = event.submitter.value
      document.body.append(answer)
      answer.submit()
    })
  }
})</script>`,
    ),
  // The sign-in form in a same-origin frame, posting to the top window.
  framedShell: ({ signInPage }: Links) =>
    html(
      'Sign in',
      `<header>Acme ID</header><iframe title="sign in" src="${signInPage}" style="width:420px;height:320px;border:0"></iframe>`,
    ),
  framedLogin: ({ signIn }: Links) =>
    html(
      'Sign in',
      `<form method="post" action="${signIn}" target="_top"><label for="u">Username</label><input id="u" name="username">
<label for="p">Password</label><input id="p" name="password" type="password"><button>Sign in</button></form>`,
    ),
  // Gitea behind a cookie banner that swallows clicks until it is answered.
  ...withCookieBanner({
    giteaLogin: ({ signIn }: Links) =>
      `<form class="ui form" action="${signIn}" method="post"><div class="required field"><label for="user_name">Username or Email Address</label>
<input id="user_name" type="text" name="user_name" autofocus required></div><div class="required field"><label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required></div>
<div class="inline field"><button class="ui primary button">Sign In</button><a href="#">Forgot password?</a></div></form>`,
    giteaAuthorize: ({ decide }: Links) =>
      `<div class="ui container"><h2 class="ui header">Authorize app to access your account?</h2>
<p>It will get access to all your public information.</p><form method="post" action="${decide}">
<button class="ui red inverted button" name="granted" value="false">Cancel</button>
<button class="ui red button" name="granted" value="true">Authorize Application</button></form></div>`,
  }),
  // Controls that are links and divs, wired by script.
  anchorLogin: ({ signIn }: Links) =>
    html(
      'Welcome',
      `<div class="card"><input id="email" type="email" placeholder="you@example.com">
<input id="secret" type="password" placeholder="••••••"><a href="#" class="btn" id="go">Sign in</a></div>
<script>document.getElementById('go').addEventListener('click', (event) => {
  event.preventDefault()
  const form = document.createElement('form')
  form.method = 'post'
  form.action = '${raw(signIn)}'
  for (const [name, id] of [['email', 'email'], ['password', 'secret']]) {
    const field = document.createElement('input')
    field.type = 'hidden'
    field.name = name
    field.value = document.getElementById(id).value
    form.append(field)
  }
  document.body.append(form)
  form.submit()
})</script>`,
    ),
  divConsent: ({ decide, deny }: Links) =>
    html(
      'Consent',
      `<h1>Share your profile with app?</h1><form method="post" action="${decide}" id="f"><input type="hidden" name="decision" value="approve"></form>
<div role="button" tabindex="0" onclick="document.getElementById('f').submit()">Allow</div><a href="${deny}">Not now, cancel</a>`,
    ),
  // The sign-in page is the consent page: signing in approves, "Cancel" refuses.
  signInConsent: ({ signIn, deny }: Links) =>
    html(
      'Authorize app',
      `<h1>Authorize app to use your account?</h1><form method="post" action="${signIn}">
<label>Username or email <input name="username"></label><label>Password <input type="password" name="password"></label>
<input type="submit" value="Authorize app"></form><a href="${deny}">Cancel</a>`,
    ),
  // A spinner for three seconds, then the form: a slow staging page.
  slowLogin: ({ signIn }: Links) =>
    html(
      'Loading',
      `<div id="app"><div class="spinner" role="progressbar" aria-label="Loading" style="width:32px;height:32px"></div></div>
<script>setTimeout(() => {
  document.getElementById('app').innerHTML = '<form method="post" action="${signIn}"><label>Email <input name="email" type="email"></label><label>Password <input name="password" type="password"></label><button type="submit">Sign in</button></form>'
}, 3000)</script>`,
    ),
}

// An overlay over the whole page, first in it, which swallows every click outside it until one
// of its buttons is clicked: the page behind takes no input until then.
function withCookieBanner<K extends string>(
  bodies: Record<K, (links: Links) => string>,
): Record<K, (links: Links) => string> {
  const banner = `<div id="cookies" role="dialog" aria-modal="true" style="position:fixed;inset:0;background:rgba(0,0,0,.5)">
<div style="background:#fff;margin:30vh auto;width:60%;padding:1em"><p>We use cookies to keep you signed in and to measure how the site is used.</p>
<button id="accept">Accept all</button> <button id="reject">Reject all</button></div></div>
<script>const cookies = document.getElementById('cookies')
const swallow = (event) => {
  if (!cookies.contains(event.target)) { event.preventDefault(); event.stopImmediatePropagation() }
}
document.addEventListener('click', swallow, true)
for (const button of cookies.querySelectorAll('button')) button.addEventListener('click', () => {
  document.removeEventListener('click', swallow, true)
  cookies.remove()
})</script>`
  const entries = Object.entries(bodies) as [K, (links: Links) => string][]
  return Object.fromEntries(
    entries.map(([name, body]) => [name, (links: Links) => html('Gitea', banner + body(links))]),
  ) as Record<K, (links: Links) => string>
}
