import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { proxiedReference, type ProxiedReference } from './reference-proxy.ts'

// The express-session pattern (as in @jmondi/oauth2-server's example glue): the server keeps
// one pending authorization request, and the token that guards its forms, per browser session.
// A second authorization request in the same session replaces the first, whose sign-in or
// consent form is then refused. Built on the reference server: every page that carries a
// request id makes it the session's one pending request, and a sign-in or consent form posted
// for any other is answered 403 "Missing session or CSRF token".
const cookieName = 'connect.sid'

export interface OnePendingServer extends ProxiedReference {
  // How many forms were refused because another flow of the same session had started since.
  readonly clashes: () => number
}

export async function onePendingServer(): Promise<OnePendingServer> {
  const pending = new Map<string, string>()
  let clashes = 0
  const server = await proxiedReference({
    answer(req: IncomingMessage, body: Buffer, res: ServerResponse): boolean {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      if (req.method !== 'POST' || !['/login', '/consent'].includes(path)) return false
      const request = new URLSearchParams(body.toString('utf8')).get('request')
      const sid = sessionOf(req)
      if (sid !== undefined && request !== null && pending.get(sid) === request) {
        if (path === '/consent') pending.delete(sid)
        return false
      }
      clashes++
      res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!doctype html><title>Forbidden</title><p>Missing session or CSRF token</p>')
      return true
    },
    seen(req: IncomingMessage, res: ServerResponse, html: string | undefined): void {
      const request = /name="request" value="([^"]+)"/.exec(html ?? '')?.[1]
      if (request === undefined) return
      let sid = sessionOf(req)
      if (sid === undefined) {
        sid = randomBytes(12).toString('base64url')
        const cookies = res.getHeader('set-cookie')
        const list = Array.isArray(cookies) ? cookies : cookies ? [String(cookies)] : []
        res.setHeader('set-cookie', [...list, `${cookieName}=${sid}; HttpOnly; Path=/`])
      }
      pending.set(sid, request)
    },
  })
  return { ...server, clashes: () => clashes }
}

function sessionOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === cookieName && value) return value
  }
  return undefined
}
