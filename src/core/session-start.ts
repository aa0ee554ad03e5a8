import type { Visibility } from './create-visibility'
import type { SessionPersistence } from './create-session-persistence'
import type { PanelFlow } from './panel-flow'
import type { StoredSession } from './persisted-session'
import type { ResolvedQueueOptions } from './queue-options'
import type { ResponseQueue } from './create-response-queue'
import { loadResumeSession } from './load-resume-session'
import { requestSession } from './request-session'
import { samePages } from './same-pages'
import { showIfUpTo } from './show-if-up-to'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { StudyPage } from './pages'
import type { SessionLayout } from './session-layout'
import type { SessionAction, SessionData } from './session-transitions'
import { storedSessionStart } from './stored-session-start'
import type { HostNotifier } from './host-notifier'
import type { StudySessionOptions } from './study-session-types'

/** What the start of a session uses of its runtime (session-runtime.ts). */
export interface SessionStartContext {
  options: StudySessionOptions
  queueOptions: ResolvedQueueOptions
  visibility: Visibility
  /** The panel chunk, for content with parameters, conditions or module groups. */
  panel: PanelFlow | null
  get: () => SessionData
  dispatch: (action: SessionAction) => void
  fail: (error: unknown, failedAction: 'start' | 'next', report?: boolean) => void
  notify: HostNotifier
  showPage: (pageIndex: number) => void
  /** Lays the study out again for a seed, and answers the layout. */
  lay: (seed: string) => SessionLayout
  /** The seed of a first page already on screen: the start's first `Idempotency-Key`. */
  firstSeed: string | undefined
  /** Opens the session's response queue and answers it. */
  openQueue: (session: {
    sessionId: string
    token: string
  }) => Pick<ResponseQueue, 'flush' | 'schedule'>
  persistence: () => SessionPersistence | undefined
  /** Whether the content has a variable (answers to others are not taken up). */
  isKnownVariable: (variableCode: string) => boolean
  isDisposed: () => boolean
  now: () => number
}

type Session = { sessionId: string; token: string }

/**
 * What asked for the session: an answer, a Next, a first page that waits for the arm, or a
 * resume link being made. An answer and a resume link fail quietly when a retry may pass.
 */
type Trigger = 'answer' | 'next' | 'first page' | 'resume link'

/**
 * How a session begins (docs/architecture.md#the-widgets-promises). `prepare` shows the first
 * page without a request: it takes up a session stored on the device where it was left, or — when
 * the device has not taken part before and every required parameter is there (a panel's link
 * without its participant id starts nothing, docs/content-format.md) — lays the study out with a
 * seed the device made (the start's `Idempotency-Key`) and shows the first page. `begin` asks the
 * service for the session when the participant first answers or moves on, and takes it up with
 * its parameters and assigned arm as answers; the answers given meanwhile wait on the device.
 * Part of the delivery chunk (answer-delivery.ts).
 */
