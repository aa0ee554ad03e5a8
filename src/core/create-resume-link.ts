import type { ResponseQueue } from './create-response-queue'
import type { HostNotifier } from './host-notifier'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { ResumeLinkCreated, ResumePlace } from './resume-link-types'
import type { SessionData } from './session-transitions'
import type { StudySessionOptions } from './study-session-types'

type Session = { sessionId: string; token: string }

/** What making a resume link uses of the session's runtime (session-runtime.ts). */
export interface ResumeLinkContext {
  options: Pick<StudySessionOptions, 'transport' | 'studyId'>
  get: () => SessionData
  /** Starts the session if it has not started; a failure is answered, not shown on the page. */
  begin: () => Promise<Session | null>
  /** Why the last start failed, if it did. */
  startError: () => unknown
  /** The session's response queue, opened if need be. */
  queueOf: (session: Session) => Pick<ResponseQueue, 'retryNow' | 'drain'>
  /** The seed of the session's shuffles (its start's `Idempotency-Key`). */
  seed: () => string
  isOnline: () => boolean
  /** How long the answers may take to be acknowledged (the queue's request timeout). */
  timeoutMs: number
  notify: HostNotifier
}

/**
 * "Continue on another device" (docs/architecture.md#continue-on-another-device): the session
 * is started if it has not been, every answer given so far — the page on screen's too — is sent
 * and acknowledged, and the proxy keeps the session's place (its acknowledged answers) under a
 * link back to `destination`. Nothing is lost when any step fails: the answers stay in the outbox
 * and the participant goes on here. Part of the resume chunk (resume-session.ts).
 */
export async function createResumeLink(
  context: ResumeLinkContext,
  input: { destination: string; param?: string | undefined },
  pieces: Pick<ResponseQueuePieces, 'StudyRunnerError' | 'NetworkError' | 'ownValue'>,
): Promise<ResumeLinkCreated> {
  const { transport, studyId } = context.options
  const { StudyRunnerError, NetworkError, ownValue } = pieces
  if (!transport.createResumeLink) {
    throw new StudyRunnerError(
      'not_supported',
      '[study-runner] this transport cannot make resume links: give it createResumeLink, or use createFetchTransport',
    )
  }
  if (!context.isOnline()) {
    throw new NetworkError('[study-runner] offline: a resume link needs the proxy')
  }
  const session = context.get().session ?? (await context.begin())
  if (!session) {
    const reason = context.startError()
    throw reason instanceof Error
      ? reason
      : new NetworkError('[study-runner] the session could not start, so no resume link was made')
  }
  const queue = context.queueOf(session)
  // The participant asked: what waits for a retry, or for Next, goes now.
  queue.retryNow()
  await withTimeout(queue.drain(), context.timeoutMs, () => {
    return new NetworkError(
      '[study-runner] the answers were not acknowledged in time for a resume link',
    )
  })
  const state = context.get()
  const answers = Object.fromEntries(
    Object.entries(state.answers).filter(
      ([code, answer]) => ownValue(state.acknowledged, code) === answer.changes,
    ),
  )
  const place: ResumePlace = {
    studyId,
    sessionId: session.sessionId,
    token: session.token,
    page: state.pages[state.pageIndex]?.index ?? 0,
    answers,
    seed: context.seed(),
    language: state.language,
    // The timed modules' clocks go along (wall time: switching devices gains no time); the
    // first-shown times do not (resume-link-types.ts).
    ...(Object.keys(state.deadlines).length > 0 && { deadlines: state.deadlines }),
  }
  const ttlHours = state.content.resume?.ttlHours
  const created = await transport.createResumeLink({
    ...place,
    destination: input.destination,
    ...(input.param !== undefined && { param: input.param }),
    ...(ttlHours !== undefined && { ttlHours }),
  })
  const { url, expiresAt } = created
  context.notify('onResumeLinkCreated', { sessionId: session.sessionId, url, expiresAt })
  return created
}

/** `work`, or the error `timedOut` makes once `ms` have passed. */
async function withTimeout<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(timedOut()), ms))),
    ])
  } finally {
    clearTimeout(timer)
  }
}
