import { callUpstream, checkAnswer, type UpstreamAnswer } from './call-upstream'
import { checkRequestOrigin, type OriginPolicy } from './check-request-origin'
import { checkIdempotencyKey, checkParticipantBody } from './check-participant-body'
import { defaultClientId, type ClientInfo } from './client-id'
import { createClientLimits } from './create-client-limits'
import { createContentCache, type CachedContent } from './create-content-cache'
import { contentEncodingsFor } from './content-encodings-for'
import { contentResponse, revisionTag, toResponse } from './content-response'
import { createIdRegistry, startedSessionId, type IdStanding } from './create-id-registry'
import { createMemoryStore } from './create-memory-store'
import { createProxyStats, type StudyProxyStats } from './create-proxy-stats'
import { createUpstreamBudget } from './create-upstream-budget'
import { answerPreflight, corsHeaders, varyHeader } from './cors-headers'
import { isProxyError, ProxyError, rateLimited } from './proxy-error'
import { matchProxyRoute, type ProxyRoute, type ProxyRouteName } from './proxy-routes'
import { readJsonBody, type JsonBody } from './read-json-body'
import { createResumeRoutes, matchResumeRoute, type ResumeRoute } from './resume-routes'
import { upstreamTargetOf } from './upstream-target-of'
import type { StudyProxyOptions } from './study-proxy-options'

/** A fetch-standard handler: mount it in any server that speaks `Request`/`Response`. */
export type StudyProxyHandler = (request: Request, info?: ClientInfo) => Promise<Response>

/** The proxy: call it as a handler; `stats()` tells what it has done. */
export interface StudyProxy extends StudyProxyHandler {
  /** Upstream calls by route, cache hits, queued and rejected requests (this process). */
  stats(): StudyProxyStats
}

// Under overload, finish the participants already under way before starting new ones
// (docs/architecture.md#the-request-budget).
const routePriority: Record<ProxyRouteName, number> = {
  finishSession: 0,
  submitResponses: 1,
  content: 2,
  startSession: 3,
}

/**
 * A call naming an id the service never confirmed waits behind every known participant's call: a
 * study seen for the first time next (its first content load), an unconfirmed session last.
 */
function priorityOf({ route, unverified }: Metered): number {
  if (!unverified) return routePriority[route.name]
  return route.sessionId === undefined ? 3.5 : 4 + routePriority[route.name] / 10
}

