import type { UpstreamFetch } from './call-upstream'
import type { ClientInfo } from './client-id'
import type { ContentEncoders } from './content-encoders'
import type { LinkClient } from './link-client'
import type { UpstreamBudgetOptions } from './create-upstream-budget'
import type { ProxyRouteName } from './proxy-routes'
import type { ProxyStore } from './proxy-store'

/** What a {@link SessionGuard} is told about the call it judges. */
export interface GuardedCall {
  route: ProxyRouteName
  studyId?: string
  sessionId?: string
  /** The parsed JSON body of a POST (the request's own body has been read already). */
  body?: Record<string, unknown>
}

/**
 * The host's own check before a call may spend budget, e.g. "only signed-in users take studies":
 * `true` lets it through, `false` answers 403 `forbidden`, a Response is answered as it is.
 */
export type SessionGuard = (
  request: Request,
  call: GuardedCall,
) => boolean | Response | Promise<boolean | Response>

/** Per-client and per-session limits on browser requests, in requests a minute (token buckets). */
export interface ClientRateLimitOptions {
  /**
   * Requests a minute from one session (the `{id}` of the session routes). A participant sends
   * about one a page.
   * @default 60
   */
  perSession?: number
  /**
   * Requests a minute from one client (see `clientId`). Raise it when many participants share an
   * address (a classroom behind one NAT).
   * @default 120
   */
  perClient?: number
  /**
   * Upstream calls a minute one client may cause: its share of the key's budget. Content served
   * from the cache costs nothing. Raise it when a whole class behind one NAT takes a study.
   * @default a third of `budget.perMinute` (40)
   */
  upstreamPerClient?: number
  /**
   * Requests a minute from one client that name a session or study id the service has not
   * confirmed to this proxy (or to one sharing its store): invented ids, or a session another
   * proxy with its own store started. They also wait behind every known participant's calls.
   * @default 6
   */
  unverifiedPerClient?: number
  /**
   * Such requests a minute from all clients together: the most of the key's budget that made-up
   * ids can spend.
   * @default a quarter of `budget.perMinute` (30)
   */
  unverifiedTotal?: number
}

/**
 * The fifth route, "continue on another device" (docs/architecture.md#continue-on-another-device):
 * `POST {proxy}/resume` keeps a session's place in the `store` and answers a link,
 * `POST {proxy}/resume/{resumeId}` hands it back once. It spends no Study Service request.
 */
export interface ResumeOptions {
  /**
   * The longest a resume link stays valid, in hours. Content whose `resume.ttlHours` asks for less
   * gets less; more is capped here.
   * @default 72
   */
  ttlHours?: number
  /**
   * Shortens resume links with the Link API. Without it, or when the Link API refuses (100
   * creations an hour per key) or fails, the link is the long URL `…?resume=<id>`. Give it a key
   * of its own: the proxy's budget meters only its Study Service calls, and where both APIs share
   * keys, link creations on the proxy's key would spend that key's requests unseen.
   * @default undefined (long URLs)
   * @example createLinkClient({ baseUrl: process.env.LINK_API_URL!, apiKey: process.env.LINK_API_KEY! })
   */
  links?: LinkClient
  /** How long to wait for the Link API before answering the long URL. @default 5000 */
  linkTimeoutMs?: number
}

/**
 * How the proxy compresses study content (docs/architecture.md#compression): once per study
 * revision, into the codings it has encoders for, sent by the browser's `Accept-Encoding`.
 */
export interface CompressionOptions {
  /**
   * The encoders by coding. On Node 20, `nodeContentEncoders` from `study-runner/node` adds
   * brotli (its `CompressionStream` makes gzip only).
   * @default standardContentEncoders(): gzip by `CompressionStream`, brotli where the runtime's
   * `CompressionStream` accepts `'brotli'`
   * @example import { nodeContentEncoders } from 'study-runner/node'
   * createStudyProxy({ …, compression: { encoders: nodeContentEncoders } })
   */
  encoders?: ContentEncoders
  /** Content smaller than this many bytes is sent as it is. @default 1024 */
  minBytes?: number
}

