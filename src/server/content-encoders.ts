import type { CompressedCoding } from './negotiate-encoding'

/** Compresses a whole body into one content coding. */
export type ContentEncoder = (body: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>>

/** The encoders a proxy compresses content with, by the coding they produce. */
export type ContentEncoders = Partial<Record<CompressedCoding, ContentEncoder>>

/**
 * The encoders the runtime offers through the Compression Streams standard: gzip wherever
 * `CompressionStream` exists (Node ≥ 18, Deno, Bun, workers, browsers), brotli where it also
 * accepts `'brotli'` (newer runtimes; not Node 20). Node 20 gets brotli from `study-runner/node`
 * (`nodeContentEncoders`). Nothing when the runtime has no `CompressionStream` at all.
 */
export function standardContentEncoders(): ContentEncoders {
  if (typeof CompressionStream === 'undefined') return {}
  return {
    ...(accepts('brotli') ? { br: (body) => compressWith('brotli', body) } : {}),
    gzip: (body) => compressWith('gzip', body),
  }
}

/** Whether this runtime's CompressionStream knows `format` (it throws a TypeError if not). */
function accepts(format: string): boolean {
  try {
    new CompressionStream(format as CompressionFormat)
    return true
  } catch {
    return false
  }
}

async function compressWith(
  format: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const compressed = new Blob([body])
    .stream()
    .pipeThrough(new CompressionStream(format as CompressionFormat))
  return new Uint8Array(await new Response(compressed).arrayBuffer())
}
