import type { ResponsesAccepted, SessionFinished } from '../../src/api/types'
import { answerRules } from './answer-rules'
import { assignCondition, storeCondition } from './assign-condition'
import { checkPresentation } from './check-presentation'
import { SandboxError, validationFailed } from './errors'
import { finishSession } from './finish-session'
import { assertLicensed } from './licenses'
import { recordAnswers } from './record-answers'
import type { SandboxDeps } from './sandbox-env'
import { isRecord } from './seed/shape-checks'
import {
  assertToken,
  findByIdempotencyKey,
  insertSession,
  requireSession,
  storedFinish,
  type SessionRow,
} from './sessions-store'
import { contentOf, isOpenForSessions, requireStudy, type StudyRow } from './studies-store'
import { validateResponses } from './validate-responses'
import { validateSessionStart } from './validate-session-start'

/**
 * The three participant actions, shared by the public calls (`POST /studies/{id}/sessions`,
 * `POST /sessions/{id}/responses|finish`) and the inbound actions `session.create`,
 * `session.responses`, `session.finish` (docs/service.md#events), so both answer alike.
 */

/**
 * Starts a session on one of the account's studies (docs/service.md#participant-calls): the body
 * checked, the same Idempotency-Key answering the same session, a `live` study inside its schedule,
 * the licence of a protected instrument. With `conditions` in the content, the session joins the
 * arm with the fewest started sessions (assign-condition.ts). Raises `session.started`.
 */
export function startSession(
  deps: SandboxDeps,
  input: { accountId: string; studyId: string; body: unknown; idempotencyKey: string | null },
): SessionRow {
  const { db, clock } = deps
  const study = requireStudy(db, input.accountId, input.studyId)
  const content = contentOf(study)
  const checked = validateSessionStart(input.body, content)
  if (input.idempotencyKey) {
    const earlier = findByIdempotencyKey(db, study.id, input.idempotencyKey)
    if (earlier) return earlier
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
  const { conditions } = content
  const start = db.transaction(() => {
    const condition = conditions ? assignCondition(db, study.id, conditions) : null
    const inserted = insertSession(db, {
      studyId: study.id,
      ...checked,
      idempotencyKey: input.idempotencyKey,
      startedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + deps.sessionTimeoutMs).toISOString(),
      condition,
    })
    if (conditions && condition !== null) {
      storeCondition(db, {
        sessionId: inserted.id,
        variableCode: conditions.variableCode,
        condition,
        startedAt: inserted.started_at,
      })
    }
    deps.emit('session.started', { sessionId: inserted.id, studyId: study.id })
    return inserted
  })
  // Immediate: the write lock is taken before the arms are counted, so starts from another
  // connection to the same file wait instead of counting the same numbers.
  return start.immediate()
}

/**
 * Stores a batch of answers for a started session (docs/service.md#participant-calls), and the
 * `presentation` it may carry (check-presentation.ts); one bad member refuses the whole body.
 */
export function acceptResponses(
  deps: SandboxDeps,
  input: { accountId: string; sessionId: string; body: unknown },
): ResponsesAccepted {
  const { session, study, body, nowIso } = openSessionCall(deps, input)
  if (session.status !== 'started') throw closed(session)
  const content = contentOf(study)
  const presentation = checkPresentation(body.presentation, content, session.module_order)
  const answers = validateResponses(
    body.responses,
    answerRules(content),
    { nowIso, startedAtIso: session.started_at, skewMs: deps.answerClockSkewMs },
    presentation.details,
  )
  const accepted = recordAnswers(deps.db, {
    sessionId: session.id,
    answers,
    moduleOrder: presentation.moduleOrder,
    nowIso,
    expiresAt: new Date(Date.parse(nowIso) + deps.sessionTimeoutMs).toISOString(),
  })
  return { sessionId: session.id, accepted }
}

/** Completes and scores a session; a repeated finish answers the identical body. */
export function completeSession(
  deps: SandboxDeps,
  input: { accountId: string; sessionId: string; body: unknown },
): SessionFinished {
  const { session, study, nowIso } = openSessionCall(deps, input)
  const earlier = storedFinish(session)
  if (earlier) return earlier
  if (session.status !== 'started') throw closed(session)
  return finishSession(deps.db, {
    sessionId: session.id,
    studyId: study.id,
    content: contentOf(study),
    nowIso,
    emit: deps.emit,
  })
}

/**
 * The account's session and study, else 404 (another account's session is as unknown as a
 * missing one); then the body must be an object with the session's token (422, 403).
 */
export function openSessionCall(
  deps: SandboxDeps,
  input: { accountId: string; sessionId: string; body: unknown },
): { session: SessionRow; study: StudyRow; body: Record<string, unknown>; nowIso: string } {
  const { session, study } = requireSessionOfAccount(deps, input.accountId, input.sessionId)
  const { body } = input
  if (!isRecord(body)) {
    throw validationFailed([{ field: 'body', message: 'must be a JSON object with a token' }])
  }
  if (typeof body.token !== 'string' || body.token === '') {
    throw validationFailed([{ field: 'token', message: 'is required: the session token' }])
  }
  assertToken(session, body.token)
  return { session, study, body, nowIso: deps.clock.nowIso() }
}

/** The account's session and its study, else 404 `not_found`. */
export function requireSessionOfAccount(
  deps: SandboxDeps,
  accountId: string,
  sessionId: string,
): { session: SessionRow; study: StudyRow } {
  const session = requireSession(deps.db, sessionId)
  try {
    return { session, study: requireStudy(deps.db, accountId, session.study_id) }
  } catch {
    throw new SandboxError('not_found', `There is no session "${session.id}".`)
  }
}

function closed(session: SessionRow): SandboxError {
  return new SandboxError(
    'session_closed',
    `Session "${session.id}" is ${session.status}; it takes no more answers.`,
  )
}
