import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { ContentEncoder, ContentEncoders } from '../server/content-encoders'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Quality 5 (docs/architecture.md#compression): it runs on the first participant's request of
// each revision. The example study's content: 4.4 kB in 1.4 ms, quality 11 3.8 kB in 79 ms; a
// generated 1000-question study's 355 kB of JSON: 8.7 kB in 2 ms, quality 11 took 1.2 s.
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
