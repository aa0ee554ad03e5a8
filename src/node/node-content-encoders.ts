import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { ContentEncoder, ContentEncoders } from '../server/content-encoders'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Quality 5: on study content about as small as quality 9 at a tenth of the time (355 kB of
// JSON: 8.7 kB in 2 ms against 7.6 kB in 26 ms; quality 11 took 1.2 s for 8.7 kB). It runs once per
// revision, but on the first participant's request (docs/architecture.md#compression).
const brotliQuality = 5

const br: ContentEncoder = async (body) =>
  toBytes(
    await brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  )

const gzipEncoder: ContentEncoder = async (body) =>
  toBytes(await gzipAsync(body, { level: constants.Z_DEFAULT_COMPRESSION }))

/**
 * Brotli and gzip by `node:zlib` (on the thread pool, off the event loop), for the proxy's
 * `compression.encoders` on Node, whose `CompressionStream` makes no brotli on Node 20.
 *
 * @example createStudyProxy({ …, compression: { encoders: nodeContentEncoders } })
 */
export const nodeContentEncoders: Readonly<ContentEncoders> = Object.freeze({
  br,
  gzip: gzipEncoder,
})

/** A Buffer as a plain Uint8Array over its own ArrayBuffer (a Buffer may share a pooled one). */
function toBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(buffer.byteLength)
  bytes.set(buffer)
  return bytes
}
