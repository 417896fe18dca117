import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { consentPages } from './lookalike-consent-pages.ts'
import { denialPages } from './lookalike-denial-pages.ts'
import { fieldPages } from './lookalike-field-pages.ts'
import { flowPages } from './lookalike-flow-pages.ts'
import { languagePages } from './lookalike-language-pages.ts'
import { onwardPages } from './lookalike-onward-pages.ts'
import { pages, type Links } from './lookalike-pages.ts'
import { signOnPages } from './lookalike-signon-pages.ts'
import { stepPages } from './lookalike-step-pages.ts'
import { structurePages } from './lookalike-structure-pages.ts'

type Page = (links: Links, username: string) => string

// Each lookalike: the page that leads to its sign-in page (a method chooser, a frame), its
// sign-in page, the page asking for the password when the first asks only for the username,
// a page between sign-in and consent, its consent page (none: approval is implied, as where
// consent is remembered), or instead the page that refuses the authorization request.
interface Lookalike {
  readonly entry?: Page
  readonly login?: Page
  readonly password?: Page
  // The password page a factor chooser leads to.
  readonly factor?: Page
  readonly interstitial?: Page
  // The one-time code the interstitial asks for, where it is a code page.
  readonly otp?: string
  readonly consent?: Page
  // The consent form must carry at least one ticked scope box.
  readonly scopeBoxes?: boolean
  readonly refusal?: { readonly status: number; readonly page: Page }
  // Whether a consent form approves, where its fields are its own; and the fields it requires.
  readonly approves?: (form: URLSearchParams) => boolean
  readonly requires?: readonly string[]
  // An approval remembered for the user: the consent page is shown only for prompt=consent.
  readonly remembers?: boolean
  // The browser's session already holds the user: choosing its account asks no password.
  readonly session?: boolean
  // A server at fault: a code is issued whatever the consent form says.
  readonly ignoresDenial?: boolean
  // The page after each sign-in step is the answer to its POST, at the form's address, as
  // Keycloak answers: no redirect to the consent page.
  readonly inline?: boolean
}

const approvesBy = (name: string, value?: string) => (form: URLSearchParams) =>
  value === undefined ? form.has(name) : form.get(name) === value
// Keycloak takes any consent POST without `cancel` for approval.
const keycloakApproves = (form: URLSearchParams) => !form.has('cancel')

// The field's consent pages (lookalike-field-pages.ts), each also on a server that ignores the
// denial.
const fieldConsents = {
  'keycloak-grant': {
    login: pages.keycloakLogin,
    consent: denialPages.keycloakGrant,
    inline: true,
    approves: keycloakApproves,
  },
  'keycloak-grant-v2': {
    login: pages.keycloakLogin,
    consent: denialPages.keycloakGrantV2,
    inline: true,
    approves: keycloakApproves,
  },
  'keycloak-grant-otp': {
    login: pages.keycloakLogin,
    interstitial: denialPages.keycloakOtp,
    otp: '246813',
    consent: denialPages.keycloakGrant,
    inline: true,
    approves: keycloakApproves,
  },
  'ping-consent': {
    login: signOnPages.pingFederate,
    consent: denialPages.pingApproval,
    approves: approvesBy('pf.oauth.authz.consent', 'allow'),
  },
  'wso2-open-banking': {
    login: pages.keycloakLogin,
    consent: denialPages.wso2OpenBanking,
    approves: approvesBy('consent', 'approve'),
    requires: ['accounts[]', 'agree'],
  },
  'open-banking-required': {
    login: pages.keycloakLogin,
    consent: fieldPages.openBankingRequired,
    approves: approvesBy('action', 'confirm'),
    requires: ['account_id', 'agree_terms'],
  },
} as const satisfies Record<string, Lookalike>
const ignoringDenial = <T extends Record<string, Lookalike>>(consents: T) =>
  Object.fromEntries(
    Object.entries(consents).map(([name, lookalike]) => [
      `${name}-ignoring-denial`,
      { ...lookalike, ignoresDenial: true },
    ]),
  ) as { [K in keyof T as `${K & string}-ignoring-denial`]: T[K] & { ignoresDenial: true } }

