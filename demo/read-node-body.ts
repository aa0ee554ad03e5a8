import type { IncomingMessage, ServerResponse } from 'node:http'
import { BodyReadError, BodyTooLargeError, checkContentLength } from './read-bounded-body'

const defaultMaxDrainBytes = 8 * 1024 * 1024

/** How much of a refused body is read and thrown away so its connection stays usable. */
export interface DrainOptions {
  /** Past this many unread bytes the connection is closed instead. @default 8 MiB */
  maxDrainBytes?: number
  /** Past this many milliseconds the connection is closed instead. @default 2000 */
  drainTimeoutMs?: number
}

/**
 * Reads a Node request's body of at most `maxBytes`, counting while it arrives. On a body too
 * large (declared or counted) the rest is drained as {@link discardNodeBody} does, so the refusal
 * can be answered on a connection that stays usable.
 *
 * @throws BodyTooLargeError when the body passes `maxBytes`
 * @throws BodyReadError when `Content-Length` is malformed or the connection fails
 */
export function readBoundedNodeBody(
  request: IncomingMessage,
  maxBytes: number,
  drain: DrainOptions = {},
): Promise<Buffer> {
  try {
    checkContentLength(request.headers['content-length'], maxBytes)
  } catch (error) {
    discardNodeBody(request, drain)
    return Promise.reject(error instanceof Error ? error : new BodyReadError(String(error)))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= maxBytes) return void chunks.push(chunk)
      stop()
      discardNodeBody(request, drain)
      reject(new BodyTooLargeError(maxBytes))
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (error: Error) => {
      stop()
      reject(new BodyReadError('The request body could not be read.', { cause: error }))
    }
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
  })
}

/**
 * Throws away what is left of a body the server answers without reading (a refusal), up to a
 * bound: a kept-alive connection then carries the next request instead of the old body's bytes.
 * A remainder past `maxDrainBytes` or `drainTimeoutMs` closes the connection (after the answer
 * was written, as far as Node lets it).
 */
export function discardNodeBody(request: IncomingMessage, options: DrainOptions = {}): void {
  if (request.complete || request.destroyed) return
  // Whoever read part of it is done with it (a web-stream adapter would pause the request again
  // as its own queue fills); as Node's own dump of an unread body does, take the rest.
  request.removeAllListeners('data')
  const maxDrainBytes = options.maxDrainBytes ?? defaultMaxDrainBytes
  let drained = 0
  const giveUp = () => {
    cleanUp()
    request.socket.destroySoon()
  }
  const timer = setTimeout(giveUp, options.drainTimeoutMs ?? 2000)
  timer.unref()
  const onData = (chunk: Buffer) => {
    drained += chunk.byteLength
    if (drained > maxDrainBytes) giveUp()
  }
  const cleanUp = () => {
    clearTimeout(timer)
    request.off('data', onData)
    request.off('end', cleanUp)
    request.off('error', cleanUp)
  }
  request.on('data', onData)
  request.on('end', cleanUp)
  request.on('error', cleanUp)
  request.resume()
}

/**
 * Once `response` is written, drains what is left of `request`'s body ({@link discardNodeBody}):
 * a handler that answered early (401, 404, 413, 415 …) leaves its kept-alive connection ready for
 * the next request instead of resetting it.
 */
export function drainAfterAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  options: DrainOptions = {},
): void {
  const declared = Number(request.headers['content-length'] ?? 0)
  // A body declared larger than would ever be drained: say at once that the connection ends.
  if (declared > (options.maxDrainBytes ?? defaultMaxDrainBytes)) {
    response.setHeader('connection', 'close')
  }
  response.once('finish', () => discardNodeBody(request, options))
}
