import type { Context, Hono } from 'hono'
import type { ResponsesAccepted } from '../../../src/api/types'
import { answerOtherMethods } from '../allowed-methods'
import { answerRules } from '../answer-rules'
import { requireKey } from '../auth'
import { SandboxError, validationFailed } from '../errors'
import { finishSession } from '../finish-session'
import { recordAnswers } from '../record-answers'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { isRecord } from '../seed/shape-checks'
import { assertToken, requireSession, storedFinish, type SessionRow } from '../sessions-store'
import { contentOf, requireStudy, type StudyRow } from '../studies-store'
import { validateResponses } from '../validate-responses'

/**
 * POST /sessions/{id}/responses and POST /sessions/{id}/finish (OpenAPI submitResponses,
 * finishSession; DESIGN.md §4). Both carry the session token in the body (spec §5.5). Checks
 * run in this order: unknown session 404, body 415/413/400, missing token 422, wrong token 403,
 * closed session 409, then the answers themselves 422.
 */
export function registerSessionCallRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db } = deps
  const auth = requireKey(deps)

  app.post('/api/public/v1/sessions/:id/responses', auth, async (c) => {
    const { session, study, body, nowIso } = await openSessionCall(c, deps)
    if (session.status !== 'started') throw closed(session)
    const answers = validateResponses(body.responses, answerRules(contentOf(study)), nowIso)
    const accepted = recordAnswers(db, {
      sessionId: session.id,
      answers,
      nowIso,
      expiresAt: new Date(Date.parse(nowIso) + deps.sessionTimeoutMs).toISOString(),
    })
    const result: ResponsesAccepted = { sessionId: session.id, accepted }
    return c.json(result, 201)
  })
  answerOtherMethods(app, '/api/public/v1/sessions/:id/responses', ['POST'])

  app.post('/api/public/v1/sessions/:id/finish', auth, async (c) => {
    const { session, study, nowIso } = await openSessionCall(c, deps)
    const earlier = storedFinish(session)
    if (earlier) return c.json(earlier) // idempotent: the identical body again
    if (session.status !== 'started') throw closed(session)
    const finished = finishSession(db, {
      sessionId: session.id,
      studyId: study.id,
      content: contentOf(study),
      nowIso,
      emit: deps.emit,
    })
    return c.json(finished)
  })
  answerOtherMethods(app, '/api/public/v1/sessions/:id/finish', ['POST'])
}

async function openSessionCall(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
): Promise<{
  session: SessionRow
  study: StudyRow
  body: Record<string, unknown>
  nowIso: string
}> {
  const sessionId = c.req.param('id') ?? ''
  // Another account's session is as unknown as a missing one.
  const study = requireStudyOfSession(c, deps, requireSession(deps.db, sessionId))
  const body = await readJsonBody(c.req.raw, deps.maxBodyBytes)
  // Read again after the body arrived: another call may have finished the session meanwhile.
  // From here on everything is synchronous, so no other request interleaves.
  const session = requireSession(deps.db, sessionId)
  const nowIso = deps.clock.nowIso()
  if (!isRecord(body)) {
    throw validationFailed([{ field: 'body', message: 'must be a JSON object with a token' }])
  }
  if (typeof body.token !== 'string' || body.token === '') {
    throw validationFailed([{ field: 'token', message: 'is required: the session token' }])
  }
  assertToken(session, body.token)
  return { session, study, body, nowIso }
}

function requireStudyOfSession(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
  session: SessionRow,
): StudyRow {
  try {
    return requireStudy(deps.db, c.get('apiKey').accountId, session.study_id)
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
