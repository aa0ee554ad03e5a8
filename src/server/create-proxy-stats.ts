import { proxyRouteNames, type ProxyRouteName } from './proxy-routes'

/** What a proxy has done since it was created (this process only). */
export interface StudyProxyStats {
  /** Upstream calls made, by route. */
  upstreamCalls: Record<ProxyRouteName, number>
  /** Upstream answers by HTTP status, e.g. `{ "200": 41, "201": 12 }`; `429` should stay absent. */
  upstreamStatuses: Record<string, number>
  /** Content requests answered from the cache. */
  cacheHits: number
  /** Content requests that needed upstream (shared by concurrent misses). */
  cacheMisses: number
  /** Calls that waited in the budget queue before going upstream. */
  queued: number
  /** Requests answered by the proxy itself with an error, by reason. */
  rejected: {
    /** 429: the upstream budget could not serve it in time. */
    budget: number
    /** 429: a per-client or per-session limit (including `unverified`). */
    rateLimit: number
    /** 429: the lane of calls naming ids the service never confirmed (invented sessions). */
    unverified: number
    /** 403 `forbidden_origin` (CSRF). */
    origin: number
    /** 403 from the `sessionGuard`. */
    guard: number
    /** 400, 404, 405, 413, 415: bad input. */
    invalid: number
    /** 502 and 504: the service failed or was slow. */
    upstream: number
  }
}

/** Mutable counters of one proxy; {@link snapshot} copies them. */
export function createProxyStats() {
  const counters: StudyProxyStats = {
    upstreamCalls: Object.fromEntries(proxyRouteNames.map((name) => [name, 0])) as Record<
      ProxyRouteName,
      number
    >,
    upstreamStatuses: {},
    cacheHits: 0,
    cacheMisses: 0,
    queued: 0,
    rejected: {
      budget: 0,
      rateLimit: 0,
      unverified: 0,
      origin: 0,
      guard: 0,
      invalid: 0,
      upstream: 0,
    },
  }
  return {
    counters,
    snapshot: (): StudyProxyStats => structuredClone(counters),
  }
}