export function createSessionStart(context: SessionStartContext, pieces: ResponseQueuePieces) {
  const { options, visibility, dispatch, notify } = context
  const { StudyRunnerError, conditionDataOf, visiblePagesOf, isRetryableError } = pieces
  const createKey = options.createIdempotencyKey ?? pieces.createRandomId
  let idempotencyKey = context.firstSeed ?? createKey()
  let restoreChecked = false
  let resumeLinkChecked = options.resumeId === undefined
  // Set while a link that could not be used waits to be settled by what the device kept.
  let linkUnusable = false
  let startError: unknown = null
  let parameters: Readonly<Record<string, string>> = {}
  let beginning: Promise<Session | null> | null = null
  // Every page of the layout the participant sees, hidden ones included.
  let allPages: readonly StudyPage[] = []

  /** Takes up a stored session where it was left: its page, its answers, its outbox. */
  function resume(stored: StoredSession) {
    allPages = context.lay(idempotencyKey).allPages
    const started = storedSessionStart(stored, {
      allPages,
      visibility,
      content: options.content,
      language: options.language,
      pieces,
    })
    dispatch(started)
    const queue = context.openQueue(started.session)
    notify('onSessionStart', { sessionId: stored.sessionId, resumed: true })
    // Left on the review page: back on it, after the last page as ever.
    if (stored.reviewing && options.content.review) dispatch({ type: 'reviewShown' })
    else context.showPage(context.get().pageIndex)
    queue.flush()
  }

  /**
   * Takes up the session of the resume link the page was opened with; answers whether it did.
   * A link that cannot be used is reported and started without (`settleLink` says how); one the
   * proxy could not be asked about fails the start, and Try again asks again.
   */
  async function claimLink(persistence: SessionPersistence | undefined): Promise<boolean> {
    // A chunk that could not be fetched fails like the claim's request: Try again asks again.
    const claim = await loadResumeSession(pieces)
      .then((code) =>
        code.claimResumeLink({
          transport: options.transport,
          resumeId: options.resumeId ?? '',
          studyId: options.studyId,
          language: options.language,
          revision: options.content.revision,
          isKnownVariable: context.isKnownVariable,
          persistence,
          idempotencyKey,
        }),
      )
      .catch((error: unknown) => ({ kind: 'failed', error }) as const)
    if (claim.kind === 'failed') {
      context.fail(claim.error, 'start')
      return false
    }
    resumeLinkChecked = true
    if (claim.kind === 'anotherStudy') {
      // Not used up: the participant sees nothing of it; the host learns why there was no resume.
      dispatch({ type: 'resumeLinkSettled', outcome: 'anotherStudy' })
      const message = `[study-runner] the resume link is another study's; it stays valid for that study's page, and ${options.studyId} starts without it`
      notify('onError', new StudyRunnerError('resume_link_unusable', message).toReport())
      return false
    }
    if (claim.kind === 'unusable') {
      linkUnusable = true
      const message = `[study-runner] the resume link cannot be used (${claim.reason}); the study starts without it`
      notify('onError', new StudyRunnerError('resume_link_unusable', message).toReport())
      return false
    }
    dispatch({ type: 'resumeLinkSettled', outcome: 'claimed' })
    idempotencyKey = claim.idempotencyKey
    restoreChecked = true
    resume(claim.session)
    return true
  }

  /**
   * After a link that could not be used: `'kept'` when a session this device kept goes on
   * instead (a link reopened on the device that claimed it), else `'unusable'`, a fresh start.
   */
  function settleLink(outcome: 'unusable' | 'kept') {
    if (linkUnusable) dispatch({ type: 'resumeLinkSettled', outcome })
    linkUnusable = false
  }

  /** Shows what the participant sees first: a stored session, a notice, or the first page. */
  async function prepare() {
    const persistence = context.persistence()
    // A resume link wins over what the device kept: the participant brought the session along.
    if (!resumeLinkChecked) {
      const claimed = await claimLink(persistence)
      if (claimed || !resumeLinkChecked) return
    }
    if (!restoreChecked) {
      if (!options.allowRetake && (await persistence?.completedBefore())) {
        settleLink('unusable')
        const message =
          '[study-runner] this device already took part in the study; allowRetake lets it start again'
        return context.fail(new StudyRunnerError('already_completed', message), 'start')
      }
      const restored = persistence ? await persistence.load() : null
      restoreChecked = true
      if (restored) idempotencyKey = restored.idempotencyKey
      if (restored?.session) {
        settleLink('kept')
        return resume(restored.session)
      }
      // Answers given before a session existed, on an earlier visit: back on their fields.
      if (restored?.answers && Object.keys(restored.answers).length > 0) {
        dispatch({ type: 'answered', answers: restored.answers, fieldErrors: {} })
      }
    }
    settleLink('unusable')
    const checked = context.panel?.checkParameters(options.content, options.parameters ?? {})
    if (checked?.kind === 'incomplete') {
      const names = checked.names.join(', ')
      const message = `[study-runner] the study link lacks the parameter(s) ${names}, or one does not match its pattern`
      return context.fail(new StudyRunnerError('parameter_missing', message), 'start')
    }
    parameters = checked?.answers ?? {}
    allPages = context.lay(idempotencyKey).allPages
    const pages = visiblePagesOf(allPages, visibility, conditionDataOf(context.get().answers))
    // A first page already on screen (content that shuffles nothing) stays the same objects.
    const shown = context.get().pages
    dispatch({ type: 'pagesLaidOut', pages: samePages(pages, shown) ? shown : pages })
    // Arms, and a `showIf` at or before the first page: the arm may decide what comes first, so
    // it is asked for now (the session starts before the first page).
    const armFirst = options.content.conditions !== undefined && showIfUpTo(allPages, pages[0])
    if (armFirst && !(await begin('first page'))) return
    context.showPage(0)
    // Answers kept from an earlier visit are waiting to be delivered: their session starts now.
    if (Object.keys(context.get().answers).length > 0) void begin('answer')
  }

  /**
   * Asks the service for the session; answers it, or null when it could not start. Called again
   * while a start is under way, it answers that start. A start that may pass on a retry (offline,
   * a 5xx) fails quietly when an answer asked for it — the answers wait, and Next asks again —
   * and shows on the page when Next did; one that cannot (`study_not_live`) shows its notice.
   */
  async function begin(trigger: Trigger): Promise<Session | null> {
    const session = context.get().session
    if (session) return session
    if (beginning) {
      const started = await beginning
      // One that failed quietly is asked for again by Next, which shows why it fails.
      if (started || quiet(trigger)) return started
    }
    beginning ??= requestNew(trigger).finally(() => (beginning = null))
    return beginning
  }

  async function requestNew(trigger: Trigger): Promise<Session | null> {
    const key = idempotencyKey
    context.persistence()?.savePointer(key, null, context.get().answers)
    const outcome = await requestSession({
      options,
      idempotencyKey: key,
      queueOptions: context.queueOptions,
      isDisposed: context.isDisposed,
      pieces,
    })
    if (outcome.kind === 'abandoned') return null
    if (outcome.kind === 'failed') {
      startError = outcome.error
      // What a retry cannot mend (a study closed since its content was fetched) shows at once.
      const retryable = isRetryableError(outcome.error)
      const onPage = trigger !== 'first page' && retryable
      if (!quiet(trigger) || !retryable) context.fail(outcome.error, onPage ? 'next' : 'start')
      return null
    }
    startError = null
    const { sessionId, token, condition } = outcome.started
    const started = { sessionId, token }
    context.persistence()?.savePointer(key, sessionId)
    const given = context.panel?.startedAnswers(context.get(), {
      content: options.content,
      parameters,
      condition,
      now: context.now(),
    })
    const { pages, pageIndex } = context.get()
    const answers = given?.answers ?? context.get().answers
    // The arm may show or hide pages; the pages stay the same objects when it does not, so the
    // fields on screen do not render again. The page on screen stays, found by its identity.
    const current = pages[pageIndex]?.index
    const visible = visiblePagesOf(allPages, visibility, conditionDataOf(answers), current)
    dispatch({
      type: 'started',
      session: started,
      ...(given && { given }),
      pages: samePages(visible, pages) ? pages : visible,
      pageIndex: Math.max(
        0,
        visible.findIndex((page) => page.index === current),
      ),
    })
    // The answers given before the session existed go out as any other: with the page's batch
    // when the participant leaves it, or soon when they stream.
    const queue = context.openQueue(started)
    if (options.sendMode === 'stream') queue.schedule(context.queueOptions.streamIntervalMs)
    notify('onSessionStart', { sessionId })
    return started
  }

  return {
    prepare,
    begin,
    /** Keeps the answers given before the session exists on the device (the pointer record). */
    keepPending() {
      if (!context.get().session) {
        context.persistence()?.savePointer(idempotencyKey, null, context.get().answers)
      }
    },
    /** Settles when a start under way did (at once when none is). */
    settled: async () => void (await beginning),
    /** Why the last start failed, or null. */
    startError: () => startError,
    /** The seed of the shuffles: the session start's `Idempotency-Key`. */
    seed: () => idempotencyKey,
    /** A fresh start after a lost session: a new key, so the service starts a new session. */
    renew() {
      idempotencyKey = createKey()
      restoreChecked = true
      allPages = context.lay(idempotencyKey).allPages
      return allPages
    },
  }
}

/** Whether a start asked for by `trigger` fails without a notice when a retry may pass. */
function quiet(trigger: Trigger): boolean {
  return trigger === 'answer' || trigger === 'resume link'
}
