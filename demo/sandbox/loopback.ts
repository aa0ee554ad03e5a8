import { isIP } from 'node:net'

/** What the sandbox knows about where a request came from. */
export interface RequestOrigin {
  /** The peer address of the socket; undefined when the handler was called without a server. */
  remoteAddress?: string
}

/**
 * Whether a request may use the `/_sandbox` controls (docs/sandbox.md: loopback only).
 * 127.0.0.0/8, ::1 and their IPv4-mapped forms count as loopback. A request with no address —
 * a test calling `app.fetch` directly — counts as loopback unless `unknownIsLoopback` is false.
 */
export function isLoopbackRequest(origin: RequestOrigin, unknownIsLoopback = true): boolean {
  const address = origin.remoteAddress
  if (address === undefined || address === '') return unknownIsLoopback
  const plain = address.toLowerCase().replace(/^::ffff:/, '')
  if (isIP(plain) === 4) return plain.startsWith('127.')
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1'
}
