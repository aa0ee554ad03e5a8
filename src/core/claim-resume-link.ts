import type { SessionPersistence } from './create-session-persistence'
import type { parseStoredSession, StoredSession } from './persisted-session'
import type { persistedVersion } from './storage-keys'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { StudyTransport } from './transport'

/** What became of claiming a resume link. */
export type ResumeClaim =
  /**
   * The session to go on with, now the one this device keeps, and the start key it keeps it
   * under: the first device's (the seed of its shuffles), else this device's own.
   */
  | { kind: 'claimed'; session: StoredSession; idempotencyKey: string }
  /** Used, expired, unknown or malformed: start as if there were no link, saying so. */
  | { kind: 'unusable'; reason: string }
  /** Another study's, left with the proxy for the page of that study: start as if there were none. */
  | { kind: 'anotherStudy' }
  /** The proxy could not be asked (offline, 429, 5xx): the link may still work on a retry. */
  | { kind: 'failed'; error: unknown }

/** Input of {@link claimResumeLink}. */
export interface ClaimResumeInput {
  transport: StudyTransport
  resumeId: string
  studyId: string
  /** The language chosen for this visit: the session's own when the record has none. */
  language: string
  /** The content revision the session goes on with. */
  revision: string
  /** Whether the content has a variable; answers to others are left out. */
  isKnownVariable: (variableCode: string) => boolean
  /** Where this device keeps the study's session, if it does. */
  persistence: SessionPersistence | undefined
  /** This device's start key, kept when the record carries no seed. */
  idempotencyKey: string
  /** Handed in: this runs in the resume chunk (resume-session.ts). */
  pieces: Pick<ResponseQueuePieces, 'isRetryableError'> & {
    parseStoredSession: typeof parseStoredSession
    persistedVersion: typeof persistedVersion
  }
}

/**
 * Claims the resume link the page was opened with (docs/architecture.md#continue-on-another-device):
 * the proxy hands its record out once and deletes it. The record becomes the session's record on
 * this device, checked as strictly as one read from storage (persisted-session.ts) — every answer
 * it holds was acknowledged by the service, so none is sent again — and replaces any session the
 * device kept of the study. What the proxy answers is not trusted further than that, and never
 * logged: it holds the token.
 */
export async function claimResumeLink(input: ClaimResumeInput): Promise<ResumeClaim> {
  const { transport } = input
  if (!transport.claimResumeLink) {
    return { kind: 'unusable', reason: 'the transport cannot claim resume links' }
  }
  let record: unknown
  try {
    record = await transport.claimResumeLink(input.resumeId, { studyId: input.studyId })
  } catch (error) {
    if (input.pieces.isRetryableError(error)) return { kind: 'failed', error }
    // 409: the proxy keeps another study's record for that study's page.
    if ((error as { status?: number })?.status === 409) return { kind: 'anotherStudy' }
    // 404: used, expired or unknown; any other refusal will not change on a retry either.
    return { kind: 'unusable', reason: (error as { code?: string })?.code ?? 'refused' }
  }
  if (!isRecord(record)) return { kind: 'unusable', reason: 'not a record' }
  // A proxy that did not compare the study has used the link up: it is gone for the other page too.
  if (record.studyId !== input.studyId) return { kind: 'unusable', reason: 'another study' }
  const { sessionId, answers, language, seed, deadlines } = record
  if (typeof sessionId !== 'string' || sessionId === '' || !isRecord(answers)) {
    return { kind: 'unusable', reason: 'a malformed record' }
  }
  // Every answer the link carries was acknowledged in its current version.
  const versions = Object.fromEntries(
    Object.entries(answers).map(([code, answer]) => [code, isRecord(answer) ? answer.changes : 0]),
  )
  const parsed = input.pieces.parseStoredSession(
    JSON.stringify({
      version: input.pieces.persistedVersion,
      studyId: input.studyId,
      sessionId,
      token: record.token,
      language: typeof language === 'string' && language !== '' ? language : input.language,
      revision: input.revision,
      page: record.page,
      answers,
      acknowledged: versions,
      sent: versions,
      // Response times count from when this device shows a question: the first device's times
      // would add the time between the two (resume-link-types.ts).
      shownAt: {},
      // The timed modules' clocks run on: a malformed one is dropped by the parse.
      deadlines,
    }),
    { studyId: input.studyId, sessionId, version: input.pieces.persistedVersion },
    input.isKnownVariable,
  )
  if (typeof parsed === 'string') return { kind: 'unusable', reason: parsed }
  const { persistence } = input
  const kept = await persistence?.load()
  if (kept?.session && kept.session.sessionId !== sessionId) {
    persistence?.forget(kept.session.sessionId)
  }
  const idempotencyKey = typeof seed === 'string' && seed !== '' ? seed : input.idempotencyKey
  persistence?.savePointer(idempotencyKey, sessionId)
  return { kind: 'claimed', session: parsed.session, idempotencyKey }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
