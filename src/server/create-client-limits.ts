import type { IdKind } from './create-id-registry'
import { rateLimited } from './proxy-error'
import type { ProxyRoute } from './proxy-routes'
import type { ProxyStore, TokenBucketRule } from './proxy-store'
import type { ClientRateLimitOptions } from './study-proxy-options'

/** Why a call was turned away with 429. */
export type LimitReason = 'client' | 'session' | 'unverified' | 'share'

/** The per-client buckets in front of the shared budget. */
export interface ClientLimits {
  /** Counts one browser request in the client's and the session's buckets; 429 when one is empty. */
  admit(client: string, route: Pick<ProxyRoute, 'sessionId'>): Promise<void>
  /** Counts one resume link for a session (3 at once, then one every 10 minutes); 429 past it. */
  admitResumeLink(sessionId: string): Promise<void>
  /**
   * Counts one upstream call against the client's share of the key's budget and, for an id the
   * service has not confirmed (`unverified` names its kind), against the small lane of that kind,
   * per client and in total. Throws 429 when one is spent.
   */
  chargeUpstream(client: string, unverified: IdKind | undefined): Promise<void>
}

/**
 * Creates the limits of `rateLimit` (all counted in the proxy's store, so proxies sharing it share
 * them). Calls naming unverified ids — invented session ids, unknown study ids — go through their
 * own small lane, per client and in total, so a flood of made-up ids costs only that lane of the
 * key's budget and never the participants'.
 *
 * @param budgetPerMinute the key's upstream calls a minute; the shares default to parts of it.
 * @param onRefused counts a refusal (the proxy's stats), by reason.
 */
export function createClientLimits(
  store: ProxyStore,
  now: () => number,
  options: ClientRateLimitOptions,
  budgetPerMinute: number,
  onRefused: (reason: LimitReason) => void,
): ClientLimits {
  const perClient = perMinute(options.perClient ?? 120)
  const perSession = perMinute(options.perSession ?? 60)
  const upstreamShare = perMinute(
    options.upstreamPerClient ?? Math.max(1, Math.floor(budgetPerMinute / 3)),
  )
  // The unverified lanes refill evenly with small bursts, so that calls naming unconfirmed ids
  // never fill the budget's queue in front of a participant whose session is merely unknown here.
  const unverifiedPerClient = perMinute(options.unverifiedPerClient ?? 6, 2)
  const unverifiedTotal = perMinute(
    options.unverifiedTotal ?? Math.max(1, Math.floor(budgetPerMinute / 4)),
    3,
  )

  // Each link may cost a Link API creation (100 an hour per key) and holds up to a body in the
  // store for days: a participant needs one or two.
  const resumeLinks: TokenBucketRule = { capacity: 3, refillPerSecond: 1 / 600 }

  async function take(key: string, rule: TokenBucketRule, reason: LimitReason): Promise<void> {
    const wait = await store.takeToken(key, rule, now())
    if (wait === 0) return
    onRefused(reason)
    throw rateLimited(
      reason === 'share'
        ? 'This client has used its share of the study service; wait and retry.'
        : 'Too many requests; wait and retry.',
      wait,
    )
  }

  return {
    async admit(client, route) {
      await take(`limit:client:${client}`, perClient, 'client')
      if (route.sessionId) await take(`limit:session:${route.sessionId}`, perSession, 'session')
    },

    admitResumeLink: (sessionId) => take(`limit:resume:${sessionId}`, resumeLinks, 'session'),

    async chargeUpstream(client, unverified) {
      if (unverified) {
        // Studies and sessions apart: invented session ids never hold up a real study's first load.
        await take(`limit:unverified:${unverified}:${client}`, unverifiedPerClient, 'unverified')
        await take(`limit:unverified:${unverified}`, unverifiedTotal, 'unverified')
      }
      await take(`limit:upstream:${client}`, upstreamShare, 'share')
    },
  }
}

/** A bucket of `count` a minute, allowing a burst of `burst` (the whole minute by default). */
function perMinute(count: number, burst = count): TokenBucketRule {
  if (!(count >= 1)) {
    throw new Error('[study-runner] createStudyProxy `rateLimit`: every limit must be at least 1.')
  }
  return { capacity: Math.min(count, burst), refillPerSecond: count / 60 }
}
