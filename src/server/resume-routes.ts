import { checkClaimBody, checkResumeBody, type ResumeDeadline } from './check-resume-body'
import type { OriginPolicy } from './check-request-origin'
import type { ClientLimits } from './create-client-limits'
import type { IdRegistry } from './create-id-registry'
import { ProxyError } from './proxy-error'
import type { ProxyStore } from './proxy-store'
import { readJsonBody } from './read-json-body'
import { resumeUrl, shortenResumeUrl } from './resume-link'
import type { ResumeOptions } from './study-proxy-options'
import { takeStoredValue } from './take-stored-value'

/** The fifth route's two calls: create a resume record, claim it. */
export type ResumeRouteName = 'createResume' | 'claimResume'

/** A matched resume call. */
export interface ResumeRoute {
  name: ResumeRouteName
  /** Set on `claimResume`. */
  resumeId?: string
}

/** What a path below `basePath` is to the resume routes (as `RouteMatch` is to the four). */
export type ResumeMatch =
  | { kind: 'route'; route: ResumeRoute }
  | { kind: 'method-not-allowed'; allow: string }
  | { kind: 'not-found' }

/**
 * What `POST {proxy}/resume/{resumeId}` answers, once: the session's place as the first device
 * left it (docs/architecture.md#continue-on-another-device).
 */
export interface ResumeRecord {
  studyId: string
  sessionId: string
  /** The session token the first device sent; the proxy could not check it. */
  token: string
  /** The page on screen, as its index. */
  page: number
  /** The acknowledged answers, by `variableCode`, as the widget keeps them. */
  answers: Record<string, Record<string, unknown>>
  /** The seed of the session's shuffles (its start's `Idempotency-Key`), when the widget sent it. */
  seed?: string
  /** The language the session runs in, when the widget sent it. */
  language?: string
  /** The clocks of the timed modules entered, by module id, when the widget sent them. */
  deadlines?: Record<string, ResumeDeadline>
  /** When the record would have expired, ISO 8601. */
  expiresAt: string
}

/** 128 random bits in base64url: 22 characters. */
const resumeIdPattern = /^[A-Za-z0-9_-]{22}$/
const hourMs = 3_600_000

/**
 * Matches `/resume` and `/resume/{resumeId}` below the proxy's `basePath`; undefined for any
 * other path. A malformed id is 404, whatever the method, as on the four routes.
 */
export function matchResumeRoute(method: string, path: string): ResumeMatch | undefined {
  const id = path === '/resume' ? undefined : /^\/resume\/([^/]+)$/.exec(path)?.[1]
  if (path !== '/resume' && id === undefined) return undefined
  if (id !== undefined && !resumeIdPattern.test(id)) return { kind: 'not-found' }
  if (method !== 'POST') return { kind: 'method-not-allowed', allow: 'POST' }
  return {
    kind: 'route',
    route: id === undefined ? { name: 'createResume' } : { name: 'claimResume', resumeId: id },
  }
}

/** What the resume routes need from the proxy. */
export interface ResumeRouteContext {
  store: ProxyStore
  now: () => number
  registry: IdRegistry
  originPolicy: OriginPolicy
  /** The proxy's `studies` allowlist, if any. */
  studies: ReadonlySet<string> | undefined
  maxBodyBytes: number
  /** The per-client limits; undefined with `rateLimit: false`. */
  limits: ClientLimits | undefined
}

/** Answers a resume call from `client`; the origin check has run already. */
export type ResumeRoutes = (
  request: Request,
  url: URL,
  route: ResumeRoute,
  client: string,
) => Promise<Response>

/**
 * Creates the proxy's fifth route (docs/architecture.md#continue-on-another-device): it keeps a
 * session's place under a random id in the proxy's `store` and hands it back once. It spends no
 * Study Service request, so it cannot check the token upstream: it stores the token it is given
 * and the claim hands it back; a wrong one fails at the service (403 `invalid_token`) on the other
 * device's first call, as it would on this one's. What it does check is that the session is one
 * the service confirmed to this proxy (or to one sharing its store).
 */
