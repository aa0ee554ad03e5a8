/**
 * The participant surface of docs/architecture.md: exactly four routes; nothing else reaches
 * upstream. Ids are matched on the (already dot-segment-normalised, still percent-encoded) path
 * against a strict pattern, so `%2F`, `%2e%2e`, `..`, `\` and empty ids never match.
 */
export type ProxyRouteName = 'content' | 'startSession' | 'submitResponses' | 'finishSession'

/** All route names, in the order of docs/architecture.md. */
export const proxyRouteNames: readonly ProxyRouteName[] = [
  'content',
  'startSession',
  'submitResponses',
  'finishSession',
]

/** A matched participant call. */
export interface ProxyRoute {
  name: ProxyRouteName
  /** The one method this route answers (`HEAD` is served as `GET` without a body). */
  method: 'GET' | 'POST'
  /** Set on the study routes. */
  studyId?: string
  /** Set on the session routes. */
  sessionId?: string
  /** The upstream path, relative to the service's base URL (no leading slash). */
  upstreamPath: string
}

/** Study and session ids: letters, digits, `_` and `-`, 1 to 64 characters. */
export const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

const routes: {
  pattern: RegExp
  name: ProxyRouteName
  method: ProxyRoute['method']
  kind: 'study' | 'session'
  upstream: (id: string) => string
}[] = [
  {
    pattern: /^\/studies\/([^/]+)\/content$/,
    name: 'content',
    method: 'GET',
    kind: 'study',
    upstream: (id) => `studies/${id}/content`,
  },
  {
    pattern: /^\/studies\/([^/]+)\/sessions$/,
    name: 'startSession',
    method: 'POST',
    kind: 'study',
    upstream: (id) => `studies/${id}/sessions`,
  },
  {
    pattern: /^\/sessions\/([^/]+)\/responses$/,
    name: 'submitResponses',
    method: 'POST',
    kind: 'session',
    upstream: (id) => `sessions/${id}/responses`,
  },
  {
    pattern: /^\/sessions\/([^/]+)\/finish$/,
    name: 'finishSession',
    method: 'POST',
    kind: 'session',
    upstream: (id) => `sessions/${id}/finish`,
  },
]

export type RouteMatch =
  | { kind: 'route'; route: ProxyRoute }
  | { kind: 'method-not-allowed'; allow: string }
  | { kind: 'not-found' }

/** Matches a path below the proxy's `basePath` (e.g. `/studies/abc/content`) and a method. */
export function matchProxyRoute(method: string, path: string): RouteMatch {
  for (const candidate of routes) {
    const id = candidate.pattern.exec(path)?.[1]
    if (id === undefined) continue
    // A malformed id is not a resource of this surface: 404, whatever the method.
    if (!idPattern.test(id)) return { kind: 'not-found' }
    const allow = candidate.method === 'GET' ? 'GET, HEAD' : 'POST'
    if (method !== candidate.method && !(candidate.method === 'GET' && method === 'HEAD')) {
      return { kind: 'method-not-allowed', allow }
    }
    return {
      kind: 'route',
      route: {
        name: candidate.name,
        method: candidate.method,
        ...(candidate.kind === 'study' ? { studyId: id } : { sessionId: id }),
        upstreamPath: candidate.upstream(id),
      },
    }
  }
  return { kind: 'not-found' }
}
