import type { Context, Hono, MiddlewareHandler } from 'hono'
import { ensureAccount } from '../accounts'
import { answerOtherMethods } from '../allowed-methods'
import { SandboxError, validationFailed } from '../errors'
import { revokeApiKey, scopes, storeApiKey, type Scope } from '../keys'
import { isLoopbackRequest } from '../loopback'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { isRecord } from '../seed/shape-checks'
import { abandonExpiredSessions } from '../sessions-store'

/**
 * The sandbox-only controls of DESIGN.md §9, outside the public prefix and answering on loopback
 * only: `POST /_sandbox/keys { scopes, account? }` → 201 `{ id, key, scopes, account }`,
 * `DELETE /_sandbox/keys/{id}`, `GET /_sandbox/clock`, `POST /_sandbox/clock/advance { seconds }`.
 */
export function registerSandboxControls(
  app: Hono<SandboxEnv>,
  deps: SandboxDeps & { defaultAccountId: string },
): void {
  const { db, clock } = deps
  const loopbackOnly: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const remoteAddress = c.env?.incoming?.socket?.remoteAddress
    if (!isLoopbackRequest({ remoteAddress }, deps.unknownRemoteIsLoopback)) {
      throw new SandboxError('insufficient_scope', 'Sandbox controls answer on loopback only.')
    }
    await next()
  }

  app.post('/_sandbox/keys', loopbackOnly, async (c) => {
    const body = await objectBody(c, deps)
    const requested = body.scopes ?? ['read', 'write']
    if (
      !Array.isArray(requested) ||
      requested.length === 0 ||
      !requested.every((scope) => scopes.includes(scope as Scope))
    ) {
      throw validationFailed([
        { field: 'scopes', message: 'must be a non-empty list of "read", "write"' },
      ])
    }
    const account = body.account ?? deps.defaultAccountId
    if (typeof account !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(account)) {
      throw validationFailed([
        { field: 'account', message: 'must be an account id (letters, digits, _ or -)' },
      ])
    }
    const now = clock.nowIso()
    ensureAccount(db, account, now)
    const unique = [...new Set(requested as Scope[])]
    const { id, key } = storeApiKey(db, { accountId: account, scopes: unique, now })
    return c.json({ id, key, scopes: unique, account }, 201)
  })
  answerOtherMethods(app, '/_sandbox/keys', ['POST'])

  app.delete('/_sandbox/keys/:id', loopbackOnly, (c) => {
    const revoked = revokeApiKey(db, c.req.param('id'), clock.nowIso())
    if (!revoked) throw new SandboxError('not_found', `There is no key "${c.req.param('id')}".`)
    return c.json({ id: c.req.param('id'), revokedAt: revoked.revokedAt })
  })
  answerOtherMethods(app, '/_sandbox/keys/:id', ['DELETE'])

  app.get('/_sandbox/clock', loopbackOnly, (c) => c.json({ now: clock.nowIso() }))
  answerOtherMethods(app, '/_sandbox/clock', ['GET'])

  // Moving the clock runs what became due at once (DESIGN.md §9): here, abandoning sessions.
  app.post('/_sandbox/clock/advance', loopbackOnly, async (c) => {
    const body = await objectBody(c, deps)
    const seconds = body.seconds
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
      throw validationFailed([{ field: 'seconds', message: 'must be a number ≥ 0' }])
    }
    const now = clock.advance(seconds).toISOString()
    const abandoned = abandonExpiredSessions(db, now)
    return c.json({ now, abandonedSessions: abandoned })
  })
  answerOtherMethods(app, '/_sandbox/clock/advance', ['POST'])
}

async function objectBody(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
): Promise<Record<string, unknown>> {
  const body = (await readJsonBody(c.req.raw, deps.maxBodyBytes)) ?? {}
  if (!isRecord(body)) throw validationFailed([{ field: 'body', message: 'must be a JSON object' }])
  return body
}
