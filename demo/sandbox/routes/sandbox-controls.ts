import type { Hono } from 'hono'
import { ensureAccount } from '../accounts'
import { SandboxError, validationFailed } from '../errors'
import { revokeApiKey, scopes, storeApiKey, type Scope } from '../keys'
import { createLicenseDecisions, defaultLicenseDays } from '../license-decisions'
import { toLicenseRecord } from '../licenses-store'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { isDateTime } from '../validate-study-edits'
import { accountOf, objectBody, loopbackOnly as requireLoopback } from './control-body'

/**
 * The sandbox-only controls of docs/sandbox.md, outside the public prefix and answering on loopback
 * only: `POST /_sandbox/keys { scopes, account? }` → 201 `{ id, key, scopes, account }`,
 * `DELETE /_sandbox/keys/{id}`, `POST /_sandbox/licenses/{id}/approve { expiresAt? } | reject |
 * expire`, `GET /_sandbox/clock`, `POST /_sandbox/clock/advance { seconds }`.
 */
export function registerSandboxControls(
  app: Hono<SandboxEnv>,
  deps: SandboxDeps & { defaultAccountId: string },
): void {
  const { db, clock } = deps
  const loopbackOnly = requireLoopback(deps)

  app.post('/keys', loopbackOnly, async (c) => {
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
    const account = accountOf(body, deps.defaultAccountId)
    const now = clock.nowIso()
    ensureAccount(db, account, now)
    const unique = [...new Set(requested as Scope[])]
    const { id, key } = storeApiKey(db, { accountId: account, scopes: unique, now })
    return c.json({ id, key, scopes: unique, account }, 201)
  })

  app.delete('/keys/:id', loopbackOnly, (c) => {
    const revoked = revokeApiKey(db, c.req.param('id'), clock.nowIso())
    if (!revoked) throw new SandboxError('not_found', `There is no key "${c.req.param('id')}".`)
    return c.json({ id: c.req.param('id'), revokedAt: revoked.revokedAt })
  })

  app.get('/clock', loopbackOnly, (c) => c.json({ now: clock.nowIso() }))

  // Moving the clock runs what falls due on the way, in order (docs/sandbox.md): abandonment,
  // licence notices and expiry, delivery attempts and their retries (advance-clock.ts).
  app.post('/clock/advance', loopbackOnly, async (c) => {
    const body = await objectBody(c, deps)
    const seconds = body.seconds
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
      throw validationFailed([{ field: 'seconds', message: 'must be a number ≥ 0' }])
    }
    const report = await deps.advanceClock(seconds)
    return c.json({ now: clock.nowIso(), ...report })
  })

  // The reviewer's side of licences (docs/sandbox.md): approve (for a year unless `expiresAt`
  // says otherwise; null never expires), reject, or end an approved licence now.
  const decisions = createLicenseDecisions({ db, nowIso: () => clock.nowIso(), emit: deps.emit })
  app.post('/licenses/:id/approve', loopbackOnly, async (c) => {
    const body = await objectBody(c, deps)
    const now = clock.now()
    let expiresAt: string | null = new Date(
      now.getTime() + defaultLicenseDays * 86_400_000,
    ).toISOString()
    if (body.expiresAt === null) expiresAt = null
    else if (body.expiresAt !== undefined) {
      if (
        typeof body.expiresAt !== 'string' ||
        !isDateTime(body.expiresAt) ||
        Date.parse(body.expiresAt) <= now.getTime()
      ) {
        throw validationFailed([
          { field: 'expiresAt', message: 'must be a future RFC 3339 date-time or null' },
        ])
      }
      // Stored in one form (UTC, milliseconds), so expiry compares as text.
      expiresAt = new Date(body.expiresAt).toISOString()
    }
    return c.json(toLicenseRecord(decisions.approve(c.req.param('id'), expiresAt)))
  })
  app.post('/licenses/:id/reject', loopbackOnly, (c) =>
    c.json(toLicenseRecord(decisions.reject(c.req.param('id')))),
  )
  app.post('/licenses/:id/expire', loopbackOnly, (c) =>
    c.json(toLicenseRecord(decisions.expire(c.req.param('id')))),
  )
}
