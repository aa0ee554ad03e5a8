/**
 * Reading a request body without trusting its size: the demo's servers (sandbox, console, event
 * receiver) count bytes while they arrive and stop at the limit, so a 200 MB chunked upload costs
 * no more memory than the limit itself.
 */

/** Why a body was not read: it passed `maxBytes`, or its `Content-Length` said it would. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError' as const

  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes.`)
  }
}

/** Why a body could not be read: a malformed `Content-Length`, or the stream failed. */
export class BodyReadError extends Error {
  override name = 'BodyReadError' as const
}

/** True for a {@link BodyTooLargeError}. */
export function isBodyTooLargeError(error: unknown): error is BodyTooLargeError {
  return error instanceof BodyTooLargeError
}

/** True for a {@link BodyReadError}. */
export function isBodyReadError(error: unknown): error is BodyReadError {
  return error instanceof BodyReadError
}

/**
 * Reads a body of at most `maxBytes`. A declared `Content-Length` above the limit is refused before
 * a byte is read; without one (chunked), reading stops at the first chunk that passes the limit
 * and the stream is released, never read further. What is left unread is the server's to drain
 * (bounded) or close on: see `drainAfterAnswer` in read-node-body.ts.
 *
 * @throws BodyTooLargeError when the body passes `maxBytes`
 * @throws BodyReadError when `Content-Length` is malformed or the stream fails
 * @example
 * const bytes = await readBoundedBody(request.body, {
 *   maxBytes: 65_536,
 *   contentLength: request.headers.get('content-length'),
 * })
 */
export async function readBoundedBody(
  body: ReadableStream<Uint8Array> | null | undefined,
  options: { maxBytes: number; contentLength?: string | null },
): Promise<Uint8Array<ArrayBuffer>> {
  const { maxBytes } = options
  checkContentLength(options.contentLength, maxBytes)
  if (!body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const accept = (chunk: Uint8Array): boolean => {
    size += chunk.byteLength
    if (size > maxBytes) return false
    chunks.push(chunk)
    return true
  }
  try {
    await readStream(body, accept)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error
    throw new BodyReadError('The request body could not be read.', { cause: error })
  }
  if (size > maxBytes) throw new BodyTooLargeError(maxBytes)
  return concatChunks(chunks, size)
}

/**
 * Refuses a declared `Content-Length` above `maxBytes` before anything is read.
 *
 * @throws BodyTooLargeError when the declared length passes `maxBytes`
 * @throws BodyReadError when it is not a length (RFC 9110 §8.6: digits only)
 */
export function checkContentLength(contentLength: string | null | undefined, maxBytes: number) {
  if (contentLength === null || contentLength === undefined) return
  if (!/^\d{1,15}$/.test(contentLength.trim())) {
    throw new BodyReadError('Content-Length is malformed.')
  }
  if (Number(contentLength) > maxBytes) throw new BodyTooLargeError(maxBytes)
}

/**
 * {@link readBoundedBody} for a fetch `Request`: its body stream and its `Content-Length`.
 *
 * @throws BodyTooLargeError when the body passes `maxBytes`
 * @throws BodyReadError when `Content-Length` is malformed or the stream fails
 */
export async function readBoundedRequestBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const contentLength = request.headers.get('content-length')
  // Checked before `request.body` is touched: on @hono/node-server that getter starts reading.
  checkContentLength(contentLength, maxBytes)
  return readBoundedBody(request.body, { maxBytes, contentLength })
}

async function readStream(
  stream: ReadableStream<Uint8Array>,
  accept: (chunk: Uint8Array) => boolean,
): Promise<void> {
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    if (!accept(value)) {
      // Reading stops here, but the stream is released rather than cancelled: under Node's
      // adapters (`Readable.toWeb`) cancelling destroys the request and its socket, and with it
      // the 413 not yet sent. The server drains or closes on the rest (read-node-body.ts).
      reader.releaseLock()
      return
    }
  }
}

/** The chunks as one array of `size` bytes. */
export function concatChunks(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
