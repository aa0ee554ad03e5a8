/**
 * When failed deliveries are tried again (docs/service.md#events): after 1 m, 5 m, 30 m, 2 h,
 * 6 h and 6 h, each counted from the failed attempt on the sandbox clock. A delivery is
 * attempted at most 1 + 6 times.
 */
export const retryIntervalsSeconds = [60, 300, 1800, 7200, 21_600, 21_600] as const

/** Attempts a delivery gets before it is `failed`. */
export const maxDeliveryAttempts = 1 + retryIntervalsSeconds.length

/**
 * Consecutive failed attempts (across an endpoint's deliveries) that pause it
 * (docs/service.md#events, docs/service.md#limits).
 */
export const pauseAfterConsecutiveFailures = 20

/** The receiver must answer within this (docs/service.md#limits). */
export const defaultDeliveryTimeoutMs = 10_000

/**
 * When the next attempt is due after `attemptsSoFar` failed attempts, or undefined when none
 * is left.
 */
export function nextAttemptAt(failedAt: Date, attemptsSoFar: number): string | undefined {
  const interval = retryIntervalsSeconds[attemptsSoFar - 1]
  if (interval === undefined) return undefined
  return new Date(failedAt.getTime() + interval * 1000).toISOString()
}
