import type { UpstreamAnswer } from './call-upstream'
import { etagMatches, type CachedContent } from './create-content-cache'
import type { EncodedContent } from './create-content-encodings'
import { negotiateEncoding } from './negotiate-encoding'

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

/**
 * Content from the cache, compressed as the browser accepts (`Vary: Accept-Encoding`): 304 when
 * its `If-None-Match` names the revision. A compressed copy carries the revision as a weak ETag
 * (`W/"r1"`, RFC 9110 §8.8.1: the same content, other bytes), so the revision stays readable and
 * a browser's stored copy in any coding revalidates to 304 (docs/architecture.md#compression).
 */
export async function contentResponse(
  request: Request,
  entry: CachedContent,
  encoded: EncodedContent | undefined,
): Promise<Response> {
  if (entry.status !== 200) return toResponse(entry, 'no-store')
  const codings = encoded?.codings ?? []
  let coding = negotiateEncoding(request.headers.get('accept-encoding'), codings)
  const compressed = coding === 'identity' ? null : await encoded!.compressed(coding)
  if (!compressed) coding = 'identity'
  // `private`: wording may be licence-protected, so no shared cache keeps it; `no-cache`: the
  // browser revalidates every time, which the proxy answers from its cache.
  const headers: Record<string, string> = { 'cache-control': 'private, no-cache' }
  if (codings.length > 0) headers.vary = 'Accept-Encoding'
  const etag = coding === 'identity' ? entry.etag : weak(entry.etag)
  if (etag) headers.etag = etag
  if (etagMatches(request.headers.get('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers })
  }
  const body = compressed ?? encoded?.identity ?? entry.body
  if (coding !== 'identity') headers['content-encoding'] = coding
  if (typeof body !== 'string' && body !== null) headers['content-length'] = String(body.byteLength)
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { ...entry.headers, ...headers },
  })
}

function weak(etag: string | null): string | null {
  return etag === null || etag.startsWith('W/') ? etag : `W/${etag}`
}
