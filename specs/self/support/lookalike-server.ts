import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { consentPages } from './lookalike-consent-pages.ts'
import { flowPages } from './lookalike-flow-pages.ts'
import { languagePages } from './lookalike-language-pages.ts'
import { onwardPages } from './lookalike-onward-pages.ts'
import { pages, type Links } from './lookalike-pages.ts'

type Page = (links: Links, username: string) => string

// Each lookalike: the page that leads to its sign-in page (a method chooser, a frame), its
// sign-in page, the page asking for the password when the first asks only for the username,
// a page between sign-in and consent, its consent page (none: approval is implied, as where
// consent is remembered), or instead the page that refuses the authorization request.
interface Lookalike {
  readonly entry?: Page
  readonly login?: Page
  readonly password?: Page
  readonly interstitial?: Page
  readonly consent?: Page
  // The consent form must carry at least one ticked scope box.
  readonly scopeBoxes?: boolean
  readonly refusal?: { readonly status: number; readonly page: Page }
  // Whether a consent form approves, where its fields are its own; and the fields it requires.
  readonly approves?: (form: URLSearchParams) => boolean
  readonly requires?: readonly string[]
  // An approval remembered for the user: the consent page is shown only for prompt=consent.
  readonly remembers?: boolean
}

const approvesBy = (name: string, value?: string) => (form: URLSearchParams) =>
  value === undefined ? form.has(name) : form.get(name) === value

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
} as const satisfies Record<string, Lookalike>
export type LookalikeName = keyof typeof lookalikes

export interface LookalikeServer {
  readonly baseUrl: string
  readonly user: { readonly username: string; readonly password: string }
  // "lookalike: field" for every remember, marketing or partner box a consent form sent ticked.
  readonly leftTicked: readonly string[]
  stop(): Promise<void>
}

// A careful user leaves none of these ticked.
const unwanted = /remember|marketing|partner|newsletter/i

// /{name}/authorize?... → sign-in → consent → the redirect URI with a code. The authorization
// request travels along in the query of every step; nothing else is remembered.
export async function startLookalikeServer(): Promise<LookalikeServer> {
  const user = { username: 'carol@example.com', password: randomBytes(12).toString('base64url') }
  const leftTicked: string[] = []
  const server = createServer((req, res) => {
    answer(req, res, user, leftTicked).catch(() => {
      res.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    user,
    leftTicked,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  user: LookalikeServer['user'],
  leftTicked: string[],
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
  const links = {
    signIn: escape(at('login')),
    decide: escape(at('consent')),
    deny: escape(at('deny')),
    onward: escape(at('onward')),
    signInPage: escape(at('signin')),
    thirdParty: escape(at('third-party')),
    leave: escape(at('leave')),
  }
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
  switch (`${req.method ?? ''} ${step}`) {
    case 'GET authorize': {
      const { refusal } = lookalike
      if (refusal) return send(res, refusal.status, refusal.page(links, ''))
      return send(res, 200, (lookalike.entry ?? lookalike.login)?.(links, '') ?? '')
    }
    case 'GET signin':
      return send(res, 200, lookalike.login?.(links, '') ?? '')
    case 'GET third-party':
      return send(res, 403, 'the harness followed a third-party identity provider')
    case 'GET interstitial':
      return send(res, 200, lookalike.interstitial?.(links, '') ?? '')
    case 'POST onward':
      return lookalike.consent ? redirect(res, at('consent')) : back({ code: code() })
    case 'POST login': {
      const names = ['username', 'login_email', 'email', 'loginfmt', 'uid', 'user_name']
      const username = names.map((key) => form.get(key)).find((value) => value !== null)
      const password = form.get('password') ?? form.get('pass') ?? form.get('passwd')
      if (lookalike.password && form.get('step') === 'identifier' && username === user.username) {
        return redirect(res, `${at('password')}&username=${encodeURIComponent(username)}`)
      }
      const accepted = username === user.username && password === user.password
      if (json) return sendJson(res, accepted ? 200 : 401, { next: signedIn })
      if (!accepted) return send(res, 200, lookalike.login?.(links, '') ?? '')
      if (lookalike.interstitial) return redirect(res, signedIn)
      const asks = !lookalike.remembers || url.searchParams.get('prompt') === 'consent'
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
      if (!approved) return back({ error: 'access_denied' })
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
