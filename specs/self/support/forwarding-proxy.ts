import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'

// What the proxy carried: a request in absolute form (http targets) or a CONNECT tunnel
// (https targets), with the local port of its own connection to the target, so that a test can
// tell every connection the target accepted from the proxy's.
export type Carried =
  | { readonly kind: 'request'; readonly method: string; readonly url: string }
  | { readonly kind: 'tunnel'; readonly authority: string; readonly upstreamPort: number }

export interface ForwardingProxy {
  // http://127.0.0.1:PORT, without credentials.
  readonly url: string
  readonly carried: readonly Carried[]
  // Requests and CONNECTs answered 407 for want of the right credentials.
  readonly refused: number
  stop(): Promise<void>
}

// A real forwarding proxy on loopback, as a corporate one behaves: absolute-form requests are
// forwarded, CONNECT is tunnelled, and with credentials, anything without the right
// Proxy-Authorization is answered 407 with a Basic challenge.
export async function startForwardingProxy(credentials?: {
  readonly username: string
  readonly password: string
}): Promise<ForwardingProxy> {
  const carried: Carried[] = []
  const sockets = new Set<Socket | Duplex>()
  let refused = 0
  const expected =
    credentials &&
    `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
  const authorized = (req: IncomingMessage) =>
    expected === undefined || req.headers['proxy-authorization'] === expected
  const challenge = 'Proxy-Authenticate: Basic realm="test proxy"'

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!authorized(req)) {
      refused++
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test proxy"', connection: 'close' })
      res.end()
      return
    }
    const url = URL.parse(req.url ?? '')
    if (url === null) {
      res.writeHead(400).end('absolute-form requests only')
      return
    }
    carried.push({ kind: 'request', method: req.method ?? '', url: url.href })
    const { 'proxy-authorization': _, 'proxy-connection': __, ...headers } = req.headers
    const upstream = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy())
    if (!authorized(req)) {
      refused++
      client.end(
        `HTTP/1.1 407 Proxy Authentication Required\r\n${challenge}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      )
      return
    }
    const authority = req.url ?? ''
    const [host, port] = authority.split(/:(?=\d+$)/)
    const upstream = connect({ host: host ?? '', port: Number(port) }, () => {
      carried.push({ kind: 'tunnel', authority, upstreamPort: upstream.localPort ?? 0 })
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client).pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n')
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    carried,
    get refused() {
      return refused
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((done) => server.close(done))
    },
  }
}
