import { html, type Links } from './lookalike-pages.ts'

// Consent pages that ask more than a click, and consent pages in languages with no word list in
// the harness, written after the public page structure of the products named (not their
// markup). Their server (lookalike-server.ts) logs every remember, marketing or partner box that
// comes back ticked: a careful user leaves none.

// Enables the approve button once every condition holds, as open-banking consents do.
const enableWhen = (condition: string) => `<script>
const approve = document.getElementById('approve')
const check = () => { approve.disabled = !(${condition}) }
document.addEventListener('change', check, true)
document.addEventListener('scroll', check, true)
check()</script>`

export const consentPages = {
  // Ory Hydra's example consent app: scope boxes and "remember" ticked by default.
  hydra: ({ decide }: Links) =>
    html(
      'An application requests access to your data!',
      `<h1>An application requests access to your data!</h1><form action="${decide}" method="POST">
<p>Hi carol, application <strong>app</strong> wants access resources on your behalf and to:</p>
<input type="checkbox" id="profile" value="profile" name="grant_scope" checked><label for="profile">profile</label><br>
<p>Do you want to be asked next time when this application wants to access your data? The application will not be able to ask for more permissions without your consent.</p>
<input type="checkbox" id="remember" name="remember" value="1" checked><label for="remember">Do not ask me again</label>
<p><input type="submit" id="accept" name="submit" value="Allow access"><input type="submit" id="reject" name="submit" value="Deny access"></p></form>`,
    ),
  // An open-banking account access consent: pick an account, read the terms to their end, agree;
  // a pre-ticked "remember", a marketing and a partner box beside.
  openBanking: ({ decide }: Links) =>
    html(
      'Confirm account access',
      `<h1>App would like to access your accounts</h1><form method="post" action="${decide}">
<fieldset><legend>Select the account to share</legend>
<label><input type="radio" name="account_id" value="acc-001"> Current account ••01</label>
<label><input type="radio" name="account_id" value="acc-002"> Savings account ••02</label></fieldset>
<div id="terms" style="height:60px;overflow-y:scroll;border:1px solid"><p>Terms of the data sharing agreement.</p>${'<p>Clause.</p>'.repeat(30)}<p>End of terms.</p></div>
<label><input type="checkbox" name="agree_terms" id="agree"> I have read and agree to the terms</label>
<label><input type="checkbox" name="marketing_opt_in"> Send me offers and news</label>
<label><input type="checkbox" name="share_partners"> Share my data with selected partners</label>
<label><input type="checkbox" name="remember_decision" checked> Remember this decision</label>
<button type="submit" id="approve" name="action" value="allow" disabled>Allow</button>
<button type="submit" name="action" value="deny">Cancel</button></form>
${enableWhen(`document.querySelector('input[name=account_id]:checked') && document.getElementById('agree').checked && (() => { const t = document.getElementById('terms'); return t.scrollTop + t.clientHeight >= t.scrollHeight - 1 })()`)}`,
    ),
  // A KYC consent: an account chosen from a list whose first entry is a prompt; a required box.
  accountList: ({ decide }: Links) =>
    html(
      'Share your verified identity',
      `<h1>Share your verified identity with App</h1><form method="post" action="${decide}">
<label for="acct">Account</label><select id="acct" name="account"><option value="">Choose an account</option><option value="acc-001">Current ••01</option><option value="acc-002">Savings ••02</option></select>
<label><input type="checkbox" name="confirmation" required> I confirm the details above are correct</label>
<button type="submit" id="approve" name="decision" value="approve" disabled>Share</button>
<button type="submit" name="decision" value="deny" formnovalidate>Do not share</button></form>
${enableWhen(`document.getElementById('acct').value !== '' && document.querySelector('input[name=confirmation]').checked`)}`,
    ),
  // Right to left; nothing names either button: the primary one approves, the other posts to
  // another address.
  arabic: ({ decide, leave }: Links) =>
    `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>طلب إذن</title></head><body>
<h1>يطلب التطبيق الوصول إلى حسابك</h1><ul><li>الملف الشخصي</li></ul><form method="post" action="${decide}">
<input type="hidden" name="karar" value="1">
<button type="submit" class="btn btn-primary">السماح</button>
<button type="submit" class="btn btn-outline" formaction="${leave}">رفض</button></form></body></html>`,
  // Korean words over English identifiers, as most products ship them.
  korean: ({ decide }: Links) =>
    html(
      '권한 요청',
      `<h1>앱이 계정에 접근하려고 합니다</h1><form method="post" action="${decide}">
<button type="submit" class="btn" name="consent" value="yes">동의</button>
<button type="submit" class="btn" name="consent" value="no">취소</button></form>`,
      'ko',
    ),
  // One submit button and a link beside it: the link goes back.
  turkish: ({ decide, leave }: Links) =>
    html(
      'Erişim izni',
      `<div class="card"><h1>Uygulama hesabınıza erişmek istiyor</h1><form method="post" action="${decide}">
<input type="hidden" name="karar" value="1"><button type="submit" class="btn">İzin ver</button></form>
<a class="btn" href="${leave}">Reddet</a></div><footer><p>© Örnek</p></footer>`,
      'tr',
    ),
  // Doorkeeper: each answer a form of its own, both carrying the request (prompt=consent too);
  // the refusal is a DELETE in Rails' hidden _method.
  doorkeeper: ({ decide }: Links) =>
    html(
      'Authorization required',
      `<main><h2>Authorization required</h2><p>Authorize <strong>app</strong> to use your account?</p>
${['', '<input type="hidden" name="_method" value="delete">']
  .map(
    (method, i) => `<form method="post" action="${decide}">${method}
<input type="hidden" name="client_id" value="app"><input type="hidden" name="state" value="abc"><input type="hidden" name="prompt" value="consent">
<button type="submit" class="btn ${i === 0 ? 'btn-success' : 'btn-danger'} btn-lg btn-block">${i === 0 ? 'Authorize' : 'Deny'}</button></form>`,
  )
  .join('')}</main>`,
    ),
  // django-oauth-toolkit translated: "認証" is not in the word list, its name says allow.
  japaneseDot: ({ decide }: Links) =>
    html(
      '認証',
      `<form id="authorizationForm" method="post" action="${decide}"><h3 class="block-center-heading">app を認証しますか?</h3>
<p>アプリケーションは次の権限を必要としています</p><ul><li>profile</li></ul>
<div class="control-group"><div class="controls"><input type="submit" class="btn btn-large" value="キャンセル"/>
<input type="submit" class="btn btn-large btn-primary" name="allow" value="認証"/></div></div></form>`,
      'ja',
    ),
  // A page that draws its two buttons anew, in the other order, soon after anything reads where
  // they are, as a framework re-rendering on a state change would: between a look at the page
  // and the press, the control at the place looked at is the other decision.
  redrawing: ({ decide }: Links) =>
    html(
      'Authorize app',
      `<h1>Authorize app to use your account?</h1><form method="post" action="${decide}"><div id="choice"></div></form>
<script>
const answers = ['<button type="submit" name="decision" value="allow">Allow</button>', '<button type="submit" name="decision" value="deny">Deny</button>']
let flipped = false
let pending = false
const draw = () => {
  pending = false
  flipped = !flipped
  document.getElementById('choice').innerHTML = (flipped ? [...answers].reverse() : answers).join(' ')
}
const measure = Element.prototype.getBoundingClientRect
Element.prototype.getBoundingClientRect = function () {
  if (!pending) { pending = true; setTimeout(draw, 0) }
  return measure.call(this)
}
draw()
</script>`,
    ),
}
