import { callUpstream, type UpstreamAnswer, type UpstreamTarget } from './call-upstream'
import { checkRequestOrigin, type OriginPolicy } from './check-request-origin'
import { defaultClientId, type ClientInfo } from './client-id'
import { createContentCache, type CachedContent } from './create-content-cache'
import { contentResponse, revisionTag, toResponse } from './content-response'
import { createMemoryStore } from './create-memory-store'
import { createProxyStats, type StudyProxyStats } from './create-proxy-stats'
import { createUpstreamBudget } from './create-upstream-budget'
import { answerPreflight, corsHeaders, varyHeader } from './cors-headers'
import { isProxyError, ProxyError, rateLimited } from './proxy-error'
import { parseBaseUrl } from './parse-base-url'
import { matchProxyRoute, type ProxyRoute, type ProxyRouteName } from './proxy-routes'
import type { TokenBucketRule } from './proxy-store'
import { readJsonBody, type JsonBody } from './read-json-body'
import type { StudyProxyOptions } from './study-proxy-options'

/** A fetch-standard handler: mount it in any server that speaks `Request`/`Response`. */
export type StudyProxyHandler = (request: Request, info?: ClientInfo) => Promise<Response>

/** The proxy: call it as a handler; `stats()` tells what it has done. */
export interface StudyProxy extends StudyProxyHandler {
  /** Upstream calls by route, cache hits, queued and rejected requests (this process). */
  stats(): StudyProxyStats
}

// Under overload, finish the participants already under way before starting new ones (DESIGN.md §2).
const priorityOf: Record<ProxyRouteName, number> = {
  finishSession: 0,
  submitResponses: 1,
  content: 2,
  startSession: 3,
}

/**
 * Creates the proxy a host mounts in its backend (DESIGN.md §1). It forwards exactly the four
 * participant routes to the Study Service with the key added, meters them against the key's budget
 * (DESIGN.md §2), caches content per study, and answers everything else itself.
 *
 * @example
 * const proxy = createStudyProxy({
 *   baseUrl: 'https://service.example/api/public/v1',
 *   apiKey: process.env.STUDY_API_KEY!,
 *   basePath: '/api/study',
 *   studies: ['energy-check'],
 * })
 * // any fetch-standard server: export default { fetch: proxy }
 */
