import type { IncomingMessage } from 'node:http'
import type { Behaviour, Upstream } from './behaviour.ts'
import { bodyOf } from './request-bodies.ts'

// A server that prints back what it was sent, as buggy debug output does: every token error
// echoes the request (headers, query and body) once as JSON text, once with every character
// \u-escaped and once in base64, and names the client_secret it refused first; every error
// page shows the request, the last sign-in form and the last token request HTML-escaped;
// every error redirect carries them URL-encoded in its error_description. An answer that
// carries an ID token or verified claims carries them again, \u-escaped and in base64, as
// debug members do.

// The last sign-in form and token request each proxy received (by its Host), with the
// password and the client secret in them.
const signInForms = new Map<string, string>()
const tokenRequests = new Map<string, string>()

const echoOf = (req: IncomingMessage): string =>
  [
    `${req.method ?? ''} ${req.url ?? ''}`,
    `authorization: ${req.headers.authorization ?? ''}`,
    `cookie: ${req.headers.cookie ?? ''}`,
    '',
    bodyOf(req),
  ].join('\n')

const withSignIn = (req: IncomingMessage): string =>
  [
    echoOf(req),
    `last sign-in form: ${signInForms.get(req.headers.host ?? '') ?? ''}`,
    `last token request: ${tokenRequests.get(req.headers.host ?? '') ?? ''}`,
  ].join('\n')

// The secret as the server read it, from a JSON or form body or from HTTP Basic.
function presentedSecret(req: IncomingMessage): string {
  const body = bodyOf(req)
  const fromBody = /json/.test(req.headers['content-type'] ?? '')
    ? jsonSecret(body)
    : new URLSearchParams(body).get('client_secret')
  if (fromBody) return fromBody
  const basic = /^Basic\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1]
  const pair = Buffer.from(basic ?? '', 'base64').toString('utf8')
  const secret = pair.slice(pair.indexOf(':') + 1)
  try {
    return decodeURIComponent(secret.replace(/\+/g, ' '))
  } catch {
    return secret
  }
}

function jsonSecret(body: string): string | undefined {
  try {
    const secret = (JSON.parse(body) as Record<string, unknown>).client_secret
    return typeof secret === 'string' ? secret : undefined
  } catch {
    return undefined
  }
}

// Alternating hex case: a reader must accept either.
const everyCharEscaped = (text: string): string =>
  Array.from(text, (c, i) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0')
    return `\\u${i % 2 === 0 ? hex : hex.toUpperCase()}`
  }).join('')

function tokenError(req: IncomingMessage, up: Upstream): Upstream {
  const error = upstreamError(up.body)
  const echo = echoOf(req)
  const described = JSON.stringify({
    error,
    error_description: `the request was refused; the client_secret presented, ${presentedSecret(req)}, is not this client's. Request: ${echo}`,
    request: echo,
  })
  const body = `${described.slice(0, -1)},"request_escaped":"${everyCharEscaped(echo)}","request_base64":"${Buffer.from(echo).toString('base64')}"}`
  return { ...up, body }
}

function upstreamError(body: string): string {
  try {
    const { error } = JSON.parse(body) as { error?: unknown }
    return typeof error === 'string' ? error : 'invalid_request'
  } catch {
    return 'invalid_request'
  }
}

const htmlEscaped = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c,
  )

function errorPage(req: IncomingMessage, up: Upstream): Upstream {
  // Wrapped, so that all of it is in view: a picture of the page would show every secret.
  const shown = `<pre style="white-space: pre-wrap; word-break: break-all">You sent: ${htmlEscaped(withSignIn(req))}</pre>`
  return { ...up, body: up.body.replace(/<\/h1>/, `</h1>${shown}`) }
}

function errorRedirect(req: IncomingMessage, up: Upstream, location: string): Upstream {
  const description = `error_description=${encodeURIComponent(`You sent: ${withSignIn(req)}`)}`
  const [beforeFragment = '', fragment] = location.split('#')
  const query = beforeFragment.replace(/([?&])error_description=[^&]*&?/, '$1').replace(/&$/, '')
  const moved = `${query}&${description}${fragment === undefined ? '' : `#${fragment}`}`
  return { ...up, headers: { ...up.headers, location: moved } }
}

function withDebugCopies(up: Upstream): Upstream {
  const carried = carriedIdentity(up.body)
  if (carried === undefined || !up.body.endsWith('}')) return up
  const debug = `"debug_escaped":"${everyCharEscaped(carried)}","debug_base64":"${Buffer.from(carried).toString('base64')}"`
  return { ...up, body: `${up.body.slice(0, -1)},${debug}}` }
}

function carriedIdentity(body: string): string | undefined {
  try {
    const { id_token, verified_claims } = JSON.parse(body) as Record<string, unknown>
    const carried = [id_token, verified_claims].filter((value) => value !== undefined)
    return carried.length > 0 ? JSON.stringify(carried) : undefined
  } catch {
    return undefined
  }
}

export const reflect: Behaviour = {
  transform: (req, up) => {
    if (req.method === 'POST' && req.url?.startsWith('/login')) {
      signInForms.set(req.headers.host ?? '', bodyOf(req))
    }
    if (req.method === 'POST' && req.url?.startsWith('/oauth/token')) {
      tokenRequests.set(req.headers.host ?? '', echoOf(req))
    }
    const location = up.headers.location
    if (typeof location === 'string' && /[?&#]error=/.test(location)) {
      return errorRedirect(req, up, location)
    }
    if (up.status === 200 && /^\/oauth\/(token|userinfo)/.test(req.url ?? '')) {
      return withDebugCopies(up)
    }
    if (up.status < 400) return up
    if (req.url?.startsWith('/oauth/token')) return tokenError(req, up)
    return /html/.test(String(up.headers['content-type'])) ? errorPage(req, up) : up
  },
}