/** Options of {@link createStudyProxy}. */
export interface StudyProxyOptions {
  /**
   * The Study Service address including the version prefix (spec: `{base_url}`).
   * Undefined or empty (an unset environment variable), the proxy is still created — so a build
   * that imports it without the server's environment passes — and each request answers 500 and
   * reports the missing setting to `onError`; a malformed address throws at once.
   * @example 'https://service.example/api/public/v1'
   */
  baseUrl: string
  /**
   * The live API key (`sk_live_…`). It is sent upstream only and never reaches a browser. Undefined
   * or empty, as `baseUrl`: each request answers 500 and says so to `onError`.
   */
  apiKey: string
  /**
   * Where the host mounts the proxy; requests outside it answer 404.
   * @default ''
   * @example '/api/study'
   */
  basePath?: string
  /**
   * Only these study ids are served (content and session start); others answer 404 without an
   * upstream call. Recommended in production: unknown ids then cost no budget.
   * @default undefined (every study of the key's account)
   */
  studies?: readonly string[]
  /** The host's own check before any upstream call. @default undefined (none) */
  sessionGuard?: SessionGuard
  /**
   * Origins of other sites whose pages may call the proxy (CSRF allowlist and the only origins
   * that get CORS headers). Exact `scheme://host[:port]`.
   * @default [] (same origin only; no CORS)
   * @example ['https://www.example.org']
   */
  allowedOrigins?: readonly string[]
  /**
   * Whether a POST with neither `Sec-Fetch-Site` nor `Origin` passes. Browsers always send one
   * of them; such requests come from non-browser clients (servers, apps, curl).
   * @default true
   */
  allowRequestsWithoutOrigin?: boolean
  /**
   * Largest accepted POST body in bytes (413 above). @default 65536
   * (docs/architecture.md#the-request-budget)
   */
  maxBodyBytes?: number
  /** Limits per client and per session (429 + `Retry-After`); `false` turns them off. */
  rateLimit?: ClientRateLimitOptions | false
  /**
   * Who the client is for the per-client limit. Return undefined to fall back to the default.
   * @default the socket address (`info.remoteAddress`), or `X-Forwarded-For` with `trustProxy`;
   * IPv6 by /64
   * @example (request) => request.headers.get('cf-connecting-ip') ?? undefined
   */
  clientId?: (
    request: Request,
    info: ClientInfo | undefined,
  ) => string | undefined | Promise<string | undefined>
  /**
   * How many proxies in front of this one append to `X-Forwarded-For` (`true` = 1). Only then does
   * that header count; otherwise anyone could forge it.
   * @default false
   */
  trustProxy?: boolean | number
  /**
   * The largest upstream answer read, in bytes, counted while it arrives (502
   * `upstream_unavailable` above). Study content is the largest answer.
   * @default 4194304 (4 MiB)
   */
  maxUpstreamBytes?: number
  /** How long one upstream call may take (504 `upstream_timeout` after). @default 10000 */
  timeoutMs?: number
  /** The key's upstream budget and the queue in front of it. @default 120 a minute, 10,000 a day */
  budget?: UpstreamBudgetOptions
  /** How long study content is served from the cache; 0 turns it off. @default 300000 (5 min) */
  cacheTtlMs?: number
  /**
   * The "continue on another device" route; `false` turns it off (its paths answer 404).
   * @default { ttlHours: 72 } (on, with long URLs)
   */
  resume?: ResumeOptions | false
  /**
   * Where budget, limits and cache live. Share one store between proxy instances that hold the
   * same key.
   * @default createMemoryStore() (per process)
   */
  store?: ProxyStore
  /**
   * Compression of study content by the browser's `Accept-Encoding` (gzip, brotli); `false`
   * sends it as it is (e.g. when a server in front compresses). Under Next.js, whose route
   * handlers drop a Response's `Content-Encoding`, the default is `false`.
   * @default { encoders: standardContentEncoders(), minBytes: 1024 } — `false` under Next.js
   */
  compression?: CompressionOptions | false
  /**
   * What the proxy sends its upstream calls with. On Node, `createPooledFetch()` from
   * `study-runner/node` answers faster (docs/architecture.md#upstream-connections); tests and
   * instrumentation pass their own.
   * @default globalThis.fetch
   */
  fetch?: UpstreamFetch
  /** The wall clock in ms (tests). @default Date.now */
  now?: () => number
  /**
   * Receives unexpected failures (the browser sees 500 `internal_error`). @default console.error
   */
  onError?: (error: unknown) => void
}