export function createStudyProxy(options: StudyProxyOptions): StudyProxy {
  const base = parseBaseUrl(options.baseUrl)
  if (!options.apiKey) {
    throw new Error('[study-runner] createStudyProxy needs `apiKey` (the server-side API key).')
  }
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  if (basePath && !basePath.startsWith('/')) {
    throw new Error(
      `[study-runner] createStudyProxy \`basePath\` must start with "/", e.g. "/api/study".`,
    )
  }
  const now = options.now ?? (() => Date.now())
  const store = options.store ?? createMemoryStore()
  const target: UpstreamTarget = {
    base,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  }
  const studies = options.studies ? new Set(options.studies) : undefined
  const originPolicy: OriginPolicy = {
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    allowRequestsWithoutOrigin: options.allowRequestsWithoutOrigin ?? true,
  }
  const maxBodyBytes = options.maxBodyBytes ?? 65_536
  const limits = options.rateLimit === false ? undefined : perMinuteRules(options.rateLimit ?? {})
  const cacheTtlMs = options.cacheTtlMs ?? 300_000
  const budget = createUpstreamBudget(store, now, options.budget)
  const cache = createContentCache(store, now, { ttlMs: cacheTtlMs })
  const { counters, snapshot } = createProxyStats()
  const onError = options.onError ?? ((error) => console.error('[study-runner] proxy:', error))

  async function handle(request: Request, info: ClientInfo | undefined): Promise<Response> {
    const url = new URL(request.url)
    const route = matchRoute(request, url)
    if (route instanceof Response) return route
    checkRequestOrigin(request, url, originPolicy)
    await checkRateLimits(request, info, route)
    const body = route.method === 'POST' ? await readJsonBody(request, maxBodyBytes) : undefined
    checkIdempotencyKey(request.headers.get('idempotency-key'))
    const refusal = await runGuard(request, route, body)
    if (refusal) return refusal
    if (route.name === 'content' && route.studyId) {
      return serveContent(request, route, route.studyId)
    }
    await spendBudget(route)
    const answer = await forward(route, request.headers, body?.bytes)
    return toResponse(answer, 'no-store')
  }

  function matchRoute(request: Request, url: URL): ProxyRoute | Response {
    const { pathname } = url
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      throw notFound()
    }
    const match = matchProxyRoute(request.method, pathname.slice(basePath.length))
    if (match.kind === 'not-found') throw notFound()
    if (match.kind === 'method-not-allowed') {
      const preflight = answerPreflight(request, match.allow, originPolicy.allowedOrigins)
      if (preflight) return preflight
      throw new ProxyError(405, 'method_not_allowed', `Use ${match.allow}.`, { allow: match.allow })
    }
    const { studyId } = match.route
    if (studies && studyId !== undefined && !studies.has(studyId)) throw notFound()
    return match.route
  }

  async function checkRateLimits(
    request: Request,
    info: ClientInfo | undefined,
    route: ProxyRoute,
  ) {
    if (!limits) return
    const client =
      (await options.clientId?.(request, info)) ??
      defaultClientId(request, info, options.trustProxy ?? false)
    const buckets: [string, TokenBucketRule][] = [[`limit:client:${client}`, limits.perClient]]
    if (route.sessionId) buckets.push([`limit:session:${route.sessionId}`, limits.perSession])
    for (const [key, rule] of buckets) {
      const wait = await store.takeToken(key, rule, now())
      if (wait > 0) {
        counters.rejected.rateLimit++
        throw rateLimited('Too many requests; wait and retry.', wait)
      }
    }
  }

  /** A Response when the host's guard refuses the call, else undefined. */
  async function runGuard(
    request: Request,
    route: ProxyRoute,
    body: JsonBody | undefined,
  ): Promise<Response | undefined> {
    if (!options.sessionGuard) return undefined
    const verdict = await options.sessionGuard(request, {
      route: route.name,
      ...(route.studyId !== undefined ? { studyId: route.studyId } : {}),
      ...(route.sessionId !== undefined ? { sessionId: route.sessionId } : {}),
      ...(body ? { body: body.value } : {}),
    })
    if (verdict === true) return undefined
    counters.rejected.guard++
    if (verdict instanceof Response) return verdict
    throw new ProxyError(403, 'forbidden', 'This call is not allowed here.')
  }

  async function serveContent(request: Request, route: ProxyRoute, studyId: string) {
    const cached = await cache.read(studyId)
    if (cached && cached.freshUntil > now()) {
      counters.cacheHits++
      return contentResponse(request, cached)
    }
    counters.cacheMisses++
    try {
      const loaded = await cache.load(studyId, () => fetchContent(route, cached))
      return contentResponse(request, loaded)
    } catch (error) {
      // Serve stale content while the service is busy or down (RFC 5861 stale-if-error).
      const busy = isProxyError(error) && [429, 502, 504].includes(error.status)
      if (busy && cached?.status === 200) return contentResponse(request, cached)
      throw error
    }
  }

  async function fetchContent(route: ProxyRoute, stale: CachedContent | undefined) {
    await spendBudget(route)
    const revalidate = stale?.status === 200 && stale.etag ? stale.etag : undefined
    const answer = await forward(
      route,
      new Headers({ accept: 'application/json' }),
      undefined,
      revalidate,
    )
    if (answer.status === 304) {
      if (!stale) throw new ProxyError(502, 'upstream_unavailable', 'Unexpected 304 upstream.')
      return { ...stale, freshUntil: now() + cache.freshness(200) }
    }
    const etag = answer.status === 200 ? (answer.headers.etag ?? revisionTag(answer.body)) : null
    return { ...answer, etag, freshUntil: now() + cache.freshness(answer.status) }
  }

  async function spendBudget(route: ProxyRoute): Promise<void> {
    const decision = await budget.acquire(priorityOf[route.name])
    if (!decision.granted) {
      counters.rejected.budget++
      throw rateLimited('The study service is busy; retry shortly.', decision.retryAfterMs)
    }
    if (decision.waited) counters.queued++
  }

  async function forward(
    route: ProxyRoute,
    requestHeaders: Headers,
    body?: Uint8Array<ArrayBuffer>,
    ifNoneMatch?: string,
  ): Promise<UpstreamAnswer> {
    counters.upstreamCalls[route.name]++
    const { answer, headers } = await callUpstream(target, {
      method: route.method,
      path: route.upstreamPath,
      requestHeaders,
      ...(body ? { body } : {}),
      ...(ifNoneMatch ? { ifNoneMatch } : {}),
    })
    const status = String(answer.status)
    counters.upstreamStatuses[status] = (counters.upstreamStatuses[status] ?? 0) + 1
    await budget.observe(answer.status, headers)
    return answer
  }

  async function studyProxy(request: Request, info?: ClientInfo): Promise<Response> {
    let response: Response
    try {
      response = await handle(request, info)
    } catch (error) {
      response = errorToResponse(error)
    }
    const headers = new Headers(response.headers)
    // A preflight names more request headers it varies on; keep its list.
    if (!headers.has('vary')) headers.set('vary', varyHeader)
    for (const [name, value] of Object.entries(
      corsHeaders(request.headers.get('origin'), originPolicy.allowedOrigins),
    )) {
      headers.set(name, value)
    }
    headers.set('x-content-type-options', 'nosniff')
    return new Response(response.body, { status: response.status, headers })
  }

  function errorToResponse(error: unknown): Response {
    if (!isProxyError(error)) {
      onError(error)
      return new ProxyError(500, 'internal_error', 'The proxy failed.').toResponse()
    }
    if (error.code === 'forbidden_origin') counters.rejected.origin++
    else if (error.status === 502 || error.status === 504) counters.rejected.upstream++
    else if ([400, 404, 405, 413, 415].includes(error.status)) counters.rejected.invalid++
    return error.toResponse()
  }

  return Object.assign(studyProxy, { stats: snapshot })
}

function perMinuteRules(limits: { perSession?: number; perClient?: number }) {
  const rule = (perMinute: number): TokenBucketRule => ({
    capacity: perMinute,
    refillPerSecond: perMinute / 60,
  })
  return { perSession: rule(limits.perSession ?? 60), perClient: rule(limits.perClient ?? 120) }
}

function notFound(): ProxyError {
  return new ProxyError(404, 'not_found', 'No such route.')
}

/** An `Idempotency-Key` is forwarded only when it is a plain token of at most 255 characters. */
function checkIdempotencyKey(value: string | null): void {
  if (value !== null && !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new ProxyError(
      400,
      'bad_request',
      'Idempotency-Key must be 1-255 visible ASCII characters.',
    )
  }
}
