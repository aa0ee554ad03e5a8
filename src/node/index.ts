// The Node-only adapters: everything here may import `node:*`. `study-runner/server` stays
// fetch-standard so that it runs on edge runtimes (Vercel/Next.js edge, Cloudflare Workers, Deno).
export { toNodeHandler } from './to-node-handler'
export type { FetchHandler, NodeHandlerOptions } from './to-node-handler'
export type { DrainOptions } from './drain-request-body'
export { nodeContentEncoders } from './node-content-encoders'
export { createPooledFetch } from './create-pooled-fetch'
export type { PooledFetch, PooledFetchOptions } from './create-pooled-fetch'
