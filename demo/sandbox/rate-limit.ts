/**
 * Per-key request limits (spec §8, DESIGN.md §5): 120 a minute and 10,000 a day. Fixed windows
 * on wall time — the sandbox clock never changes them (DESIGN.md §9). The counters live in the
 * sandbox instance, not the database: a restart forgives, which a local sandbox may.
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
  /** Seconds until the reported window resets. */
  resetSeconds: number
}

/** Counts and judges requests per key. */
export interface RateLimiter {
  /** Counts a request of `keyId` if it is within both limits. */
  take(keyId: string): RateLimitDecision
}

interface Window {
  lengthMs: number
  limit: number
}

/** Creates an in-memory limiter; each sandbox has its own. */
export function createRateLimiter(options: RateLimitOptions = {}): RateLimiter {
  const windows: Window[] = [
    { lengthMs: 60_000, limit: options.perMinute ?? 120 },
    { lengthMs: 86_400_000, limit: options.perDay ?? 10_000 },
  ]
  const wallClock = options.wallClock ?? Date.now
  // key id → window index → { start of the window, requests counted in it }
  const counters = new Map<string, { start: number; count: number }[]>()

  return {
    take(keyId) {
      const now = wallClock()
      const state = windows.map((window, index) => {
        const start = Math.floor(now / window.lengthMs) * window.lengthMs
        const counter = counters.get(keyId)?.[index]
        const count = counter && counter.start === start ? counter.count : 0
        const resetSeconds = Math.max(1, Math.ceil((start + window.lengthMs - now) / 1000))
        return { start, count, limit: window.limit, resetSeconds }
      })
      const exceeded = state.find((s) => s.count >= s.limit)
      if (exceeded) {
        return {
          allowed: false,
          limit: exceeded.limit,
          remaining: 0,
          resetSeconds: exceeded.resetSeconds,
        }
      }
      counters.set(
        keyId,
        state.map((s) => ({ start: s.start, count: s.count + 1 })),
      )
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

/** The RateLimit-* headers for a decision (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
  }
}