export const lookalikes = {
  keycloak: { login: pages.keycloakLogin, consent: pages.keycloakConsent },
  auth0: {
    login: pages.auth0Identifier,
    password: pages.auth0Password,
    consent: pages.auth0Consent,
  },
  spa: { login: pages.spaLogin, consent: pages.scopeConsent, scopeBoxes: true },
  okta: { login: pages.oktaLogin, consent: pages.allowWithCancelLink },
  'input-submit': { login: pages.inputSubmitLogin },
  dex: {
    entry: flowPages.dexChooser,
    login: flowPages.dexPassword,
    consent: flowPages.dexApproval,
  },
  entra: {
    login: flowPages.entraIdentifier,
    password: flowPages.entraPassword,
    interstitial: flowPages.entraStaySignedIn,
    consent: flowPages.entraConsent,
  },
  kyc: {
    login: pages.keycloakLogin,
    interstitial: flowPages.identityVerified,
    consent: flowPages.allowOrDeny,
  },
  authentik: { login: flowPages.authentikLogin, consent: flowPages.authentikConsent },
  framed: {
    entry: flowPages.framedShell,
    login: flowPages.framedLogin,
    consent: pages.allowWithCancelLink,
  },
  'cookie-banner': { login: flowPages.giteaLogin, consent: flowPages.giteaAuthorize },
  anchors: { login: flowPages.anchorLogin, consent: flowPages.divConsent },
  'sign-in-consent': { login: flowPages.signInConsent },
  slow: { login: flowPages.slowLogin, consent: pages.scopeConsent, scopeBoxes: true },
  glewlwyd: { login: onwardPages.glewlwydLogin },
  de: languagePages('de'),
  fr: languagePages('fr'),
  es: languagePages('es'),
  ja: languagePages('ja'),
  it: languagePages('it'),
  nl: languagePages('nl'),
  pt: languagePages('pt'),
  'no-deny': { login: pages.keycloakLogin, consent: pages.noDenyConsent, scopeBoxes: true },
  'error-400': { refusal: { status: 400, page: pages.errorPage } },
  'error-scripted': { refusal: { status: 200, page: pages.scriptedErrorPage } },
  'error-continue': { refusal: { status: 200, page: onwardPages.continueAfterError } },
  'account-choice': { refusal: { status: 200, page: onwardPages.accountChoice } },
  hydra: {
    login: pages.keycloakLogin,
    consent: consentPages.hydra,
    approves: approvesBy('submit', 'Allow access'),
    requires: ['grant_scope'],
  },
  'open-banking': {
    login: pages.keycloakLogin,
    consent: consentPages.openBanking,
    requires: ['account_id', 'agree_terms'],
  },
  'account-list': {
    login: pages.keycloakLogin,
    consent: consentPages.accountList,
    requires: ['account', 'confirmation'],
  },
  ar: { login: pages.keycloakLogin, consent: consentPages.arabic, approves: approvesBy('karar') },
  ko: {
    login: pages.keycloakLogin,
    consent: consentPages.korean,
    approves: approvesBy('consent', 'yes'),
  },
  tr: { login: pages.keycloakLogin, consent: consentPages.turkish, approves: approvesBy('karar') },
  doorkeeper: {
    login: pages.keycloakLogin,
    consent: consentPages.doorkeeper,
    approves: (form) => !form.has('_method'),
  },
  remembering: { login: pages.keycloakLogin, consent: pages.keycloakConsent, remembers: true },
  'ja-dot': {
    login: pages.keycloakLogin,
    consent: consentPages.japaneseDot,
    approves: approvesBy('allow'),
  },
  redrawing: {
    login: pages.keycloakLogin,
    consent: consentPages.redrawing,
    approves: approvesBy('decision', 'allow'),
  },
  'google-chooser': {
    entry: stepPages.googleChooser,
    login: flowPages.entraIdentifier,
    password: flowPages.entraPassword,
    consent: pages.keycloakConsent,
  },
  'entra-chooser': {
    entry: stepPages.entraChooser,
    login: flowPages.entraIdentifier,
    password: flowPages.entraPassword,
    interstitial: flowPages.entraStaySignedIn,
    consent: flowPages.entraConsent,
  },
  'strangers-chooser': { entry: stepPages.strangersChooser, login: pages.keycloakLogin },
  'continue-as': {
    entry: stepPages.continueAs,
    login: pages.keycloakLogin,
    session: true,
    consent: flowPages.allowOrDeny,
  },
  'keycloak-terms': {
    login: pages.keycloakLogin,
    interstitial: stepPages.keycloakTerms,
    consent: pages.keycloakConsent,
  },
  'agreement-terms': {
    login: pages.keycloakLogin,
    interstitial: stepPages.agreementTerms,
    consent: flowPages.allowOrDeny,
  },
  'passkey-nudge': {
    login: pages.auth0Identifier,
    password: pages.auth0Password,
    interstitial: stepPages.passkeyNudge,
    consent: pages.auth0Consent,
  },
  'okta-enrolment': {
    login: pages.keycloakLogin,
    interstitial: stepPages.oktaEnrolment,
    consent: pages.allowWithCancelLink,
  },
  'required-passkey': { login: pages.keycloakLogin, interstitial: stepPages.requiredPasskey },
  'update-password': { login: pages.keycloakLogin, interstitial: stepPages.keycloakUpdatePassword },
  'expired-password': { login: pages.keycloakLogin, interstitial: stepPages.expiredPassword },
  'loading-forever': { login: stepPages.loadingForever },
  'ping-federate': { login: signOnPages.pingFederate, consent: pages.keycloakConsent },
  zitadel: {
    login: signOnPages.zitadelLoginName,
    password: signOnPages.zitadelPassword,
    consent: flowPages.allowOrDeny,
  },
  'zitadel-accounts': {
    entry: stepPages.zitadelSelectAccount,
    login: signOnPages.zitadelLoginName,
    password: signOnPages.zitadelPassword,
    consent: flowPages.allowOrDeny,
  },
  'ar-signin': { login: structurePages.ar },
  'ko-signin': { login: structurePages.ko },
  'tr-signin': { login: structurePages.tr },
  'two-secrets': { login: structurePages.twoSecrets },
  ...fieldConsents,
  ...ignoringDenial(fieldConsents),
  'glewlwyd-2.7': { login: fieldPages.glewlwydSignedIn },
  'okta-authenticators': {
    login: flowPages.entraIdentifier,
    password: fieldPages.oktaAuthenticators,
    factor: fieldPages.oktaPassword,
    consent: flowPages.allowOrDeny,
  },
} as const satisfies Record<string, Lookalike>
export type LookalikeName = keyof typeof lookalikes

