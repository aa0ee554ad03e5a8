import { standardContentEncoders } from './content-encoders'
import { createContentEncodings, type ContentEncodings } from './create-content-encodings'
import type { CompressionOptions } from './study-proxy-options'

/**
 * Whether the proxy runs where its answer's `Content-Encoding` will not reach the browser. Next.js
 * route handlers (both runtimes; `NEXT_RUNTIME` is set in each) copy a Response's headers without
 * `content-encoding`, `content-length` and `transfer-encoding` — it assumes a body may have been
 * decoded on the way — so compressed bytes would arrive labelled as plain JSON. There the proxy
 * leaves compression to whatever serves the app (Vercel's edge network, a reverse proxy).
 */
export function dropsContentEncoding(): boolean {
  // Spelled out in full: Next.js's bundler replaces `process.env.NEXT_RUNTIME` with the runtime's
  // name in the code it bundles (ours included); its edge sandbox also sets it at run time.
  return typeof process !== 'undefined' && typeof process.env.NEXT_RUNTIME === 'string'
}

/**
 * The proxy's content compression from its `compression` option (docs/architecture.md#compression):
 * none with `false`, and by default none where the answer's `Content-Encoding` would be dropped.
 */
export function contentEncodingsFor(
  compression: CompressionOptions | false | undefined,
  onError: (error: unknown) => void,
): ContentEncodings | undefined {
  if (compression && dropsContentEncoding()) {
    console.warn(
      '[study-runner] createStudyProxy: Next.js drops Content-Encoding from route handler answers, so compressed content would reach browsers unreadable; leave `compression` unset there (it is off by default under Next.js).',
    )
  }
  const chosen = compression ?? (dropsContentEncoding() ? false : {})
  if (chosen === false) return undefined
  return createContentEncodings({
    encoders: chosen.encoders ?? standardContentEncoders(),
    minBytes: chosen.minBytes ?? 1024,
    onError,
  })
}
