import { createReadStream, statSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

// Serves Glewlwyd's web app and passes /api and /config to Glewlwyd, on loopback: Glewlwyd's
// own static file server keeps every file it served open and stops accepting connections at
// 1024 descriptors, within one conformance run (Debian's README.Debian advises a web server).

// What Glewlwyd's own static file server sends with every file.
const glewlwydHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'x-frame-options': 'deny',
}
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface GlewlwydFront {
  readonly url: string
  // Glewlwyd's own port, set once it listens: the front listens first, so that Glewlwyd can be
  // told its external address.
  backend: number
  close(): Promise<void>
}

// port 0: a free one, read from url.
export async function startGlewlwydFront(webapp: string, port = 0): Promise<GlewlwydFront> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path.startsWith('/api/') || path === '/config' || path.startsWith('/config/')) {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: front.backend,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
      return
    }
    let file = join(webapp, normalize(path === '/' ? '/index.html' : path))
    try {
      // Debian ships config.json as a folder holding config.json.
      if (statSync(file).isDirectory()) file = join(file, 'config.json')
      const type = types[extname(file)] ?? 'application/octet-stream'
      res.writeHead(200, { ...glewlwydHeaders, 'content-type': type })
      createReadStream(file).pipe(res)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const front: GlewlwydFront = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backend: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
  return front
}
