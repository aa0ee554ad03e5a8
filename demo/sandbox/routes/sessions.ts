import type { Hono } from 'hono'
import type { SessionList, SessionStatus } from '../../../src/api/types'
import { requireKey } from '../auth'
import { validationFailed } from '../errors'
import { fitsOne, readListPage } from '../paging'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { startSession } from '../session-actions'
import { listSessionRows, toSessionListItem, toSessionStarted } from '../sessions-store'
import { requireStudy } from '../studies-store'
import { checkIdempotencyKey } from '../validate-session-start'

const sessionStatuses: readonly SessionStatus[] = ['started', 'completed', 'abandoned']

/**
 * GET and POST /studies/{id}/sessions (OpenAPI listStudySessions, startSession;
 * docs/service.md#participant-calls, docs/service.md#researcher-side). A live study inside its
 * schedule starts a session with a random id and token, expiring after the session timeout unless
 * answers keep it alive. The same Idempotency-Key answers the same session again, so a retried
 * start never makes a second participant.
 */
export function registerSessionRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db } = deps

  app.get('/studies/:id/sessions', requireKey(deps), (c) => {
    const study = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const status = c.req.query('status')
    if (status !== undefined && !sessionStatuses.includes(status as SessionStatus)) {
      throw validationFailed([
        { field: 'status', message: 'must be started, completed or abandoned' },
      ])
    }
    const body: SessionList = readListPage((name) => c.req.query(name), {
      kind: `sessions:${study.id}`,
      fits: fitsOne('number'),
      rows: (after, limit) =>
        listSessionRows(db, {
          studyId: study.id,
          status: status as SessionStatus | undefined,
          afterSeq: after?.[0] as number | undefined,
          limit,
        }),
      positionOf: (row) => [row.seq],
      toItem: toSessionListItem,
    })
    return c.json(body)
  })

  app.post('/studies/:id/sessions', requireKey(deps), async (c) => {
    const accountId = c.get('apiKey').accountId
    // An unknown study answers 404 before its body is read.
    requireStudy(db, accountId, c.req.param('id'))
    const body = await readJsonBody(c.req.raw, deps.maxBodyBytes)
    const idempotencyKey = checkIdempotencyKey(c.req.header('idempotency-key'))
    // Read again after the body arrived: a PATCH may have closed the study meanwhile.
    const session = startSession(deps, {
      accountId,
      studyId: c.req.param('id'),
      body,
      idempotencyKey,
    })
    return c.json(toSessionStarted(session), 201)
  })
}
