import { createServer as createHttpServer, request, type IncomingMessage } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { Socket } from 'node:net'
import type { TargetConfigInput } from '../../../../fixtures/config/schema.ts'
import {
  startReferenceServer,
  type RegistrySecrets,
} from '../../../../fixtures/reference-server/index.ts'
import type { ModeState, Upstream } from './behaviour.ts'
import { behaviours, type HostileMode } from './modes.ts'
import { keepBody } from './request-bodies.ts'

export interface HostileServer {
  readonly baseUrl: string
  readonly state: Readonly<ModeState>
  // The reference server's target config, pointed at this server.
  targetConfig(): TargetConfigInput
  // Every code and token the reference server behind the proxy issued.
  issued(): string[]
  // Every request this server was sent, with the port its connection came from.
  readonly arrivals: readonly Arrival[]
  stop(): Promise<void>
}

export interface Arrival {
  readonly method: string
  readonly path: string
  readonly peerPort: number
}

export interface HostileOptions {
  readonly mode: HostileMode
  // Serve https with this key and certificate (PEM).
  readonly tls?: { readonly key: string; readonly cert: string }
  // Credentials for the reference server instead of random ones.
  readonly secrets?: Partial<RegistrySecrets>
}

// A proxy in front of an in-process reference server that breaks one thing, as named by its
// mode. The reference's issuer is the proxy's address (its ID tokens are signed with it), and
// any address of the reference left in headers and bodies is rewritten to the proxy's, so the
// browser never leaves it.
export async function startHostileServer(options: HostileOptions): Promise<HostileServer> {
  // The proxy listens first, so that the reference starts knowing its issuer; the reference's
  // own port is chosen as it listens (a port found free earlier may be taken by then).
  let upstream = ''
  const behaviour = behaviours[options.mode]
  const sockets = new Set<Socket>()
  const server = options.tls ? createHttpsServer(options.tls) : createHttpServer()
  let baseUrl = ''
  const state: ModeState = {
    requests: 0,
    bytesSent: 0,
    die: () => {
      server.close()
      for (const socket of sockets) socket.destroy()
    },
  }
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const arrivals: Arrival[] = []
  server.on('request', (req, res) => {
    state.requests++
    const path = (req.url ?? '').split('?')[0] ?? ''
    arrivals.push({ method: req.method ?? '', path, peerPort: req.socket.remotePort ?? 0 })
    if (behaviour.intercept?.(req, res, state)) return
    forward(req, upstream)
      .then((answered) => {
        const answer = rewrite(behaviour.transform?.(req, answered) ?? answered, upstream, baseUrl)
        res.writeHead(answer.status, answer.headers).end(answer.body)
      })
      .catch(() => res.destroy())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  baseUrl = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const reference = await startReferenceServer({
    codeLifetimeSeconds: 5,
    baseUrl,
    ...(options.secrets ? { secrets: options.secrets } : {}),
  })
  upstream = reference.listeningUrl
  return {
    baseUrl,
    state,
    targetConfig: () => ({
      ...reference.targetConfig(),
      baseUrl,
      resourceUrl: `${baseUrl}/api/me`,
      reuseDelaySeconds: 2,
    }),
    issued: () => reference.issued(),
    arrivals,
    stop: async () => {
      state.die()
      await reference.stop()
    },
  }
}

function forward(req: IncomingMessage, referenceUrl: string): Promise<Upstream> {
  const target = new URL(referenceUrl)
  return new Promise((resolve, reject) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 502,
            headers: { ...response.headers },
            body: Buffer.concat(chunks).toString('utf8'),
          })
        })
      },
    )
    upstream.on('error', reject)
    const sent: Buffer[] = []
    req.on('data', (chunk: Buffer) => sent.push(chunk))
    req.on('end', () => {
      keepBody(req, Buffer.concat(sent).toString('utf8'))
    })
    req.pipe(upstream)
  })
}

function rewrite(upstream: Upstream, from: string, to: string): Upstream {
  const swap = (text: string) =>
    text.replaceAll(from, to).replaceAll(encodeURIComponent(from), encodeURIComponent(to))
  const headers = { ...upstream.headers }
  delete headers['content-length']
  delete headers['transfer-encoding']
  if (typeof headers.location === 'string') headers.location = swap(headers.location)
  return { ...upstream, headers, body: swap(upstream.body) }
}
