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
