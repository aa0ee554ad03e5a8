import type { UpstreamAnswer } from './call-upstream'
import type { ProxyStore } from './proxy-store'

/** Which kind of id a participant call names. */
export type IdKind = 'study' | 'session'

/**
 * What the proxy knows about an id: `known` (the service answered it with success, through this
 * proxy or another sharing the store), `gone` (the service answered 404 recently; the answer is
 * kept and replayed) or `unverified` (never seen: maybe made up, maybe started by a proxy with
 * its own store).
 */
export type IdStanding =
  { kind: 'known' } | { kind: 'gone'; answer: UpstreamAnswer } | { kind: 'unverified' }

/** How long the registry remembers. */
export interface IdRegistryOptions {
  /** How long a session or study counts as known after its last success. @default 48 h */
  knownTtlMs?: number
  /** How long a 404 of the service is answered locally. @default 10 min */
  goneTtlMs?: number
}

/** Remembers the ids the service confirmed or denied, in the proxy's store. */
export interface IdRegistry {
  standing(kind: IdKind, id: string): Promise<IdStanding>
  /** Notes the service's answer for an id: success makes it known, 404 makes it gone. */
  observe(kind: IdKind, id: string, answer: UpstreamAnswer): Promise<void>
}

// A 404 body is a short error; anything longer is not replayed word for word.
const maxReplayedBodyChars = 2048

/**
 * Creates the registry that lets an invented id cost almost nothing upstream: sessions this proxy
 * started or saw succeed are `known`, ids the service denied are answered from memory, and
 * everything else is `unverified` (the proxy admits those sparingly, see `rateLimit.unverified`).
 * Kept in the {@link ProxyStore}, so proxies sharing a store share what they learned.
 */
export function createIdRegistry(
  store: ProxyStore,
  now: () => number,
  options: IdRegistryOptions = {},
): IdRegistry {
  const knownTtlMs = options.knownTtlMs ?? 48 * 3_600_000
  const goneTtlMs = options.goneTtlMs ?? 600_000
  const key = (kind: IdKind, id: string) => `id:${kind}:${id}`

  return {
    async standing(kind, id) {
      const stored = await store.get(key(kind, id), now())
      if (stored === undefined) return { kind: 'unverified' }
      if (stored === 'known') return { kind: 'known' }
      try {
        return { kind: 'gone', answer: JSON.parse(stored) as UpstreamAnswer }
      } catch {
        return { kind: 'unverified' }
      }
    },

    async observe(kind, id, answer) {
      if (answer.status >= 200 && answer.status < 300) {
        await store.set(key(kind, id), 'known', knownTtlMs, now())
      } else if (answer.status === 404) {
        const body =
          answer.body !== null && answer.body.length <= maxReplayedBodyChars ? answer.body : null
        const replay: UpstreamAnswer = {
          status: 404,
          headers: body === null ? {} : pick(answer.headers, 'content-type'),
          body,
        }
        await store.set(key(kind, id), JSON.stringify(replay), goneTtlMs, now())
      }
    },
  }
}

function pick(headers: Record<string, string>, name: string): Record<string, string> {
  const value = headers[name]
  return value === undefined ? {} : { [name]: value }
}

/** The `sessionId` of a session start's 201 answer. */
export function startedSessionId(answer: UpstreamAnswer): string | undefined {
  if (answer.status !== 201 || answer.body === null) return undefined
  try {
    const { sessionId } = JSON.parse(answer.body) as { sessionId?: unknown }
    return typeof sessionId === 'string' ? sessionId : undefined
  } catch {
    return undefined
  }
}
