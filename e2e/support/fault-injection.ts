import type { BrowserContext, Request, Route } from '@playwright/test'

/** The answer-carrying calls of the widget: responses and finish (never content or start). */
export const sessionCalls = '**/api/study/sessions/*/*'

/** How one request was treated. */
export type Fault = 'passed' | 'refused-500' | 'reply-lost-502' | 'timed-out' | 'rate-limited'

/** One request the widget made, and what the injector did with it. */
export interface InjectedCall {
  at: number
  path: string
  fault: Fault
}

const json = (status: number, code: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ error: { code, message: `injected ${status}` } }),
})

/**
 * Makes 30 % of the widget's responses and finish requests fail, on every tab of the context:
 * the 2nd, 3rd and 4th of every ten (retries count as requests), taking turns between a 500 that
 * never reached the service, a 502 after the service did store the request (the reply is lost:
 * the retry must change nothing), and a network timeout. A fixed pattern rather than chance, and
 * failures in a row: each failure is retried, so the retry is the next request and meets the next
 * kind — every run meets every kind, however the widget batched its answers (a participant who
 * answers while a batch waits for its retry sends fewer, larger batches).
 */
export async function injectFailures(
  context: BrowserContext,
  failing: readonly number[] = [1, 2, 3],
): Promise<InjectedCall[]> {
  const calls: InjectedCall[] = []
  let requestNumber = 0
  let injected = 0
  await context.route(sessionCalls, async (route: Route, request: Request) => {
    const path = new URL(request.url()).pathname
    if (request.method() !== 'POST' || !failing.includes(requestNumber++ % 10)) {
      calls.push({ at: Date.now(), path, fault: 'passed' })
      return route.continue()
    }
    const kind = injected++ % 3
    if (kind === 0) {
      calls.push({ at: Date.now(), path, fault: 'refused-500' })
      return route.fulfill(json(500, 'internal_error'))
    }
    if (kind === 1) {
      // The service stores the batch (or the finish), but the answer never arrives.
      await route.fetch()
      calls.push({ at: Date.now(), path, fault: 'reply-lost-502' })
      return route.fulfill(json(502, 'upstream_unavailable'))
    }
    calls.push({ at: Date.now(), path, fault: 'timed-out' })
    return route.abort('timedout')
  })
  return calls
}

/**
 * Answers bursts of 429 `rate_limited` with `Retry-After: 1` (as the proxy does when the key's
 * budget is spent): the first `burst` attempts of every request. Every request, not every second
 * one: how many batches a participant's pages make depends on timing (answers given while a batch
 * waits join the next one), so only this makes the number of 429s deterministic — at least
 * `burst` for the answers and `burst` for the finish.
 */
export async function injectRateLimits(
  context: BrowserContext,
  options: { burst: number },
): Promise<InjectedCall[]> {
  const calls: InjectedCall[] = []
  let refusedInBurst = 0
  await context.route(sessionCalls, async (route, request) => {
    const path = new URL(request.url()).pathname
    if (refusedInBurst < options.burst) {
      refusedInBurst++
      calls.push({ at: Date.now(), path, fault: 'rate-limited' })
      return route.fulfill(json(429, 'rate_limited', { 'retry-after': '1' }))
    }
    refusedInBurst = 0
    calls.push({ at: Date.now(), path, fault: 'passed' })
    return route.continue()
  })
  return calls
}

/** Counts the widget's POSTs to a route, e.g. finish, across every tab of the context. */
export function countPosts(context: BrowserContext, suffix: string): () => number {
  let count = 0
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(suffix)) count++
  })
  return () => count
}
