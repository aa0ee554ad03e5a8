import type { SandboxDatabase } from '../db'
import { creationsSince } from './links-store'

const hourMs = 3_600_000

/** Options of the link-creation limit (SandboxOptions.linkCreationLimit). */
export interface LinkCreationLimitOptions {
  /** Links one key may create in any 60 minutes. @default 100 (docs/service.md#link-api) */
  perHour?: number
  /**
   * Wall time in milliseconds; the sandbox clock never moves limits (docs/sandbox.md). @default
   * Date.now
   */
  wallClock?: () => number
}

/** Whether a key may create one more link now, with the values for the RateLimit-* headers. */
export interface LinkCreationDecision {
  allowed: boolean
  limit: number
  /** Creations left in the window, not counting the one asked about. */
  remaining: number
  /** Whole seconds until the window holds one creation fewer (≥ 1). */
  resetSeconds: number
}

/** The per-key creation limit, judged and counted by {@link createLinkCreationLimit}. */
export interface LinkCreationLimit {
  /** Judges one more creation by `keyId` now. */
  check(keyId: string): LinkCreationDecision
  /** Wall time now, to stamp a creation with so the next check counts it. */
  wallNow(): number
}

/**
 * 100 link creations an hour per key (docs/service.md#link-api makes it per key): a sliding
 * window over the creations stored in the database, so a restart forgives nothing and there is
 * no counter to drift. Only creations count: a refused or failed request costs nothing.
 */
export function createLinkCreationLimit(
  db: SandboxDatabase,
  options: LinkCreationLimitOptions = {},
): LinkCreationLimit {
  const limit = options.perHour ?? 100
  const wallNow = options.wallClock ?? Date.now
  return {
    wallNow,
    check(keyId) {
      const now = wallNow()
      const { count, oldestWallMs } = creationsSince(db, keyId, now - hourMs)
      const resetSeconds =
        oldestWallMs === null ? 3600 : Math.max(1, Math.ceil((oldestWallMs + hourMs - now) / 1000))
      return {
        allowed: count < limit,
        limit,
        remaining: Math.max(0, limit - count - 1),
        resetSeconds,
      }
    },
  }
}

/** The RateLimit-* headers for a decision (draft-ietf-httpapi-ratelimit-headers). */
export function creationLimitHeaders(decision: LinkCreationDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.allowed ? decision.remaining : 0),
    'RateLimit-Reset': String(decision.resetSeconds),
  }
}
