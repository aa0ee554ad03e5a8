import type { UpstreamAnswer } from './call-upstream'
import { etagMatches, type CachedContent } from './create-content-cache'

/**
 * The quoted revision of a content body, when the service sent no ETag (docs/content-format.md).
 */
export function revisionTag(body: string | null): string | null {
  try {
    const revision = (JSON.parse(body ?? '') as { revision?: unknown }).revision
    return typeof revision === 'string' && /^[\x21\x23-\x7e]+$/.test(revision)
      ? `"${revision}"`
      : null
  } catch {
    return null
  }
}

export function toResponse(answer: UpstreamAnswer, cacheControl: string): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { ...answer.headers, 'cache-control': cacheControl },
  })
}

/** Content from the cache: 304 when the browser's `If-None-Match` names the revision. */
export function contentResponse(request: Request, entry: CachedContent): Response {
  if (entry.status !== 200) return toResponse(entry, 'no-store')
  // `private`: wording may be licence-protected, so no shared cache keeps it; `no-cache`: the
  // browser revalidates every time, which the proxy answers from its cache.
  const headers: Record<string, string> = { 'cache-control': 'private, no-cache' }
  if (entry.etag) headers.etag = entry.etag
  if (etagMatches(request.headers.get('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers })
  }
  const body = request.method === 'HEAD' ? null : entry.body
  return new Response(body, { status: 200, headers: { ...entry.headers, ...headers } })
}
