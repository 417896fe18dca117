import { html, type Links } from './lookalike-pages.ts'

// Pages whose one way on is a "Continue", written after the public page structure of the
// products named (not their markup), and pages where a "Continue" is not the way on.
// In scripts, links lose their HTML escaping.
const raw = (link: string) => link.replace(/&amp;/g, '&')

// Posts the form the page's script builds, as a single-page app's button does.
export const postTo = (link: string) =>
  `const form = document.createElement('form'); form.method = 'post'; form.action = '${raw(link)}'; document.body.append(form); form.submit()`

// Glewlwyd's login.html: one single-page app signs in (login and password, "OK") and then, in
// place, names the client and asks "What do you wish for?" above `controls`, which `script`
// wires up.
export const glewlwydApp = (signIn: string, controls: string, script: string) =>
  html(
    'Glewlwyd login',
    `<div class="container" id="root">Loading...</div><script>
const root = document.getElementById('root')
const card = (body, footer) => { root.innerHTML = '<div class="card glwd-card" role="dialog"><div class="card-header"><nav class="navbar"><a class="navbar-brand" href="#">Glewlwyd</a><button class="btn btn-secondary dropdown-toggle" type="button" aria-haspopup="true"><i class="fas fa-language"></i></button></nav></div><div class="card-body">' + body + '</div><div class="card-footer">' + footer + '</div></div>' }
setTimeout(() => {
  card('<h4>Please enter your login and password</h4><div class="input-group"><label for="username">Login</label><input type="text" class="form-control" id="username" placeholder="Login"></div><div class="input-group"><label for="password">Password</label><input type="password" class="form-control" id="password" placeholder="Password"></div>', '<button type="button" class="btn btn-primary" id="ok" title="Click here to log in">OK</button>')
  document.getElementById('ok').addEventListener('click', async () => {
    const username = document.getElementById('username').value
    const password = document.getElementById('password').value
    const answer = await fetch('${raw(signIn)}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })
    if (!answer.ok) return
    card('<h4>Hello ' + username + '</h4><hr><h3>Connection to app</h3><hr><h4>What do you wish for?</h4>', ${JSON.stringify(controls)}.replace('{username}', username))
    ${script}
  })
}, 200)</script>`,
  )

export const onwardPages = {
  // Glewlwyd: "Continue" beside the session's own controls (log out, manage the grant, change
  // user). It has no control that refuses.
  glewlwydLogin: ({ signIn, onward }: Links) =>
    glewlwydApp(
      signIn,
      '<div class="btn-group" role="group"><button type="button" class="btn btn-success" id="continue" title="Continue to client application">Continue</button><button type="button" class="btn btn-danger">Logout</button></div><hr><div class="btn-group" role="group"><button class="btn btn-secondary dropdown-toggle" type="button" aria-haspopup="true">Manage</button><button class="btn btn-secondary dropdown-toggle" type="button" aria-haspopup="true">Change user</button></div>',
      `document.getElementById('continue').addEventListener('click', () => { ${postTo(onward)} })`,
    ),
  // An error page whose one button is "Continue": it says it is one, and is not gone through.
  continueAfterError: ({ onward }: Links) =>
    html(
      'Sign in',
      `<h1>Sorry, we could not sign you in to app</h1><form method="post" action="${onward}"><button type="submit">Continue</button></form>`,
    ),
  // Two ways on named "Continue": a choice the harness does not make.
  accountChoice: ({ onward }: Links) =>
    html(
      'Choose an account',
      `<h1>Choose an account</h1><p>to continue to app</p><form method="post" action="${onward}">
<button type="submit" name="account" value="carol">Continue as carol</button>
<button type="submit" name="account" value="dave">Continue as dave</button></form>`,
    ),
}
