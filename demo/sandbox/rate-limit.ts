/**
 * Per-key request limits (docs/service.md#limits, docs/service.md#errors): 120 a minute and 10,000
 * a day. Sliding windows on wall time — at most `perMinute` requests in any 60 s and `perDay` in
 * any 24 h, so no burst slips through at a window boundary — and the sandbox clock never changes
 * them (docs/sandbox.md). Refused requests are not counted: a client that waits `Retry-After` gets
 * in. The counters live in the sandbox instance, not the database: a restart forgives.
 */
export interface RateLimitOptions {
  /** @default 120 */
  perMinute?: number
  /** @default 10000 */
  perDay?: number
  /** Wall time in milliseconds. @default Date.now */
  wallClock?: () => number
}

/** The outcome of one request, with the values for the RateLimit-* headers. */
export interface RateLimitDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Whole seconds until the reported window counts one request fewer (≥ 1). */
  resetSeconds: number
}

/** Counts and judges requests per key. */
export interface RateLimiter {
  /** Counts a request of `keyId` if it is within both limits. */
  take(keyId: string): RateLimitDecision
}

/** The times of the requests counted in one window, oldest first, from `head` on. */
interface RequestLog {
  times: number[]
  head: number
}

/** Creates an in-memory limiter; each sandbox has its own. */
export function createRateLimiter(options: RateLimitOptions = {}): RateLimiter {
  const windows = [
    { lengthMs: 60_000, limit: options.perMinute ?? 120 },
    { lengthMs: 86_400_000, limit: options.perDay ?? 10_000 },
  ]
  const wallClock = options.wallClock ?? Date.now
  const logs = new Map<string, RequestLog[]>()

  return {
    take(keyId) {
      const now = wallClock()
      let keyLogs = logs.get(keyId)
      if (!keyLogs) {
        keyLogs = windows.map(() => ({ times: [], head: 0 }))
        logs.set(keyId, keyLogs)
      }
      const state = windows.map((window, index) => {
        const log = prune(keyLogs[index]!, now - window.lengthMs)
        const count = log.times.length - log.head
        const oldest = log.times[log.head] ?? now
        const resetSeconds = Math.max(1, Math.ceil((oldest + window.lengthMs - now) / 1000))
        return { log, count, limit: window.limit, resetSeconds }
      })
      const exceeded = state
        .filter((s) => s.count >= s.limit)
        .sort((a, b) => b.resetSeconds - a.resetSeconds)[0]
      if (exceeded) {
        return {
          allowed: false,
          limit: exceeded.limit,
          remaining: 0,
          resetSeconds: exceeded.resetSeconds,
        }
      }
      for (const s of state) s.log.times.push(now)
      // Report the window closest to its limit, as the RateLimit header draft suggests.
      const tightest = state.reduce((a, b) => (b.limit - b.count < a.limit - a.count ? b : a))
      return {
        allowed: true,
        limit: tightest.limit,
        remaining: tightest.limit - tightest.count - 1,
        resetSeconds: tightest.resetSeconds,
      }
    },
  }
}

/** Drops the times at or before `cutoff`; compacts the array once most of it is dropped. */
function prune(log: RequestLog, cutoff: number): RequestLog {
  while (log.head < log.times.length && log.times[log.head]! <= cutoff) log.head++
  if (log.head > 1024 && log.head * 2 > log.times.length) {
    log.times = log.times.slice(log.head)
    log.head = 0
  }
  return log
}

/** The RateLimit-* headers for a decision (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
  }
}
