import type { IncomingMessage } from 'node:http'

/** How much of a body the handler did not read is thrown away to keep the connection usable. */
export interface DrainOptions {
  /**
   * Past this many unread bytes the connection is closed instead of drained.
   * @default 1048576 (1 MiB)
   */
  maxDrainBytes?: number
  /**
   * Past this many milliseconds of draining the connection is closed instead.
   * @default 2000
   */
  drainTimeoutMs?: number
}

const defaultMaxDrainBytes = 1024 * 1024
const defaultDrainTimeoutMs = 2000

/**
 * Reads and throws away what is left of a request body the handler did not read (a 413, 415, 403
 * or 404 answered early), before the answer is written: at most `maxDrainBytes` within
 * `drainTimeoutMs`. Resolves true when the body ended and the connection can carry the next
 * request, false when the answer must say `Connection: close` (the rest is left unread and the
 * connection is closed after the answer) — either way the client reads a complete answer and its
 * kept-alive connection is never reset under it.
 */
export function drainUnreadBody(
  request: IncomingMessage,
  options: DrainOptions = {},
): Promise<boolean> {
  if (request.complete) return Promise.resolve(true)
  if (request.destroyed) return Promise.resolve(false)
  const maxDrainBytes = options.maxDrainBytes ?? defaultMaxDrainBytes
  const declared = Number(request.headers['content-length'] ?? 0)
  // Declared larger than would ever be drained: say at once that the connection ends.
  if (declared > maxDrainBytes) return Promise.resolve(false)
  // Whoever read part of it (the web-stream adapter) is done with it; take the rest as Node's
  // own dump of an unread body does, but bounded.
  request.removeAllListeners('data')
  return new Promise((resolve) => {
    let drained = 0
    const settle = (ended: boolean) => {
      clearTimeout(timer)
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
      if (!ended) request.pause()
      resolve(ended)
    }
    const onData = (chunk: Buffer) => {
      drained += chunk.byteLength
      if (drained > maxDrainBytes) settle(false)
    }
    const onEnd = () => settle(true)
    const onError = () => settle(false)
    const timer = setTimeout(() => settle(false), options.drainTimeoutMs ?? defaultDrainTimeoutMs)
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
    request.resume()
  })
}
