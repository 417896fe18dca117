import type { IncomingMessage } from 'node:http'

// What each request carried, kept by the proxy as it forwards the body: a mode that echoes
// requests reads it back.
const bodies = new WeakMap<IncomingMessage, string>()

export function keepBody(req: IncomingMessage, body: string): void {
  bodies.set(req, body)
}

export const bodyOf = (req: IncomingMessage): string => bodies.get(req) ?? ''
