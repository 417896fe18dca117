import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  startReferenceServer,
  type ReferenceServer,
  type ReferenceServerOptions,
} from '../../../fixtures/reference-server/index.ts'

// What a proxy may do with a request before the reference server sees it: answer it itself
// (true), or let it through, reading the page that comes back (the HTML, when it is some).
export interface ProxyRules {
  answer?(req: IncomingMessage, body: Buffer, res: ServerResponse): boolean
  seen?(req: IncomingMessage, res: ServerResponse, html: string | undefined): void
}

export interface ProxiedReference {
  readonly reference: ReferenceServer
  readonly baseUrl: string
  stop(): Promise<void>
}

// The reference server behind an in-process proxy that gives it another behaviour on some
// pages: the reference's issuer is the proxy's address, so that every link and redirect it
// makes comes back through the proxy.
export async function proxiedReference(
  rules: ProxyRules,
  options: ReferenceServerOptions = {},
): Promise<ProxiedReference> {
  // The proxy listens first, so that the reference starts knowing its issuer; the reference's
  // own port is chosen as it listens (a port found free earlier may be taken by then).
  let upstream = new URL('http://127.0.0.1')
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (rules.answer?.(req, body, res)) return
      forward(upstream, req, body, res, rules)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`
  const reference = await startReferenceServer({ ...options, baseUrl })
  upstream = new URL(reference.listeningUrl)
  return {
    reference,
    baseUrl,
    stop: async () => {
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
      await reference.stop()
    },
  }
}

const hopByHop = ['content-length', 'transfer-encoding', 'connection', 'keep-alive']

function forward(
  upstream: URL,
  req: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
  rules: ProxyRules,
): void {
  const out = request(
    new URL(req.url ?? '/', upstream),
    // Uncompressed, so that a rule can read the page.
    { method: req.method, headers: { ...req.headers, host: upstream.host, 'accept-encoding': '' } },
    (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const payload = Buffer.concat(chunks)
        const html = /text\/html/.test(answer.headers['content-type'] ?? '')
          ? payload.toString('utf8')
          : undefined
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !hopByHop.includes(name)) res.setHeader(name, value)
        }
        rules.seen?.(req, res, html)
        res.statusCode = answer.statusCode ?? 502
        res.end(payload)
      })
    },
  )
  out.on('error', () => res.destroy())
  out.end(body)
}
