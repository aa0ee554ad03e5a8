import type { ProxyStore } from './proxy-store'
import type { UpstreamAnswer } from './call-upstream'

/** Study content as the proxy keeps it: the service's answer, key-free, with its ETag. */
export interface CachedContent extends UpstreamAnswer {
  /** The quoted revision, e.g. `"3f9a…"` (docs/content-format.md: ETag = revision). */
  etag: string | null
  /** Until when (ms) it is served without asking upstream. */
  freshUntil: number
}

/** Options of {@link createContentCache}. */
export interface ContentCacheOptions {
  /** How long content is served from the cache. 0 turns the cache off. @default 300000 (5 min) */
  ttlMs: number
}

/** Content per study: fresh entries, stale ones kept for revalidation and upstream failures. */
export interface ContentCache {
  /** The entry of a study, fresh or stale, if any. */
  read(studyId: string): Promise<CachedContent | undefined>
  /**
   * Loads content once however many callers miss at the same time (single flight): concurrent
   * callers for one study share one upstream call and its outcome, success or error.
   */
  load(studyId: string, fetchContent: () => Promise<CachedContent>): Promise<CachedContent>
}

// 403 (licence inactive) and 404 are remembered briefly so repeats do not spend budget.
const errorTtlMs = 30_000
// A stale 200 is kept this long past its freshness for revalidation and serve-stale-on-error.
const staleKeepMs = 3_600_000

/** Creates the content cache over a {@link ProxyStore}; in-flight loads are per process. */
export function createContentCache(
  store: ProxyStore,
  now: () => number,
  options: ContentCacheOptions,
): ContentCache & { freshness(status: number): number } {
  const inFlight = new Map<string, Promise<CachedContent>>()
  const key = (studyId: string) => `content:${studyId}`

  return {
    async read(studyId) {
      if (options.ttlMs <= 0) return undefined
      const stored = await store.get(key(studyId), now())
      if (stored === undefined) return undefined
      try {
        return JSON.parse(stored) as CachedContent
      } catch {
        return undefined
      }
    },

    load(studyId, fetchContent) {
      const pending = inFlight.get(studyId)
      if (pending) return pending
      const loading = (async () => {
        const entry = await fetchContent()
        if (options.ttlMs > 0 && isCacheable(entry.status)) {
          const keepMs = entry.status === 200 ? options.ttlMs + staleKeepMs : errorTtlMs
          await store.set(key(studyId), JSON.stringify(entry), keepMs, now())
        }
        return entry
      })().finally(() => inFlight.delete(studyId))
      inFlight.set(studyId, loading)
      return loading
    },

    /** How long an answer with this status stays fresh. */
    freshness(status) {
      return status === 200 ? options.ttlMs : Math.min(options.ttlMs, errorTtlMs)
    },
  }
}

function isCacheable(status: number): boolean {
  return status === 200 || status === 403 || status === 404
}

/**
 * Whether `If-None-Match` names the entity tag (weak comparison, RFC 9110 §13.1.2; `*` matches
 * any current representation).
 */
export function etagMatches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (ifNoneMatch === null || etag === null) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
