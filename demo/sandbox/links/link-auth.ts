import type { MiddlewareHandler } from 'hono'
import type { SandboxDatabase } from '../db'
import { apiKeyPattern, findApiKey } from '../keys'
import type { SandboxEnv } from '../sandbox-env'
import { LinkError } from './link-error'

/**
 * Authenticates a link API request (docs/service.md#link-api): `Authorization: Bearer sk_live_…`
 * naming a stored, unrevoked key of any account → else 401 `{ error }`. The key's account owns the
 * links it makes. The link API has no scopes and no per-request budget — only creations are limited
 * (creation-limit.ts) — so neither the Study Service's scopes nor its 120-a-minute limit apply.
 */
export function requireLinkKey(db: SandboxDatabase): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
    const presented = match?.[1]
    const apiKey =
      presented && apiKeyPattern.test(presented) ? findApiKey(db, presented) : undefined
    if (!apiKey || apiKey.revokedAt !== null) {
      throw new LinkError(
        401,
        presented
          ? 'The API key is unknown or revoked.'
          : 'Send an API key: Authorization: Bearer sk_live_…',
        { 'WWW-Authenticate': 'Bearer' },
      )
    }
    c.set('apiKey', apiKey)
    await next()
  }
}
