import type { IncomingMessage, ServerResponse } from 'node:http'

// What a hostile mode may do to the reference server's traffic, and what it sees of it.

export interface Upstream {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

export interface ModeState {
  requests: number
  bytesSent: number
  // Closes the listening socket and every connection: the target is gone.
  die(): void
}

export interface Behaviour {
  // Answers the request itself; false hands it to the reference server.
  readonly intercept?: (req: IncomingMessage, res: ServerResponse, state: ModeState) => boolean
  // Changes the reference server's answer on its way back.
  readonly transform?: (req: IncomingMessage, upstream: Upstream) => Upstream
}
