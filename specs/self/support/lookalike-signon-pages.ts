import { html, type Links } from './lookalike-pages.ts'

// Sign-in pages whose controls are not buttons, written after the public page structure of the
// products named (not their markup). In scripts, links lose their HTML escaping.
const raw = (link: string) => link.replace(/&amp;/g, '&')

export const signOnPages = {
  // PingFederate's html.form.login.template.html: anchors with onclick and no href sign on,
  // recover the password and register, each by setting a hidden field and posting the form.
  pingFederate: ({ signIn, forgot, register }: Links) =>
    html(
      'Sign On',
      `<div class="ping-container"><div class="ping-header">Sign On</div><form method="POST" action="${signIn}" autocomplete="off">
<div class="ping-input-label">Username</div><input id="username" type="text" size="36" name="pf.username" autocorrect="off" autocapitalize="off">
<div class="ping-input-label">Password</div><input id="password" type="password" size="36" name="pf.pass">
<label class="remember-username"><input id="rememberUsername" type="checkbox" name="pf.rememberUsername"> Remember Username</label>
<div class="ping-buttons"><input type="hidden" name="pf.ok" value=""><input type="hidden" name="pf.cancel" value="">
<span id="signOnButtonSpan"><a onclick="postOk();" class="ping-button normal allow" id="signOnButton" title="Sign On">Sign On</a></span></div>
<div class="ping-input-link"><a onclick="location.assign('${raw(forgot)}')" class="forgot-password">Forgot Password?</a></div>
<div class="ping-register">No account? <a onclick="location.assign('${raw(register)}')">Register now</a></div></form></div>
<script>function postOk() {
  document.forms[0]['pf.ok'].value = 'clicked'
  document.forms[0].submit()
}</script>`,
    ),
  // ZITADEL's login name page: "register" (a submit button, first) and "next", then a password
  // page of its own.
  zitadelLoginName: ({ signIn, register }: Links) =>
    html(
      'Login',
      `<div class="lgn-head"><h1>Welcome Back!</h1><p>Enter your login data.</p></div><form action="${signIn}" method="POST">
<input type="hidden" name="step" value="identifier"><div class="fields"><div class="field">
<label class="lgn-label" for="loginName">Loginname</label>
<input class="lgn-input" type="text" id="loginName" name="loginName" autocomplete="username" placeholder="username@domain" autofocus required></div></div>
<div class="lgn-actions"><button class="lgn-stroked-button lgn-primary" name="register" value="true" formaction="${register}" formnovalidate>register</button>
<span class="fill-space"></span><button id="submit-button" class="lgn-raised-button lgn-primary right" type="submit">next</button></div></form>`,
    ),
  zitadelPassword: ({ signIn, forgot }: Links, username: string) =>
    html(
      'Password',
      `<div class="lgn-head"><h1>Password</h1><div class="lgn-login-profile"><p class="lgn-displayname">${username}</p></div></div>
<form action="${signIn}" method="POST"><input type="hidden" name="loginName" value="${username}">
<input type="text" name="username" autocomplete="username" value="${username}" hidden>
<div class="fields"><label class="lgn-label" for="password">Password</label>
<input class="lgn-input" type="password" id="password" name="password" autocomplete="current-password" autofocus required></div>
<a class="block" href="${forgot}">Reset Password</a>
<div class="lgn-actions"><a class="lgn-stroked-button" href="#" onclick="history.back()">back</a><span class="fill-space"></span>
<button id="submit-button" class="lgn-raised-button lgn-primary right" type="submit">next</button></div></form>`,
    ),
}