export function createResumeRoutes(
  context: ResumeRouteContext,
  resumeOption: ResumeOptions | false = {},
): ResumeRoutes | undefined {
  if (resumeOption === false) return undefined
  const options = resumeOption
  const maxTtlHours = options.ttlHours ?? 72
  if (!(maxTtlHours > 0 && Number.isFinite(maxTtlHours))) {
    throw new Error('[study-runner] createStudyProxy `resume.ttlHours` must be a positive number.')
  }
  const linkTimeoutMs = options.linkTimeoutMs ?? 5_000
  if (!(linkTimeoutMs > 0 && Number.isFinite(linkTimeoutMs))) {
    throw new Error(
      '[study-runner] createStudyProxy `resume.linkTimeoutMs` must be a positive number of ms.',
    )
  }
  const { store, now, limits } = context
  let warnedLinkFailure = false

  async function create(request: Request, url: URL): Promise<Response> {
    const body = await readJsonBody(request, context.maxBodyBytes)
    const { destination, ttlHours, param, ...kept } = checkResumeBody(body.value)
    const resumeId = newResumeId()
    const allowedOrigins = context.originPolicy.allowedOrigins
    const longUrl = resumeUrl(destination, { resumeId, param }, url, allowedOrigins)
    if (context.studies && !context.studies.has(kept.studyId)) throw unknownSession()
    const standing = await context.registry.standing('session', kept.sessionId)
    if (standing.kind !== 'known') throw unknownSession()
    await limits?.admitResumeLink(kept.sessionId)
    const ttlMs = Math.min(ttlHours ?? maxTtlHours, maxTtlHours) * hourMs
    const expiresAt = new Date(now() + ttlMs).toISOString()
    const record: ResumeRecord = { ...kept, expiresAt }
    try {
      await store.set(`resume:${resumeId}`, JSON.stringify(record), ttlMs, now())
    } catch (error) {
      // A store client's error may quote the command, and with it the token: `onError` logs
      // errors, so only the kind of failure goes on.
      throw new Error(
        `[study-runner] the proxy's store could not keep a resume record (${(error as Error)?.name})`,
      )
    }
    const link = await shortenResumeUrl(options.links, longUrl, linkTimeoutMs)
    if (!link.shortened && options.links && !warnedLinkFailure) {
      warnedLinkFailure = true
      console.warn(
        `[study-runner] createStudyProxy: the link API made no resume link (${link.reason}); ` +
          'participants get the long URL meanwhile.',
      )
    }
    return Response.json(
      { resumeId, url: link.url, expiresAt },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    )
  }

  async function claim(request: Request, resumeId: string): Promise<Response> {
    const { studyId } = checkClaimBody((await readJsonBody(request, context.maxBodyBytes)).value)
    const key = `resume:${resumeId}`
    // A widget of another study on the page (or a host page showing another study at that path)
    // must not use the link up: the record stays for the page of its study. A record never
    // changes once stored, so reading it first to compare is safe; only `take`, one atomic
    // step, hands it out, so of claims racing for it at most one still wins.
    const kept = studyOf(await store.get(key, now()))
    if (kept === undefined) throw usedOrExpired()
    if (kept !== studyId) {
      throw new ProxyError(
        409,
        'conflict',
        "This link is another study's; it stays valid for the page that shows that study.",
      )
    }
    const stored = await takeStoredValue(store, key, now(), maxTtlHours * hourMs)
    if (stored === undefined) throw usedOrExpired()
    return new Response(stored, {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  }

  return async (request, url, route, client) => {
    await limits?.admit(client, {})
    return route.name === 'createResume'
      ? create(request, url)
      : claim(request, route.resumeId ?? '')
  }
}

function usedOrExpired(): ProxyError {
  return new ProxyError(404, 'not_found', 'This link was used already, or it has expired.')
}

/**
 * The study of a stored record; undefined when there is none — or only what a store without
 * `take` leaves of a claimed one for a moment (take-stored-value.ts), which is not JSON.
 */
function studyOf(stored: string | undefined): string | undefined {
  if (stored === undefined) return undefined
  try {
    const record = JSON.parse(stored) as Partial<ResumeRecord> | null
    return typeof record?.studyId === 'string' ? record.studyId : undefined
  } catch {
    return undefined
  }
}

function unknownSession(): ProxyError {
  return new ProxyError(
    404,
    'not_found',
    'This proxy does not know the session; it can be continued on this device only.',
  )
}

/** A resume id: 128 bits from the platform's CSPRNG, base64url without padding (RFC 4648 §5). */
function newResumeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
