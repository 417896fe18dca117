import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { gzip } from 'node:zlib'
import { bomb, type BombEncoding } from './bombs.ts'
import type { Behaviour } from './behaviour.ts'

// Bodies sent compressed so that they inflate to a gibibyte, each 1 MiB or less on the wire
// (brotli's about 2 KB): the token endpoint's error answers, the resource's answers, the
// metadata, and the authorization server's error pages (the browser's). The token endpoint's
// successful answers are compressed too, modestly: they decode to the reference server's.

const startsWith = (req: IncomingMessage, path: string) => req.url?.startsWith(path) ?? false
const fromBrowser = (req: IncomingMessage) => /Chrome/.test(req.headers['user-agent'] ?? '')

const jsonStart = '{"access_token":"'
const pageStart = '<!doctype html><title>Authorization error</title><h1>Authorization error</h1><p>'

// Set on the proxy's request to itself: that one goes to the reference server unchanged.
const passHeader = 'x-hostile-pass'

function answerBomb(
  res: ServerResponse,
  encoding: BombEncoding,
  status: number,
  contentType: string,
): void {
  const start = contentType.startsWith('text/html') ? pageStart : jsonStart
  bomb(encoding, start)
    .then((body) => {
      res.writeHead(status, {
        'content-type': contentType,
        'content-encoding': encoding,
        'cache-control': 'no-store',
      })
      res.end(body)
    })
    .catch(() => res.destroy())
}

// The reference server's answer, through the proxy (as the proxy itself would send it): a
// refusal (4xx, 5xx) is replaced by a bomb, anything else goes to `otherwise`.
function bombRefusals(
  req: IncomingMessage,
  res: ServerResponse,
  contentType: string,
  otherwise: (answer: IncomingMessage, status: number) => void,
): void {
  const own = request(
    {
      host: '127.0.0.1',
      port: req.socket.localPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, [passHeader]: '1' },
    },
    (answer) => {
      const status = answer.statusCode ?? 502
      if (status < 400) {
        otherwise(answer, status)
        return
      }
      answer.resume()
      answerBomb(res, 'gzip', status, contentType)
    },
  )
  own.on('error', () => res.destroy())
  req.pipe(own)
}

function headersOf(answer: IncomingMessage): IncomingMessage['headers'] {
  const headers = { ...answer.headers }
  delete headers['transfer-encoding']
  delete headers.connection
  return headers
}

const passedOn = (res: ServerResponse) => (answer: IncomingMessage, status: number) => {
  res.writeHead(status, headersOf(answer))
  answer.pipe(res)
}

const gzipped = (res: ServerResponse) => (answer: IncomingMessage, status: number) => {
  const chunks: Buffer[] = []
  answer.on('data', (chunk: Buffer) => chunks.push(chunk))
  answer.on('end', () => {
    gzip(Buffer.concat(chunks), (error, body) => {
      if (error) return res.destroy()
      res.writeHead(status, { ...headersOf(answer), 'content-encoding': 'gzip' }).end(body)
    })
  })
}

// Made at the first request (the command's probe), so that none of the answers waits for one.
const made: readonly [BombEncoding, string][] = [
  ['gzip', jsonStart],
  ['gzip', pageStart],
  ['br', jsonStart],
  ['deflate', jsonStart],
]

export const gzipBomb: Behaviour = {
  intercept: (req, res) => {
    for (const [encoding, start] of made) bomb(encoding, start).catch(() => undefined)
    if (req.headers[passHeader]) return false
    if (startsWith(req, '/oauth/token')) bombRefusals(req, res, 'application/json', gzipped(res))
    else if (startsWith(req, '/api/me')) answerBomb(res, 'br', 200, 'application/json')
    else if (startsWith(req, '/.well-known/')) answerBomb(res, 'deflate', 200, 'application/json')
    else if (startsWith(req, '/oauth/authorize') && fromBrowser(req))
      bombRefusals(req, res, 'text/html; charset=utf-8', passedOn(res))
    else return false
    return true
  },
}
