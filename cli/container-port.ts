import { createServer } from 'node:net'

// A port on 127.0.0.1 that was free a moment ago, for a container to be published on. Chosen
// before the start because the base URL built from it may be part of the container's config.
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}
