import type { ApiErrorDetail, InboundAction } from '../../src/api/types'
import { SandboxError, validationFailed } from './errors'
import { upsertCourseEnrollment, upsertPanelInvitation } from './inbound-store'
import type { SandboxDeps } from './sandbox-env'
import { isRecord } from './seed/shape-checks'
import { acceptResponses, completeSession, startSession } from './session-actions'
import { toSessionStarted } from './sessions-store'
import { isDateTime } from './validate-study-edits'

/** The five inbound actions of docs/service.md#events. */
export const inboundActions: readonly InboundAction[] = [
  'session.create',
  'session.responses',
  'session.finish',
  'panel.invite_status',
  'course.enrollment_upsert',
]

const inviteStatuses = ['sent', 'opened', 'started', 'completed', 'declined', 'bounced']
const enrollmentStatuses = ['active', 'completed', 'withdrawn']

/** An inbound action's answer: status and JSON body. */
export interface InboundOutcome {
  status: 200 | 201
  body: unknown
}

/**
 * Runs one verified inbound push `{ action, data }` for an account (docs/service.md#events).
 * The session actions answer as their public calls do (and fail with the same errors); the two
 * record actions upsert idempotently, the latest `at` winning. Synchronous, so a push and the
 * receipt kept for its replays commit together.
 *
 * @throws SandboxError — 422 `validation_failed` for an unknown action or bad `data`.
 */
export function runInboundAction(
  deps: SandboxDeps,
  accountId: string,
  push: unknown,
): InboundOutcome {
  if (!isRecord(push)) {
    throw validationFailed([{ field: 'body', message: 'must be an object { action, data }' }])
  }
  const { action, data } = push
  if (typeof action !== 'string' || !inboundActions.includes(action as InboundAction)) {
    throw validationFailed([
      {
        field: 'action',
        message: `must be one of ${inboundActions.join(', ')}${typeof action === 'string' ? ` (got "${action}")` : ''}`,
      },
    ])
  }
  if (!isRecord(data)) throw validationFailed([{ field: 'data', message: 'must be an object' }])

  switch (action as InboundAction) {
    case 'session.create': {
      if (typeof data.studyId !== 'string' || data.studyId === '') {
        throw validationFailed([{ field: 'data.studyId', message: 'is required: a study id' }])
      }
      const { studyId, ...start } = data
      const session = inData(() =>
        startSession(deps, { accountId, studyId, body: start, idempotencyKey: null }),
      )
      return { status: 201, body: toSessionStarted(session) }
    }
    case 'session.responses': {
      const sessionId = requireSessionId(data)
      if (data.responses === undefined) {
        throw validationFailed([
          { field: 'data.responses', message: 'is required: a list of answers' },
        ])
      }
      const { accepted } = inData(() => acceptResponses(deps, { accountId, sessionId, body: data }))
      return { status: 200, body: { ok: true, accepted } }
    }
    case 'session.finish': {
      const sessionId = requireSessionId(data)
      const finished = inData(() => completeSession(deps, { accountId, sessionId, body: data }))
      return { status: 200, body: finished }
    }
    case 'panel.invite_status': {
      const details = [
        ...checkText(data, 'invitationId'),
        ...checkChoice(data, 'status', inviteStatuses),
        ...checkAt(data),
      ]
      if (details.length > 0) throw validationFailed(details)
      const nowIso = deps.clock.nowIso()
      upsertPanelInvitation(deps.db, {
        accountId,
        invitationId: data.invitationId as string,
        status: data.status as string,
        at: atOf(data, nowIso),
        nowIso,
      })
      return { status: 200, body: { ok: true } }
    }
    case 'course.enrollment_upsert': {
      const details = [
        ...checkText(data, 'courseId'),
        ...checkText(data, 'studentRef'),
        ...checkChoice(data, 'status', enrollmentStatuses),
        ...checkAt(data),
      ]
      if (details.length > 0) throw validationFailed(details)
      const nowIso = deps.clock.nowIso()
      upsertCourseEnrollment(deps.db, {
        accountId,
        courseId: data.courseId as string,
        studentRef: data.studentRef as string,
        status: data.status as string,
        at: atOf(data, nowIso),
        nowIso,
      })
      return { status: 200, body: { ok: true } }
    }
  }
}

/**
 * The session calls name fields of their own body (`language`, `token`, `responses[0]…`); an
 * inbound push carries them in `data`, so its errors say `data.language` and so on.
 */
function inData<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof SandboxError) || error.code !== 'validation_failed' || !error.details) {
      throw error
    }
    throw validationFailed(
      error.details.map((detail) => ({
        ...detail,
        field: detail.field === 'body' ? 'data' : `data.${detail.field}`,
      })),
    )
  }
}

function requireSessionId(data: Record<string, unknown>): string {
  if (typeof data.sessionId !== 'string' || data.sessionId === '') {
    throw validationFailed([{ field: 'data.sessionId', message: 'is required: a session id' }])
  }
  return data.sessionId
}

function checkText(data: Record<string, unknown>, field: string): ApiErrorDetail[] {
  const value = data[field]
  return typeof value === 'string' && value.length >= 1 && value.length <= 200
    ? []
    : [{ field: `data.${field}`, message: 'is required: a string of 1 to 200 characters' }]
}

function checkChoice(
  data: Record<string, unknown>,
  field: string,
  choices: readonly string[],
): ApiErrorDetail[] {
  return choices.includes(data[field] as string)
    ? []
    : [{ field: `data.${field}`, message: `must be one of ${choices.join(', ')}` }]
}

function checkAt(data: Record<string, unknown>): ApiErrorDetail[] {
  if (data.at === undefined) return []
  return typeof data.at === 'string' && isDateTime(data.at)
    ? []
    : [{ field: 'data.at', message: 'must be an RFC 3339 date-time' }]
}

// Stored in one form (UTC, milliseconds), so the latest `at` compares as text.
function atOf(data: Record<string, unknown>, nowIso: string): string {
  return typeof data.at === 'string' ? new Date(data.at).toISOString() : nowIso
}
