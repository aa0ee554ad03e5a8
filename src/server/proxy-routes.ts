/**
 * The participant surface of DESIGN.md §1: exactly four routes, nothing else reaches upstream.
 * Ids are matched on the raw (still percent-encoded) path, so `%2F` and `..` never match.
 */
export interface ProxyRoute {
  /** The one method this route answers. */
  method: 'GET' | 'POST'
  /** The upstream path, relative to the service's base URL (no leading slash). */
  upstreamPath: string
}

const studyId = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}'
const sessionId = '[A-Za-z0-9_-]{1,64}'

const routes: {
  pattern: RegExp
  method: ProxyRoute['method']
  upstream: (id: string) => string
}[] = [
  {
    pattern: new RegExp(`^/studies/(${studyId})/content$`),
    method: 'GET',
    upstream: (id) => `studies/${id}/content`,
  },
  {
    pattern: new RegExp(`^/studies/(${studyId})/sessions$`),
    method: 'POST',
    upstream: (id) => `studies/${id}/sessions`,
  },
  {
    pattern: new RegExp(`^/sessions/(${sessionId})/responses$`),
    method: 'POST',
    upstream: (id) => `sessions/${id}/responses`,
  },
  {
    pattern: new RegExp(`^/sessions/(${sessionId})/finish$`),
    method: 'POST',
    upstream: (id) => `sessions/${id}/finish`,
  },
]

export type RouteMatch =
  | { kind: 'route'; route: ProxyRoute }
  | { kind: 'method-not-allowed'; allow: ProxyRoute['method'] }
  | { kind: 'not-found' }

/** Matches a path below the proxy's `basePath` (e.g. `/studies/abc/content`) and a method. */
export function matchProxyRoute(method: string, path: string): RouteMatch {
  for (const candidate of routes) {
    const found = candidate.pattern.exec(path)
    if (!found?.[1]) continue
    if (method !== candidate.method && !(candidate.method === 'GET' && method === 'HEAD')) {
      return { kind: 'method-not-allowed', allow: candidate.method }
    }
    return {
      kind: 'route',
      route: { method: candidate.method, upstreamPath: candidate.upstream(found[1]) },
    }
  }
  return { kind: 'not-found' }
}
