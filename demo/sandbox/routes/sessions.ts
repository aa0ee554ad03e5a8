import type { Hono } from 'hono'
import { answerOtherMethods } from '../allowed-methods'
import { requireKey } from '../auth'
import { SandboxError } from '../errors'
import { assertLicensed } from '../licenses'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { findByIdempotencyKey, insertSession, toSessionStarted } from '../sessions-store'
import { contentOf, isOpenForSessions, requireStudy } from '../studies-store'
import { checkIdempotencyKey, validateSessionStart } from '../validate-session-start'

/**
 * POST /studies/{id}/sessions (OpenAPI startSession, DESIGN.md §4): a live study inside its
 * schedule starts a session with a random id and token, expiring after the session timeout
 * unless answers keep it alive. The same Idempotency-Key answers the same session again, so a
 * retried start never makes a second participant.
 */
export function registerSessionRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db, clock } = deps

  app.post('/api/public/v1/studies/:id/sessions', requireKey(deps), async (c) => {
    const study = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const content = contentOf(study)
    const input = validateSessionStart(await readJsonBody(c.req.raw, deps.maxBodyBytes), content)
    const idempotencyKey = checkIdempotencyKey(c.req.header('idempotency-key'))

    if (idempotencyKey) {
      const earlier = findByIdempotencyKey(db, study.id, idempotencyKey)
      if (earlier) return c.json(toSessionStarted(earlier), 201)
    }
    const now = clock.now()
    if (!isOpenForSessions(study, now)) {
      throw new SandboxError(
        'study_not_live',
        study.status === 'live'
          ? `Study "${study.id}" is outside its schedule.`
          : `Study "${study.id}" is ${study.status}, not live.`,
      )
    }
    assertLicensed(db, study, content, now.toISOString())

    const session = insertSession(db, {
      studyId: study.id,
      ...input,
      idempotencyKey,
      startedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + deps.sessionTimeoutMs).toISOString(),
    })
    return c.json(toSessionStarted(session), 201)
  })
  answerOtherMethods(app, '/api/public/v1/studies/:id/sessions', ['POST'])
}