/**
 * Creates the proxy a host mounts in its backend (docs/architecture.md). It forwards exactly the
 * four participant routes to the Study Service with the key added, meters them against the key's
 * budget (docs/architecture.md#the-request-budget), caches content per study, and answers
 * everything else itself — among it the fifth route, "continue on another device", from its store
 * (docs/architecture.md#continue-on-another-device).
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
  // Missing settings (a build without the server's environment) throw per request, not here.
  const upstreamTarget = upstreamTargetOf(options)
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  if (basePath && !basePath.startsWith('/')) {
    throw new Error(
      `[study-runner] createStudyProxy \`basePath\` must start with "/", e.g. "/api/study".`,
    )
  }
  const now = options.now ?? (() => Date.now())
  const store = options.store ?? createMemoryStore()
  const studies = options.studies ? new Set(options.studies) : undefined
  const originPolicy: OriginPolicy = {
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    allowRequestsWithoutOrigin: options.allowRequestsWithoutOrigin ?? true,
  }
  const maxBodyBytes = options.maxBodyBytes ?? 65_536
  const cacheTtlMs = options.cacheTtlMs ?? 300_000
  const budget = createUpstreamBudget(store, now, options.budget)
  const cache = createContentCache(store, now, { ttlMs: cacheTtlMs })
  const registry = createIdRegistry(store, now)
  const { counters, snapshot } = createProxyStats()
  const limits =
    options.rateLimit === false
      ? undefined
      : createClientLimits(
          store,
          now,
          options.rateLimit ?? {},
          options.budget?.perMinute ?? 120,
          (reason) => {
            counters.rejected.rateLimit++
            if (reason === 'unverified') counters.rejected.unverified++
          },
        )
  const resumeContext = { store, now, registry, originPolicy, studies, maxBodyBytes, limits }
  const resume = createResumeRoutes(resumeContext, options.resume)
  const onError = options.onError ?? ((error) => console.error('[study-runner] proxy:', error))
  const encodings = contentEncodingsFor(options.compression, onError)
  let warnedUnknownClient = false

  async function handle(request: Request, info: ClientInfo | undefined): Promise<Response> {
    upstreamTarget()
    const url = new URL(request.url)
    const route = matchRoute(request, url)
    if (route instanceof Response) return route
    checkRequestOrigin(request, url, originPolicy)
    const client = await clientOf(request, info)
    if (isResumeRoute(route)) return resume!(request, url, route, client) // matched only when on
    const standing = await standingOf(route)
    await limits?.admit(client, route)
    if (standing.kind === 'gone') return replayGone(standing.answer)
    const body = route.method === 'POST' ? await readJsonBody(request, maxBodyBytes) : undefined
    if (body) checkParticipantBody(route.name, body.value)
    checkIdempotencyKey(request.headers.get('idempotency-key'))
    const refusal = await runGuard(request, route, body)
    if (refusal) return refusal
    const call: Metered = { route, client, unverified: standing.kind === 'unverified' }
    if (route.name === 'content' && route.studyId) {
      return serveContent(request, call, route.studyId)
    }
    await spendBudget(call)
    const answer = await forward(route, request.headers, body?.bytes)
    await learn(route, answer)
    return toResponse(answer, 'no-store')
  }

  /** Who the client is, for its limits; warns once when the server gives no address at all. */
  async function clientOf(request: Request, info: ClientInfo | undefined): Promise<string> {
    const own = await options.clientId?.(request, info)
    if (own !== undefined) return own
    const client = defaultClientId(request, info, options.trustProxy ?? false)
    if (client === 'unknown' && limits && !warnedUnknownClient) {
      warnedUnknownClient = true
      console.warn(
        '[study-runner] createStudyProxy: no client address (this server passes none), so every ' +
          'participant shares one rate-limit bucket. Pass `clientId` (see the README, "Who a ' +
          'client is") or mount the proxy with toNodeHandler.',
      )
    }
    return client
  }

  /** Whether the service has confirmed (or denied) the id the call names. */
  function standingOf(route: ProxyRoute): Promise<IdStanding> {
    if (route.sessionId !== undefined) return registry.standing('session', route.sessionId)
    return registry.standing('study', route.studyId ?? '')
  }

  /** Remembers what the service said about the call's ids (and a new session's id). */
  async function learn(route: ProxyRoute, answer: UpstreamAnswer): Promise<void> {
    if (route.sessionId !== undefined) {
      await registry.observe('session', route.sessionId, answer)
      return
    }
    await registry.observe('study', route.studyId ?? '', answer)
    const sessionId = route.name === 'startSession' ? startedSessionId(answer) : undefined
    if (sessionId !== undefined) await registry.observe('session', sessionId, answer)
  }

  function replayGone(answer: UpstreamAnswer): Response {
    counters.rejected.invalid++
    if (answer.body === null) throw new ProxyError(404, 'not_found', 'No such study or session.')
    return toResponse(answer, 'no-store')
  }

  function matchRoute(request: Request, url: URL): ProxyRoute | ResumeRoute | Response {
    const { pathname } = url
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      throw notFound()
    }
    const path = pathname.slice(basePath.length)
    const match =
      (resume && matchResumeRoute(request.method, path)) || matchProxyRoute(request.method, path)
    if (match.kind === 'not-found') throw notFound()
    if (match.kind === 'method-not-allowed') {
      const preflight = answerPreflight(request, match.allow, originPolicy.allowedOrigins)
      if (preflight) return preflight
      throw new ProxyError(405, 'method_not_allowed', `Use ${match.allow}.`, { allow: match.allow })
    }
    if (isResumeRoute(match.route)) return match.route
    const { studyId } = match.route
    if (studies && studyId !== undefined && !studies.has(studyId)) throw notFound()
    return match.route
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
    // A copy: the host's Response may be immutable (fetched) or handed out again, and the proxy
    // adds its headers (CORS for this request's origin) to what it answers.
    if (verdict instanceof Response) return new Response(verdict.body, verdict)
    throw new ProxyError(403, 'forbidden', 'This call is not allowed here.')
  }

  async function serveContent(request: Request, call: Metered, studyId: string) {
    const respond = (entry: CachedContent) =>
      contentResponse(
        request,
        entry,
        entry.status === 200 ? encodings?.of(studyId, entry) : undefined,
      )
    const cached = await cache.read(studyId)
    if (cached && cached.freshUntil > now()) {
      counters.cacheHits++
      return respond(cached)
    }
    counters.cacheMisses++
    try {
      return await respond(await cache.load(studyId, () => fetchContent(call, cached)))
    } catch (error) {
      // Serve stale content while the service is busy or down (RFC 5861 stale-if-error).
      const busy = isProxyError(error) && [429, 502, 504].includes(error.status)
      if (busy && cached?.status === 200) return respond(cached)
      throw error
    }
  }

  async function fetchContent(call: Metered, stale: CachedContent | undefined) {
    const { route } = call
    await spendBudget(call)
    const revalidate = stale?.status === 200 && stale.etag ? stale.etag : undefined
    const answer = await forward(
      route,
      new Headers({ accept: 'application/json' }),
      undefined,
      revalidate,
    )
    if (answer.status !== 304) await learn(route, answer)
    if (answer.status === 304) {
      if (!stale) throw new ProxyError(502, 'upstream_unavailable', 'Unexpected 304 upstream.')
      return { ...stale, freshUntil: now() + cache.freshness(200) }
    }
    const etag = answer.status === 200 ? (answer.headers.etag ?? revisionTag(answer.body)) : null
    return { ...answer, etag, freshUntil: now() + cache.freshness(answer.status) }
  }

  async function spendBudget(call: Metered): Promise<void> {
    const kind = call.route.sessionId === undefined ? 'study' : 'session'
    await limits?.chargeUpstream(call.client, call.unverified ? kind : undefined)
    const decision = await budget.acquire(priorityOf(call))
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
    const { answer, headers } = await callUpstream(upstreamTarget(), {
      method: route.method,
      path: route.upstreamPath,
      requestHeaders,
      ...(body ? { body } : {}),
      ...(ifNoneMatch ? { ifNoneMatch } : {}),
    })
    const status = String(answer.status)
    counters.upstreamStatuses[status] = (counters.upstreamStatuses[status] ?? 0) + 1
    await budget.observe(answer.status, headers)
    return checkAnswer(answer)
  }

  async function studyProxy(request: Request, info?: ClientInfo): Promise<Response> {
    let response: Response
    try {
      response = await handle(request, info)
    } catch (error) {
      response = errorToResponse(error)
    }
    // Every answer here is the proxy's own (a guard's is copied in runGuard): its headers are set in
    // place rather than copied into yet another Response.
    const { headers } = response
    // A preflight names its full list; content adds Accept-Encoding to ours.
    const vary = headers.get('vary')
    if (vary === null) headers.set('vary', varyHeader)
    else if (!/\borigin\b/i.test(vary)) headers.set('vary', `${vary}, ${varyHeader}`)
    for (const [name, value] of Object.entries(
      corsHeaders(request.headers.get('origin'), originPolicy.allowedOrigins),
    )) {
      headers.set(name, value)
    }
    headers.set('x-content-type-options', 'nosniff')
    return response
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

/**
 * One participant call on its way upstream: what it is, whose it is, and whether its id is known.
 */
interface Metered {
  route: ProxyRoute
  client: string
  unverified: boolean
}

function isResumeRoute(route: ProxyRoute | ResumeRoute): route is ResumeRoute {
  return route.name === 'createResume' || route.name === 'claimResume'
}

function notFound(): ProxyError {
  return new ProxyError(404, 'not_found', 'No such route.')
}
