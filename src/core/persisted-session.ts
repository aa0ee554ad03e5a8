import type { Answer } from './response-batch'
import type { ModuleDeadline } from './study-session-types'
import type { persistedVersion } from './storage-keys'

/** The study's pointer record, written before the session start so a lost reply is harmless. */
export interface StoredPointer {
  version: typeof persistedVersion
  studyId: string
  /**
   * Sent with every start attempt: the service answers the same session again
   * (docs/service.md#participant-calls).
   */
  idempotencyKey: string
  /** Set once the service started the session. */
  sessionId: string | null
  /**
   * The answers given before the session existed (it starts at the first answer): kept here until
   * the session's own record takes them, so a tab closed meanwhile, or offline, loses none.
   */
  answers?: Record<string, Answer>
}

/**
 * The record that this device took part (docs/content-format.md#order-time-endings): written
 * when a session completes or ends early, kept after the session's own record is forgotten.
 */
export interface StoredCompletion {
  version: typeof persistedVersion
  studyId: string
  sessionId: string
}

/** Everything needed to resume a session on the same page with every answer. */
export interface StoredSession {
  version: typeof persistedVersion
  studyId: string
  sessionId: string
  token: string
  /** The language the session started in. */
  language: string
  /** The content revision the session ran on. */
  revision: string
  /** The page on screen, as its `StudyPage.index`. */
  page: number
  /** Every answer, by `variableCode`; the unacknowledged ones are the outbox. */
  answers: Record<string, Answer>
  /** The version (`changes`) of each answer the service acknowledged. */
  acknowledged: Record<string, number>
  /** The version of each answer that went out (acknowledged or not). */
  sent: Record<string, number>
  /** When each element was first shown (ms since the epoch), by element id: `rtMs` paradata. */
  shownAt: Record<string, number>
  /**
   * The clocks of the timed modules entered, by module id (module-timer.ts); absent in a record
   * written before time limits.
   */
  deadlines?: Record<string, ModuleDeadline>
  /**
   * The review page was on screen (content with `review`): a reload shows it again, not the last
   * page. Absent in a record written before, or while a page is on screen.
   */
  reviewing?: boolean
}

/** The study (and session) a record must belong to, and the version records are written in. */
interface Expected {
  studyId: string
  version: typeof persistedVersion
}

/** Reads and checks a pointer record of `studyId`; answers the reason as a string when unusable. */
export function parseStoredPointer(
  raw: string,
  { studyId, version }: Expected,
): StoredPointer | string {
  const value = parseJson(raw)
  if (!isRecord(value)) return 'not a JSON object'
  if (value.version !== version) return `version ${String(value.version)}`
  if (value.studyId !== studyId) return 'another study'
  if (!isText(value.idempotencyKey)) return 'no idempotency key'
  if (value.sessionId !== null && !isText(value.sessionId)) return 'a malformed session id'
  const { answers } = value
  const answersKept = isRecord(answers) && Object.values(answers).every(isAnswer)
  return {
    version,
    studyId,
    idempotencyKey: value.idempotencyKey,
    sessionId: value.sessionId,
    ...(answersKept && { answers: answers as Record<string, Answer> }),
  }
}

/**
 * Reads and checks a session record of `studyId`; answers to variables `isKnown` refuses (the
 * content changed) are left out. Answers the reason as a string when the record is unusable.
 */
export function parseStoredSession(
  raw: string,
  expected: Expected & { sessionId: string },
  isKnown: (variableCode: string) => boolean,
): { session: StoredSession; dropped: string[] } | string {
  const value = parseJson(raw)
  if (!isRecord(value)) return 'not a JSON object'
  if (value.version !== expected.version) return `version ${String(value.version)}`
  if (value.studyId !== expected.studyId || value.sessionId !== expected.sessionId) {
    return 'another study or session'
  }
  const { token, language, revision, page, answers, acknowledged, sent, shownAt } = value
  if (!isText(token) || !isText(language) || typeof revision !== 'string') return 'bad members'
  if (!Number.isInteger(page) || (page as number) < 0) return 'a bad page'
  if (!isRecord(answers) || !isRecord(acknowledged) || !isRecord(sent) || !isRecord(shownAt)) {
    return 'bad members'
  }
  if (![acknowledged, sent].every(isCountMap) || !isNumberMap(shownAt)) return 'bad versions'
  const entries: Array<[string, Answer]> = []
  const dropped: string[] = []
  for (const [variableCode, answer] of Object.entries(answers)) {
    if (!isAnswer(answer)) return `a malformed answer to ${variableCode}`
    if (isKnown(variableCode)) entries.push([variableCode, answer])
    else dropped.push(variableCode)
  }
  // fromEntries defines own properties, `__proto__` included (an assignment would not).
  const kept: Record<string, Answer> = Object.fromEntries(entries)
  return {
    session: {
      version: expected.version,
      studyId: expected.studyId,
      sessionId: expected.sessionId,
      token,
      language,
      revision,
      page: page as number,
      answers: kept,
      acknowledged: acknowledged as Record<string, number>,
      sent: sent as Record<string, number>,
      shownAt: shownAt as Record<string, number>,
      // A malformed clock is dropped: the module's time starts again rather than the resume failing.
      deadlines: Object.fromEntries(
        Object.entries(isRecord(value.deadlines) ? value.deadlines : {}).filter(([, deadline]) =>
          isDeadline(deadline),
        ),
      ) as Record<string, ModuleDeadline>,
      ...(value.reviewing === true ? { reviewing: true } : {}),
    },
    dropped,
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

function isCountMap(value: Record<string, unknown>): boolean {
  return Object.values(value).every((count) => Number.isInteger(count) && (count as number) >= 0)
}

function isNumberMap(value: Record<string, unknown>): boolean {
  return Object.values(value).every((time) => typeof time === 'number' && Number.isFinite(time))
}

function isDeadline(value: unknown): value is ModuleDeadline {
  if (!isRecord(value)) return false
  const { endsAt, extensionsLeft, expired } = value
  return (
    typeof endsAt === 'number' &&
    Number.isFinite(endsAt) &&
    Number.isInteger(extensionsLeft) &&
    (extensionsLeft as number) >= 0 &&
    typeof expired === 'boolean'
  )
}

function isAnswer(value: unknown): value is Answer {
  if (!isRecord(value)) return false
  const { valueNum, valueText, entry, answeredAt, rtMs, changes } = value
  return (
    (valueNum === null || (typeof valueNum === 'number' && Number.isFinite(valueNum))) &&
    (valueText === undefined || valueText === null || typeof valueText === 'string') &&
    (entry === undefined || typeof entry === 'string') &&
    typeof answeredAt === 'string' &&
    !Number.isNaN(Date.parse(answeredAt)) &&
    Number.isInteger(rtMs) &&
    (rtMs as number) >= 0 &&
    Number.isInteger(changes) &&
    (changes as number) >= 0
  )
}
