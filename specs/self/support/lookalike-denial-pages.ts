import { randomBytes } from 'node:crypto'
import { html, type Links } from './lookalike-pages.ts'

// Consent pages of real products on which a denial went unrecorded (the harness refused, then
// said there was no page to deny on), written after the public page structure of the products
// named (not their markup). The server (lookalike-server.ts) answers them the products' way:
// Keycloak's grant page is the answer to the sign-in form's POST, at its address.
const opaque = () => randomBytes(30).toString('base64url')
// What an account access consent asks for: a list long enough to put its buttons below the
// first screen.
const permissions = [
  'Read account information',
  'Read account balances',
  'Read beneficiaries',
  'Read direct debits',
  'Read standing orders',
  'Read transactions (credits)',
  'Read transactions (debits)',
  'Read transaction details',
  'Read statements',
  'Read scheduled payments',
  'Read products',
  'Read offers',
  'Read party',
  'Read PAN',
]

// Keycloak's classic theme (PatternFly 4 classes) and its keycloak.v2 theme (PatternFly 5):
// the page title says "Sign in", a language menu sits in the header.
const keycloakClassic = (title: string, body: string) =>
  html(
    'Sign in to acme',
    `<div class="login-pf-page"><div id="kc-header"><div id="kc-header-wrapper">acme</div></div>
<div class="card-pf"><header class="login-pf-header"><div id="kc-locale"><div id="kc-locale-dropdown" class="menu-button-links">
<a href="#" id="kc-current-locale-link" aria-label="languages" aria-haspopup="true" aria-expanded="false">English</a></div></div>
<h1 id="kc-page-title">${title}</h1></header><div id="kc-content"><div id="kc-content-wrapper">${body}</div></div></div></div>`,
  )
const keycloakV2 = (title: string, body: string) =>
  html(
    'Sign in to acme',
    `<div class="pf-v5-c-login"><div class="pf-v5-c-login__container"><header id="kc-header" class="pf-v5-c-login__header"><div id="kc-header-wrapper" class="pf-v5-c-brand">acme</div></header>
<main class="pf-v5-c-login__main"><div class="pf-v5-c-login__main-header"><h1 class="pf-v5-c-title pf-m-3xl" id="kc-page-title">${title}</h1>
<div class="pf-v5-c-login__main-header-utilities"><button type="button" class="pf-v5-c-menu-toggle pf-m-plain" id="kc-current-locale-link" aria-haspopup="true" aria-expanded="false" aria-controls="language-switch1">English</button></div></div>
<div class="pf-v5-c-login__main-body">${body}</div></main></div></div>`,
  )

// login-oauth-grant.ftl: "Yes" approves with the id of the sign-in page's own submit (kc-login),
// "No" refuses (name cancel); the form holds only the server's session code.
const keycloakGrant =
  (layout: typeof keycloakClassic, classes: readonly [string, string, string]) =>
  ({ decide }: Links) =>
    layout(
      'Grant Access to app',
      `<div id="kc-oauth" class="content-area"><h3>Do you grant these access privileges?</h3><ul><li><span>User profile</span></li></ul>
<form class="${classes[0]}" action="${decide}" method="POST"><input type="hidden" name="code" value="${opaque()}">
<div id="kc-form-buttons"><div class="pf-c-form__actions">
<input class="${classes[1]}" name="accept" id="kc-login" type="submit" value="Yes">
<input class="${classes[2]}" name="cancel" id="kc-cancel" type="submit" value="No">
</div></div></form></div>`,
    )

