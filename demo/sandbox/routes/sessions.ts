import type { Hono } from 'hono'
import type { SessionList, SessionStatus } from '../../../src/api/types'
import { answerOtherMethods } from '../allowed-methods'
import { requireKey } from '../auth'
import { SandboxError, validationFailed } from '../errors'
import { assertLicensed } from '../licenses'
import { decodeCursor, encodeCursor, invalidCursor, parseLimit, takePage } from '../paging'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import {
  findByIdempotencyKey,
  insertSession,
  listSessionRows,
  toSessionListItem,
  toSessionStarted,
} from '../sessions-store'
import { contentOf, isOpenForSessions, requireStudy } from '../studies-store'
import { checkIdempotencyKey, validateSessionStart } from '../validate-session-start'

const sessionStatuses: readonly SessionStatus[] = ['started', 'completed', 'abandoned']

/**
 * GET and POST /studies/{id}/sessions (OpenAPI listStudySessions, startSession; DESIGN.md §4,
 * §6). A live study inside its schedule starts a session with a random id and token, expiring
 * after the session timeout unless answers keep it alive. The same Idempotency-Key answers the
 * same session again, so a retried start never makes a second participant.
 */
export function registerSessionRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db, clock } = deps

  app.get('/api/public/v1/studies/:id/sessions', requireKey(deps), (c) => {
    const study = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const status = c.req.query('status')
    if (status !== undefined && !sessionStatuses.includes(status as SessionStatus)) {
      throw validationFailed([
        { field: 'status', message: 'must be started, completed or abandoned' },
      ])
    }
    const limit = parseLimit(c.req.query('limit'))
    const after = decodeCursor(`sessions:${study.id}`, c.req.query('cursor'))
    if (after && typeof after[0] !== 'number') throw invalidCursor()
    const rows = listSessionRows(db, {
      studyId: study.id,
      status: status as SessionStatus | undefined,
      afterSeq: after?.[0] as number | undefined,
      limit: limit + 1,
    })
    const { page, more } = takePage(rows, limit)
    const last = page.at(-1)
    const body: SessionList = {
      data: page.map(toSessionListItem),
      nextCursor: more && last ? encodeCursor(`sessions:${study.id}`, [last.seq]) : null,
    }
    return c.json(body)
  })

  app.post('/api/public/v1/studies/:id/sessions', requireKey(deps), async (c) => {
    const study = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const content = contentOf(study)
    const input = validateSessionStart(await readJsonBody(c.req.raw, deps.maxBodyBytes), content)
    const idempotencyKey = checkIdempotencyKey(c.req.header('idempotency-key'))

    if (idempotencyKey) {
      const earlier = findByIdempotencyKey(db, study.id, idempotencyKey)
      if (earlier) return c.json(toSessionStarted(earlier), 201)
    }
    // Read again after the body arrived: a PATCH may have closed the study meanwhile.
    const current = requireStudy(db, study.account_id, study.id)
    const now = clock.now()
    if (!isOpenForSessions(current, now)) {
      throw new SandboxError(
        'study_not_live',
        current.status === 'live'
          ? `Study "${current.id}" is outside its schedule.`
          : `Study "${current.id}" is ${current.status}, not live.`,
      )
    }
    assertLicensed(db, current, content, now.toISOString())

    const session = db.transaction(() => {
      const inserted = insertSession(db, {
        studyId: current.id,
        ...input,
        idempotencyKey,
        startedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + deps.sessionTimeoutMs).toISOString(),
      })
      deps.emit('session.started', { sessionId: inserted.id, studyId: current.id })
      return inserted
    })()
    return c.json(toSessionStarted(session), 201)
  })
  answerOtherMethods(app, '/api/public/v1/studies/:id/sessions', ['GET', 'POST'])
}
