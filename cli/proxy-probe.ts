import { connect } from 'node:net'
import { shownProxy, type ProxyRoute } from '../fixtures/config/proxy-route.ts'
import { HarnessError } from '../fixtures/errors.ts'

const timeoutMs = 5_000

// A proxy that takes no connection would otherwise be reported as the target being
// unreachable: it is named instead, without its credentials.
export async function probeProxy(route: ProxyRoute): Promise<void> {
  const { hostname, port, protocol } = new URL(route.url)
  const failure = await new Promise<string | undefined>((done) => {
    const socket = connect({
      host: hostname.replace(/^\[(.*)\]$/, '$1'),
      port: Number(port) || (protocol === 'https:' ? 443 : 80),
    })
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      done(`no connection within ${timeoutMs} ms`)
    })
    socket.on('connect', () => {
      socket.destroy()
      done(undefined)
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      done(error.code ?? 'connection failed')
    })
  })
  if (failure !== undefined) {
    throw new HarnessError(
      'HARNESS_TARGET_UNREACHABLE',
      `${shownProxy(route)} unreachable: ${failure}`,
    )
  }
}