export interface LookalikeServer {
  readonly baseUrl: string
  readonly user: { readonly username: string; readonly password: string }
  // "lookalike: field" for every remember, marketing or partner box a consent form sent ticked.
  readonly leftTicked: readonly string[]
  // Each action reached that would have harmed the account: the self-tests expect none.
  readonly harms: readonly string[]
  stop(): Promise<void>
}

// A careful user leaves none of these ticked.
const unwanted = /remember|marketing|partner|newsletter/i

// /{name}/authorize?... → sign-in → consent → the redirect URI with a code. The authorization
// request travels along in the query of every step; nothing else is remembered.
export async function startLookalikeServer(): Promise<LookalikeServer> {
  const user = { username: 'carol@example.com', password: randomBytes(12).toString('base64url') }
  const leftTicked: string[] = []
  const harms: string[] = []
  const server = createServer((req, res) => {
    answer(req, res, user, { leftTicked, harms }).catch(() => {
      res.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    user,
    leftTicked,
    harms,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}

// Where each link of a page leads, under /{name}/.
const linkPaths = {
  signIn: 'login',
  decide: 'consent',
  deny: 'deny',
  onward: 'onward',
  signInPage: 'signin',
  thirdParty: 'third-party',
  choose: 'choose',
  forgot: 'forgot',
  register: 'register',
  signOutAll: 'sign-out-all',
  removeAccount: 'remove-account',
  passwordChange: 'password-change',
  passkeyCreate: 'passkey-create',
  leave: 'leave',
  openMenu: 'open-menu',
  factor: 'factor',
  push: 'push',
  emailCode: 'email-code',
} as const satisfies Record<keyof Links, string>

// What each harmful address stands for, as the log names it.
const harmfulActions: Readonly<Record<string, string>> = {
  'GET third-party': 'followed a third-party identity provider',
  'GET forgot': 'followed "forgot password"',
  'GET register': 'followed "register"',
  'POST register': 'followed "register"',
  'GET sign-out-all': 'signed out of all sessions',
  'GET remove-account': 'removed an account',
  'POST password-change': 'submitted a password change',
  'POST passkey-create': 'created a passkey or enrolled an authenticator',
  'GET open-menu': "opened a menu of the session's own controls",
  'GET push': 'sent a push notification to the user',
  'GET email-code': 'sent a code to the user by e-mail',
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  user: LookalikeServer['user'],
  { leftTicked, harms }: { readonly leftTicked: string[]; readonly harms: string[] },
) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  // Every lookalike offers prompt=consent.
  if (url.pathname.startsWith('/.well-known/oauth-authorization-server')) {
    const issuer = `http://${req.headers.host ?? ''}`
    return sendJson(res, 200, { issuer, prompt_values_supported: ['none', 'login', 'consent'] })
  }
  const [, name = '', step = ''] = url.pathname.split('/')
  const lookalike = (lookalikes as Record<string, Lookalike | undefined>)[name]
  if (!lookalike) return send(res, 404, 'not found')
  const at = (path: string) => `/${name}/${path}${url.search}`
  const links = Object.fromEntries(
    Object.entries(linkPaths).map(([link, path]) => [link, escape(at(path))]),
  ) as unknown as Links
  const signedIn = lookalike.interstitial ? at('interstitial') : at('consent')
  const back = (params: Record<string, string>) => {
    const target = new URL(url.searchParams.get('redirect_uri') ?? '')
    const state = url.searchParams.get('state') ?? ''
    for (const [key, value] of Object.entries({ ...params, state }))
      target.searchParams.set(key, value)
    return redirect(res, target.href)
  }
  const code = () => randomBytes(20).toString('base64url')
  const body =
    req.method === 'POST' ? await readBody(req) : { form: new URLSearchParams(), json: false }
  const { form, json } = body
  // Keycloak posts every sign-in step to one address: the code goes on where the password did.
  const onward = lookalike.inline && step === 'login' && form.has('otp')
  const request = `${req.method ?? ''} ${onward ? 'onward' : step}`
  const harm = harmfulActions[request]
  if (harm) {
    harms.push(`${name}: ${harm}`)
    return send(res, 403, `the harness ${harm}`)
  }
  switch (request) {
    case 'GET authorize': {
      const { refusal } = lookalike
      if (refusal) return send(res, refusal.status, refusal.page(links, ''))
      return send(res, 200, (lookalike.entry ?? lookalike.login)?.(links, '') ?? '')
    }
    case 'GET signin':
      return send(res, 200, lookalike.login?.(links, '') ?? '')
    case 'POST choose': {
      const account = form.get('account') ?? ''
      if (account === 'another') return redirect(res, at('signin'))
      if (account !== user.username) {
        harms.push(`${name}: chose the tile of another account (${account})`)
        return send(res, 403, 'the harness chose another account')
      }
      if (lookalike.session) return redirect(res, signedIn)
      return redirect(res, `${at('password')}&username=${encodeURIComponent(account)}`)
    }
    case 'GET interstitial':
      return send(res, 200, lookalike.interstitial?.(links, '') ?? '')
    case 'GET factor':
      return send(res, 200, lookalike.factor?.(links, url.searchParams.get('username') ?? '') ?? '')
    case 'POST onward':
      if (lookalike.otp !== undefined && form.get('otp') !== lookalike.otp) {
        return send(res, 200, lookalike.interstitial?.(links, '') ?? '')
      }
      // Terms declined ("Decline"), as Keycloak answers it.
      if (form.has('cancel')) return back({ error: 'access_denied' })
      // A careful person ticks the agreement, never the offers beside it.
      if (form.has('newsletter')) harms.push(`${name}: subscribed to news and offers`)
      if (lookalike.inline && lookalike.consent) return send(res, 200, lookalike.consent(links, ''))
      return lookalike.consent ? redirect(res, at('consent')) : back({ code: code() })
    case 'POST login': {
      const names = [
        'username',
        'login_email',
        'email',
        'loginfmt',
        'uid',
        'user_name',
        'loginName',
        'pf.username',
      ]
      const username = names.map((key) => form.get(key)).find((value) => value !== null)
      const password = ['password', 'pass', 'passwd', 'pf.pass']
        .map((key) => form.get(key))
        .find((value) => value !== null)
      if (lookalike.password && form.get('step') === 'identifier' && username === user.username) {
        return redirect(res, `${at('password')}&username=${encodeURIComponent(username)}`)
      }
      const accepted = username === user.username && password === user.password
      if (json) return sendJson(res, accepted ? 200 : 401, { next: signedIn })
      if (!accepted) return send(res, 200, lookalike.login?.(links, '') ?? '')
      const asks = !lookalike.remembers || url.searchParams.get('prompt') === 'consent'
      if (lookalike.inline) {
        const next = lookalike.interstitial ?? (asks ? lookalike.consent : undefined)
        return next ? send(res, 200, next(links, '')) : back({ code: code() })
      }
      if (lookalike.interstitial) return redirect(res, signedIn)
      return lookalike.consent && asks ? redirect(res, signedIn) : back({ code: code() })
    }
    case 'GET password':
      return send(
        res,
        200,
        lookalike.password?.(links, url.searchParams.get('username') ?? '') ?? '',
      )
    case 'GET consent':
      return send(res, 200, lookalike.consent?.(links, '') ?? '')
    case 'POST consent': {
      for (const key of form.keys()) if (unwanted.test(key)) leftTicked.push(`${name}: ${key}`)
      const answer = ['decision', 'action', 'approval', 'granted'].map((key) => form.get(key))
      const approved = lookalike.approves
        ? lookalike.approves(form)
        : answer.some((value) =>
            ['approve', 'accept', 'allow', 'true'].includes(value?.toLowerCase() ?? ''),
          ) || form.has('accept')
      if (!approved)
        return back(lookalike.ignoresDenial ? { code: code() } : { error: 'access_denied' })
      if (lookalike.scopeBoxes && !form.has('scope')) return send(res, 400, 'no scope was granted')
      const missing = (lookalike.requires ?? []).filter((key) => !form.get(key))
      if (missing.length > 0) return send(res, 400, `missing ${missing.join(', ')}`)
      return back({ code: code() })
    }
    case 'GET deny':
    case 'GET leave':
    case 'POST leave':
      return back({ error: 'access_denied' })
  }
  return send(res, 404, 'not found')
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function send(res: ServerResponse, status: number, html: string): ServerResponse {
  return res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
}

function sendJson(res: ServerResponse, status: number, body: unknown): ServerResponse {
  return res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function redirect(res: ServerResponse, location: string): ServerResponse {
  return res.writeHead(303, { location }).end()
}

async function readBody(req: IncomingMessage): Promise<{ form: URLSearchParams; json: boolean }> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  if (!(req.headers['content-type'] ?? '').includes('json')) {
    return { form: new URLSearchParams(text), json: false }
  }
  const members = JSON.parse(text) as Record<string, string>
  return { form: new URLSearchParams(members), json: true }
}
