import type { MiddlewareHandler } from 'hono'
import { SandboxError } from './errors'
import { apiKeyPattern, findApiKey, type Scope } from './keys'
import { rateLimitHeaders } from './rate-limit'
import type { SandboxDeps, SandboxEnv } from './sandbox-env'

/**
 * Authenticates a public API request (docs/service.md#errors, docs/service.md#authentication) and
 * meters it (docs/service.md#limits):
 *
 * 1. `Authorization: Bearer sk_live_…` must name a stored, unrevoked key → else 401 `unauthorized`.
 * 2. The key's minute and day budget must allow it → else 429 `rate_limited` with `Retry-After`.
 * 3. GET (and HEAD) need `read`, every other method `write` → else 403 `insufficient_scope`.
 *
 * Every answer to an authenticated request carries RateLimit-Limit/-Remaining/-Reset.
 */
export function requireKey(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
    const presented = match?.[1]
    const apiKey =
      presented && apiKeyPattern.test(presented) ? findApiKey(deps.db, presented) : undefined
    if (!apiKey || apiKey.revokedAt !== null) {
      throw new SandboxError(
        'unauthorized',
        presented
          ? 'The API key is unknown or revoked.'
          : 'Send an API key: Authorization: Bearer sk_live_…',
        undefined,
        { 'WWW-Authenticate': 'Bearer' },
      )
    }

    const decision = deps.rateLimiter.take(apiKey.id)
    const limitHeaders = rateLimitHeaders(decision)
    if (!decision.allowed) {
      throw new SandboxError(
        'rate_limited',
        'Too many requests for this key; retry later.',
        undefined,
        {
          'Retry-After': String(decision.resetSeconds),
          ...limitHeaders,
        },
      )
    }

    const needed: Scope = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'write'
    if (!apiKey.scopes.includes(needed)) {
      throw new SandboxError(
        'insufficient_scope',
        `This call needs a key with the "${needed}" scope.`,
        undefined,
        limitHeaders,
      )
    }
    c.set('apiKey', apiKey)
    // Hono turns a route's error into c.res before next() returns, so this reaches errors too.
    await next()
    for (const [name, value] of Object.entries(limitHeaders)) c.res.headers.set(name, value)
  }
}
