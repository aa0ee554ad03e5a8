import { parseRetryAfter } from '../api/read-service-error'
import type { ProxyStore, TokenBucketRule, WindowRule } from './proxy-store'

/**
 * The key's request budget at the Study Service (docs/service.md#limits) and how the proxy queues
 * for it.
 */
export interface UpstreamBudgetOptions {
  /**
   * Upstream calls a minute. A token bucket enforces it so that any 61 seconds hold at most this
   * many calls — fixed or sliding windows at the service alike, with a second for network jitter.
   * @default 120
   */
  perMinute?: number
  /**
   * Upstream calls in any 24 hours (a rolling window: never more than the service's daily limit,
   * whether its day is fixed or rolling).
   * @default 10000
   */
  perDay?: number
  /**
   * Calls that may go at once after a quiet spell; the rest of the minute's budget refills evenly.
   * @default perMinute / 12 (10 for 120)
   */
  burst?: number
  /**
   * How long a call may wait in the queue for budget before the browser gets 429 + `Retry-After`.
   * @default 3000
   */
  maxWaitMs?: number
  /**
   * How many calls may wait at once; a full queue turns away its lowest-priority call.
   * @default 100
   */
  maxQueue?: number
}

/** The outcome of asking for one upstream call. */
export type BudgetDecision =
  { granted: true; waited: boolean } | { granted: false; retryAfterMs: number }

/** Meters upstream calls: grants, queues briefly, or refuses with a wait. */
export interface UpstreamBudget {
  /** Asks for one call; lower `priority` numbers are served first. */
  acquire(priority: number): Promise<BudgetDecision>
  /** Reads the service's `Retry-After` / `RateLimit-*` answer headers and pauses when told to. */
  observe(status: number, headers: Headers): Promise<void>
}

interface Waiter {
  priority: number
  order: number
  deadline: number
  waited: boolean
  resolve: (decision: BudgetDecision) => void
}

const pauseKey = 'budget:pause'

/**
 * Creates the proxy's upstream budget (docs/architecture.md#the-request-budget): a token bucket for
 * the minute, a rolling counter for the day, a pause the service can impose, and a short priority
 * queue in front. Under overload, calls of participants already under way (finish, then responses)
 * go before new session starts, so the budget completes participants instead of starting ones it
 * cannot finish.
 */
export function createUpstreamBudget(
  store: ProxyStore,
  now: () => number,
  options: UpstreamBudgetOptions = {},
): UpstreamBudget {
  const perMinute = options.perMinute ?? 120
  const perDay = options.perDay ?? 10_000
  const burst = options.burst ?? Math.max(1, Math.floor(perMinute / 12))
  if (!(perMinute >= 2) || !(burst >= 1) || !(burst < perMinute) || !(perDay >= 1)) {
    throw new Error(
      '[study-runner] createStudyProxy `budget`: need perMinute ≥ 2, 1 ≤ burst < perMinute, perDay ≥ 1.',
    )
  }
  const minute: TokenBucketRule = { capacity: burst, refillPerSecond: (perMinute - burst) / 61 }
  const day: WindowRule = { limit: perDay, windowMs: 86_400_000, slotMs: 300_000 }
  const maxWaitMs = options.maxWaitMs ?? 3000
  const maxQueue = options.maxQueue ?? 100
  const msPerCall = 1000 / minute.refillPerSecond

  const waiters: Waiter[] = []
  let order = 0
  let pumping = false

  /** 0 when a call may go now (and is counted), else the ms until one may. */
  async function take(): Promise<number> {
    const pausedUntil = Number((await store.get(pauseKey, now())) ?? 0)
    if (pausedUntil > now()) return pausedUntil - now()
    const minuteWait = await store.takeToken('budget:minute', minute, now())
    if (minuteWait > 0) return minuteWait
    // Counted only once the minute allowed it, so the day counts calls actually made.
    return store.countInWindow('budget:day', day, now())
  }

  function refuse(waiter: Waiter, retryAfterMs: number): void {
    waiters.splice(waiters.indexOf(waiter), 1)
    waiter.resolve({ granted: false, retryAfterMs })
  }

  async function pump(): Promise<void> {
    if (pumping) return
    pumping = true
    try {
      while (waiters.length > 0) {
        const wait = await take()
        if (wait === 0) {
          const head = waiters.shift()
          head?.resolve({ granted: true, waited: head.waited })
          continue
        }
        // The call at position i gets its turn after `wait` plus i refills: refuse now whoever
        // cannot be served before their deadline, with an honest Retry-After.
        const resumeAt = now() + wait
        for (const [position, waiter] of [...waiters].entries()) {
          const turn = wait + position * msPerCall
          if (waiter.deadline < resumeAt + position * msPerCall) refuse(waiter, turn)
          else waiter.waited = true
        }
        if (waiters.length === 0) break
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    } catch (error) {
      // A failing store must not strand callers: refuse everyone waiting, briefly.
      console.error('[study-runner] proxy budget store failed:', error)
      for (const waiter of [...waiters]) refuse(waiter, 1000)
    } finally {
      pumping = false
    }
  }

  return {
    acquire(priority) {
      return new Promise<BudgetDecision>((resolve) => {
        const waiter: Waiter = {
          priority,
          order: order++,
          deadline: now() + maxWaitMs,
          waited: false,
          resolve,
        }
        if (waiters.length >= maxQueue) {
          const last = waiters[waiters.length - 1]
          const estimate = waiters.length * msPerCall
          if (!last || last.priority <= priority) {
            resolve({ granted: false, retryAfterMs: estimate })
            return
          }
          refuse(last, estimate)
        }
        // Stable priority order: by priority, then arrival.
        const index = waiters.findIndex((other) => other.priority > priority)
        waiters.splice(index === -1 ? waiters.length : index, 0, waiter)
        void pump()
      })
    },

    async observe(status, headers) {
      const pauseMs = pauseFromHeaders(status, headers)
      if (pauseMs <= 0) return
      const until = now() + pauseMs
      const current = Number((await store.get(pauseKey, now())) ?? 0)
      if (until > current) await store.set(pauseKey, String(until), pauseMs, now())
    },
  }
}

/**
 * How long the service asks us to stop: `Retry-After` on 429 or 503 (seconds or an HTTP date,
 * RFC 9110 §10.2.3; 60 s when a 429 names none), or the reset of an exhausted window —
 * `RateLimit-Remaining: 0` with `RateLimit-Reset` (draft-ietf-httpapi-ratelimit-headers), or the
 * newer structured `RateLimit: "policy";r=0;t=30`.
 */
export function pauseFromHeaders(status: number, headers: Headers): number {
  const retryAfter = retryAfterMs(headers.get('retry-after'))
  if (status === 429) return retryAfter ?? 60_000
  if (status === 503 && retryAfter !== undefined) return retryAfter
  const remaining = headers.get('ratelimit-remaining')
  const reset = headers.get('ratelimit-reset')
  if (remaining?.trim() === '0' && reset && /^\s*\d+\s*$/.test(reset)) return Number(reset) * 1000
  const structured = headers.get('ratelimit')
  if (structured) {
    const r = /(?:^|;)\s*r=(\d+)/.exec(structured)?.[1]
    const t = /(?:^|;)\s*t=(\d+)/.exec(structured)?.[1]
    if (r === '0' && t !== undefined) return Number(t) * 1000
  }
  return 0
}

/** `Retry-After` in milliseconds, at most a day (a service asking for more is not believed). */
function retryAfterMs(value: string | null): number | undefined {
  const seconds = parseRetryAfter(value)
  return seconds === undefined ? undefined : Math.min(seconds, 86_400) * 1000
}
