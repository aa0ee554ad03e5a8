import type { LinkClient } from './link-client'
import { ProxyError } from './proxy-error'

/**
 * The address a resume link leads to: the participant's page with `?resume=<id>` (or the
 * widget's own `param`) and nothing else
 * — no other query parameter, no fragment, no user info — so that whatever the page's address
 * held (a token a host put there, a tracking id) never travels in the link
 * (docs/architecture.md#continue-on-another-device). The page must be on the proxy's own host
 * (compared by host and port, as the origin check does: a TLS-terminating balancer changes the
 * scheme the proxy sees) or on one of `allowedOrigins`; otherwise 403 `forbidden_origin`, so the
 * proxy never shortens a link to someone else's site.
 */
export function resumeUrl(
  destination: string,
  { resumeId, param = 'resume' }: { resumeId: string; param?: string | undefined },
  proxyUrl: URL,
  allowedOrigins: ReadonlySet<string>,
): string {
  const page = new URL(destination)
  if (page.host !== proxyUrl.host && !allowedOrigins.has(page.origin)) {
    throw new ProxyError(
      403,
      'forbidden_origin',
      'The destination is not on an allowed origin; add its origin to `allowedOrigins`.',
    )
  }
  const url = new URL(page.pathname, page.origin)
  url.searchParams.set(param, resumeId)
  return url.toString()
}

/** What became of the request to shorten a resume link. */
export type ShortenOutcome =
  { shortened: true; url: string } | { shortened: false; url: string; reason: string }

/**
 * Shortens `longUrl` with the Link API, or hands it back as it is when no link client is
 * configured, the Link API refuses (its 100 creations an hour, a bad key), fails, or takes longer
 * than `timeoutMs`: the participant always gets a link. Only the URL (which holds no secret) and
 * a fixed title go to the Link API.
 */
export async function shortenResumeUrl(
  links: LinkClient | undefined,
  longUrl: string,
  timeoutMs: number,
): Promise<ShortenOutcome> {
  if (!links) return { shortened: false, url: longUrl, reason: 'no link client' }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const link = await Promise.race([
      links.create({ destination_url: longUrl, title: 'Continue a study' }),
      timeout,
    ])
    if (typeof link?.short_url !== 'string' || !/^https?:\/\//.test(link.short_url)) {
      return { shortened: false, url: longUrl, reason: 'the link API answered no short_url' }
    }
    return { shortened: true, url: link.short_url }
  } catch (error) {
    const status = (error as { status?: unknown })?.status
    const reason = typeof status === 'number' ? `status ${status}` : String(error)
    return { shortened: false, url: longUrl, reason }
  } finally {
    clearTimeout(timer)
  }
}
