import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Behaviour, ModeState, Upstream } from './behaviour.ts'
import { reflect } from './reflect.ts'
import { gzipBomb } from './bomb-mode.ts'
import { pageModes, type PageMode } from './page-modes.ts'

// One broken or malicious behaviour per mode, each at the one place a real server would have
// it; everything else is the reference server's, answered through the proxy.
export type HostileMode =
  | 'faithful'
  | 'huge-token-body'
  | 'drip-token'
  | 'trickle-token-headers'
  | 'huge-access-token'
  | 'redirect-loop'
  | 'token-invalid-json'
  | 'token-text-plain'
  | 'markup'
  | 'reset-token'
  | 'reset-page'
  | 'login-without-fields'
  | 'dies-after-probe'
  | 'dies-mid-run'
  | 'unavailable-mid-run'
  | 'reflect'
  | 'gzip-bomb'
  | PageMode

// What an injected script would do if a report ran it: the report tests watch for it.
export const injectedSignal = '__oacInjected'
export const scriptPayload = `<script>console.log('${injectedSignal}')</script>`
export const imagePayload = `<img src=x onerror="console.log('${injectedSignal}')">`

const isToken = (req: IncomingMessage) => req.url?.startsWith('/oauth/token') ?? false
const isAuthorize = (req: IncomingMessage) => req.url?.startsWith('/oauth/authorize') ?? false
const fromBrowser = (req: IncomingMessage) => /Chrome/.test(req.headers['user-agent'] ?? '')

const hundredMegabytes = 100 * 1024 * 1024

// Streams up to 100 MB, as fast as the reader takes it; what was sent shows how much was read.
function hugeBody(res: ServerResponse, state: ModeState): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let sent = 0
  const pump = () => {
    while (sent < hundredMegabytes && !res.destroyed) {
      sent += chunk.length
      state.bytesSent += chunk.length
      if (!res.write(chunk)) return
    }
    res.end()
  }
  res.on('drain', pump)
  res.write('{"access_token":"')
  pump()
}

function drip(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  const text = `{"access_token":"${'x'.repeat(100)}","token_type":"Bearer"}`
  let i = 0
  const timer = setInterval(() => {
    if (res.destroyed || i >= text.length) {
      clearInterval(timer)
      res.end()
      return
    }
    res.write(text.charAt(i++))
  }, 1_000)
  res.on('close', () => {
    clearInterval(timer)
  })
}

// A status line and then a header that never ends, one byte every 250 ms: no header section
// complete, ever, while bytes keep coming.
function trickleHeaders(res: ServerResponse): void {
  const socket = res.socket
  socket?.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nx-trickle: ')
  const timer = setInterval(() => {
    if (!socket || socket.destroyed) clearInterval(timer)
    else socket.write('t')
  }, 250)
  socket?.on('close', () => {
    clearInterval(timer)
  })
}

// The server's own token answer, its access token swapped for one of 900,000 characters.
function hugeAccessToken(up: Upstream): Upstream {
  if (up.status !== 200) return up
  const answer = JSON.parse(up.body) as Record<string, unknown>
  if (typeof answer['access_token'] !== 'string') return up
  return withBody(up, JSON.stringify({ ...answer, access_token: 'T'.repeat(900_000) }))
}

// Headers and the start of a body, then the connection is cut.
function reset(res: ServerResponse, contentType: string, start: string): void {
  res.socket?.write(
    `HTTP/1.1 200 OK\r\ncontent-type: ${contentType}\r\ncontent-length: 5000\r\n\r\n${start}`,
  )
  setTimeout(() => res.socket?.destroy(), 50)
}

// Answers the first requests (the command's own probe is the first), then is gone.
function diesAfter(requests: number, state: ModeState): boolean {
  if (state.requests <= requests) return false
  state.die()
  return true
}

const withBody = (upstream: Upstream, body: string): Upstream => ({ ...upstream, body })

export const behaviours: Readonly<Record<HostileMode, Behaviour>> = {
  faithful: {},
  'huge-token-body': {
    intercept: (req, res, state) => isToken(req) && (hugeBody(res, state), true),
  },
  'drip-token': { intercept: (req, res) => isToken(req) && (drip(res), true) },
  'trickle-token-headers': {
    intercept: (req, res) => isToken(req) && (trickleHeaders(res), true),
  },
  'huge-access-token': { transform: (req, up) => (isToken(req) ? hugeAccessToken(up) : up) },
  'redirect-loop': {
    intercept: (req, res) => {
      if (!isAuthorize(req)) return false
      const url = new URL(req.url ?? '/', 'http://hostile.invalid')
      url.searchParams.set('hop', String(Number(url.searchParams.get('hop') ?? 0) + 1))
      res.writeHead(302, { location: `${url.pathname}${url.search}` }).end()
      return true
    },
  },
  'token-invalid-json': {
    transform: (req, up) =>
      isToken(req) ? withBody(up, up.body.slice(0, up.body.length / 2)) : up,
  },
  'token-text-plain': {
    transform: (req, up) =>
      isToken(req) ? { ...up, headers: { ...up.headers, 'content-type': 'text/plain' } } : up,
  },
  markup: {
    transform: (req, up) => {
      const headers = { ...up.headers, 'x-debug': scriptPayload }
      if (isToken(req) && up.status >= 400) {
        const body = JSON.stringify({
          error: `invalid_grant${imagePayload}`,
          error_description: scriptPayload,
        })
        return { ...up, headers, body }
      }
      const shown = `${scriptPayload.replace(/</g, '&lt;')} ${imagePayload.replace(/</g, '&lt;')}`
      return { ...up, headers, body: up.body.replace(/<h1>/, `<h1>${shown} `) }
    },
  },
  'reset-token': {
    intercept: (req, res) => isToken(req) && (reset(res, 'application/json', '{"acc'), true),
  },
  'reset-page': {
    intercept: (req, res) =>
      isAuthorize(req) && fromBrowser(req) && (reset(res, 'text/html', '<h1>Sign'), true),
  },
  'login-without-fields': {
    // The sign-in form asks for a "passcode" in a text field: no password field to recognise.
    transform: (_req, up) =>
      withBody(up, up.body.replace(/id="password"|type="password"/g, 'data-field="passcode"')),
  },
  'dies-after-probe': { intercept: (_req, _res, state) => diesAfter(1, state) },
  'dies-mid-run': { intercept: (_req, _res, state) => diesAfter(40, state) },
  // A load balancer whose backends went away: 503 for everything after a while.
  'unavailable-mid-run': {
    intercept: (_req, res, state) =>
      state.requests > 40 &&
      (res.writeHead(503, { 'retry-after': '60' }).end('Service Unavailable'), true),
  },
  reflect,
  'gzip-bomb': gzipBomb,
  ...pageModes,
}
