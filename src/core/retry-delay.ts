import { isApiError } from './errors'
import type { ResolvedQueueOptions } from './queue-options'

/**
 * The wait before retry number `attempt + 1` (the first retry has `attempt` 0): exponential
 * backoff with full jitter — uniform in [0, min(maxDelayMs, baseDelayMs · 2^attempt)) — so that
 * many clients failing together do not retry together (AWS Architecture Blog, "Exponential
 * Backoff and Jitter"). A `Retry-After` the server sent (RFC 9110 §10.2.3) is a floor: the wait
 * is never shorter, and it is capped at `maxRetryAfterMs`.
 * @example retryDelayOf(2, error, { ...defaultQueueOptions, random: () => 0.5 }) // 2000
 */
export function retryDelayOf(
  attempt: number,
  error: unknown,
  options: Pick<ResolvedQueueOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxRetryAfterMs' | 'random'>,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt))
  const jittered = Math.floor(Math.min(Math.max(options.random(), 0), 1) * ceiling)
  const retryAfter = isApiError(error) ? error.retryAfterMs : undefined
  if (retryAfter === undefined || !(retryAfter > 0)) return jittered
  return Math.max(Math.min(retryAfter, options.maxRetryAfterMs), jittered)
}