export const denialPages = {
  keycloakGrant: keycloakGrant(keycloakClassic, [
    'form-actions',
    'pf-c-button pf-m-primary pf-m-block btn-lg',
    'pf-c-button pf-m-secondary pf-m-block btn-lg',
  ]),
  keycloakGrantV2: keycloakGrant(keycloakV2, [
    'pf-v5-c-form pf-v5-u-mt-lg',
    'pf-v5-c-button pf-m-primary pf-m-block',
    'pf-v5-c-button pf-m-secondary pf-m-block',
  ]),
  // login-otp.ftl: the one-time code of an authenticator app, after the password, posted to
  // the address of the password; the grant page is the answer to its POST.
  keycloakOtp: ({ signIn }: Links) =>
    keycloakClassic(
      'Sign in to your account',
      `<form id="kc-otp-login-form" class="form-horizontal" action="${signIn}" method="post">
<div class="form-group"><label for="otp" class="control-label">One-time code</label>
<input id="otp" name="otp" autocomplete="off" type="text" class="form-control" autofocus aria-invalid=""></div>
<div id="kc-form-buttons"><input class="btn btn-primary btn-block btn-lg" name="login" id="kc-login" type="submit" value="Sign In"></div></form>`,
    ),
  // PingFederate's OAuth approval page: "Deny" and "Allow" are anchors that go nowhere by
  // themselves; setConsent() sets a hidden field and posts the form.
  pingApproval: ({ decide }: Links) =>
    html(
      'Request for Approval',
      `<form method="POST" action="${decide}" autocomplete="off"><div class="ping-container"><div class="ping-header">Request for Approval</div>
<div class="ping-body-container"><div class="ping-messages">The application <strong>app</strong> is requesting access to your account.</div>
<div class="ping-scopes"><label><input type="checkbox" name="scope" value="profile" checked> profile</label></div>
<input type="hidden" name="pf.oauth.authz.consent" value=""><input type="hidden" name="cSRFToken" value="${opaque()}">
<div class="ping-buttons"><a href="javascript:void(0)" onclick="setConsent('deny')" class="ping-button deny">Deny</a>
<a href="javascript:void(0)" onclick="setConsent('allow')" class="ping-button normal allow">Allow</a></div></div></div></form>
<script>function setConsent(answer) {
  document.forms[0]['pf.oauth.authz.consent'].value = answer
  document.forms[0].submit()
}</script>`,
    ),
  // The WSO2 open-banking accelerator's account consent: accounts as radios with none chosen,
  // an agreement box, "Confirm" (a script's button, disabled until both are answered), "Deny"
  // (a reset input whose script posts the refusal) and "Go Back" (history.back(): leaves the
  // flow). Their scripts put the answer in the form and post it. The permissions come first,
  // the buttons below the first screen.
  wso2OpenBanking: ({ decide }: Links) =>
    html(
      'WSO2 Open Banking',
      `<div class="container"><div class="login-form-wrapper"><h3>App requests access to your accounts</h3>
<form action="${decide}" method="post" id="oauth2_authz" name="oauth2_authz">
<h4>Requested permissions</h4><ul>${permissions.map((p) => `<li>${p}<br><small>App may ${p.toLowerCase()} of the accounts you select.</small></li>`).join('')}</ul>
<p>Expiration date: 2027-06-30</p><p>Transactions from: 2026-01-01 to 2026-12-31</p>
<div class="form-group"><p>Select the accounts you wish to authorise:</p>
<label><input type="radio" name="accounts[]" value="30080012343456"> 30080012343456</label><br>
<label><input type="radio" name="accounts[]" value="30080098763459"> 30080098763459</label></div>
<div class="form-group"><label><input type="checkbox" id="agree" name="agree"> I agree to share my account details with App</label></div>
<div class="form-group ui form"><p>If you want to stop sharing data, you can request us to stop sharing data on your data sharing dashboard. Do you confirm that we can share your data with App?</p></div>
<div class="form-group ui form row"><div class="ui body col-md-12">
<input type="button" class="btn btn-primary" id="approve" name="approve" onclick="javascript: approvedConsent(); return false;" value="Confirm" disabled>
<input class="btn btn-primary" type="reset" value="Deny" onclick="javascript: denyConsent(); return false;">
<input type="button" class="btn btn-primary" id="back" name="back" onclick="history.back();" value="Go Back">
<input type="hidden" name="hasApprovedAlways" value="false"><input type="hidden" name="sessionDataKeyConsent" value="${opaque()}">
<input type="hidden" name="consent" id="consent" value="false"></div></div></form></div></div>
<style>.btn { font: 16px sans-serif; padding: 6px 12px; margin: 4px; color: #222; background: #f4f4f4; border: 1px solid #888 } .btn:disabled { color: #555 }</style>
<script>const form = document.getElementById('oauth2_authz')
const check = () => {
  document.getElementById('approve').disabled = !(form.querySelector('input[type=radio]:checked') && document.getElementById('agree').checked)
}
form.addEventListener('change', check)
function approvedConsent() { document.getElementById('consent').value = 'approve'; form.submit() }
function denyConsent() { document.getElementById('consent').value = 'deny'; form.submit() }</script>`,
    ),
}
