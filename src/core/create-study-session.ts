import { createStore } from 'zustand/vanilla'
import { toAnswerFields } from './answer-fields'
import type { AnswerValue } from './answer-value'
import { answerVariablesOf } from './answer-variables'
import { createElementResolver } from './content'
import { noContentFeatures } from './content-features'
import { createHostNotifier } from './host-notifier'
import { loadAnswerDelivery } from './load-answer-delivery'
import { planComputedValues } from './plan-computed-values'
import { createVisibility } from './create-visibility'
import { StudyRunnerError, toStudyRunnerError } from './errors'
import { contentErrorsOf, visiblePagesOf } from './pages'
import { createRandomId } from './random-id'
import { layoutSession, type SessionLayout } from './session-layout'
import type { SessionActions } from './session-runtime-types'
import { initialSessionData, transition } from './session-transitions'
import { deviceDecidesFirstPage } from './storage-keys'
import type {
  StudySessionOptions,
  StudySessionState,
  StudySessionStore,
} from './study-session-types'

export type {
  PageSignal,
  StudySessionCallbacks,
  StudySessionOptions,
  StudySessionState,
  StudySessionStatus,
  StudySessionStore,
} from './study-session-types'

/**
 * Creates the store driving one participant through a study (docs/service.md#participant-calls,
 * docs/architecture.md#the-widgets-promises): the first page shown as soon as the content is
 * there, the session started by the first answer or Next (or a stored one resumed), a durable
 * outbox delivered by a response queue, finish exactly once. Framework-free; each widget creates
 * its own, and creating one has no side effects. What a session does is the delivery chunk's
 * (session-runtime.ts), loaded by `start()` (the widget fetches it beside the content when the
 * first page needs it), which awaits it and hands the store's actions over to it; before, they do
 * nothing, except that answers given meanwhile are kept and recorded when it arrives. The actions
 * are the same functions throughout, so nothing bound to them renders again when the chunk
 * arrives.
 *
 * When nothing can change what the participant sees first — no resume link to claim, no stored
 * session or completion on the device (a synchronous storage says so at once), no panel step
 * (parameters, arms) — the store starts on the first page, laid out with the seed the session
 * will start with when the content shuffles: it shows in the same render as the content, not a
 * round trip later, and the chunk's start takes it over. The store then needs the chunk only once
 * the participant acts, so the widget asks for it (`start()`) after the page is painted; an answer
 * or a Next before asks for it too.
 * @example
 * const session = createStudySession({ transport, studyId, content, language: 'en' })
 * await session.getState().start()
 */
export function createStudySession(options: StudySessionOptions): StudySessionStore {
  const { content } = options
  const answerVariables = answerVariablesOf(content)
  const resolve = createElementResolver(content)
  const features = options.features ?? noContentFeatures
  const visibility = createVisibility(content, features.conditions, new Set(answerVariables.keys()))
  // Every page, hidden ones included; laid out again before the first page, with the seed of the
  // shuffles — or, for content that shuffles nothing, the same layout (the same elements) again.
  // The last seed's layout is kept, so the runtime's start lays out the first page shown by the
  // store as the same objects.
  const unseeded = layoutSession(content, resolve, { panel: features.panel })
  const seedFree = !shufflesAnything(content)
  let seeded: { seed: string; layout: SessionLayout } | null = null
  const lay = (seed?: string) => {
    if (seed === undefined || seedFree) return unseeded
    if (seeded?.seed !== seed) {
      seeded = { seed, layout: layoutSession(content, resolve, { seed, panel: features.panel }) }
    }
    return seeded.layout
  }
  const computed = planComputedValues(content, features.conditions, answerVariables)
  const notify = createHostNotifier(options)
  const now = options.now ?? Date.now
  const { storage } = options
  // A resume link in the address is claimed before anything shows: it decides the page; so does
  // a session the device kept, and a panel step (parameters, arms).
  const firstPageAtOnce = !features.panel && !deviceDecidesFirstPage(options)
  // Content that shuffles is laid out with the seed its session will start with (the start's
  // `Idempotency-Key`), made here so the first page need not wait for the runtime.
  const firstSeed =
    firstPageAtOnce && !seedFree ? (options.createIdempotencyKey ?? createRandomId)() : undefined
  const firstLayout = lay(firstSeed)
  // The widget mounted (`connect`) before the runtime arrived: it connects on arrival.
  let connected = false
  let disconnect = () => {}
  let runtime: SessionActions | null = null
  let loadingRuntime: Promise<void> | null = null
  // What the participant did on a first page shown before the runtime: done once it is there.
  const earlyAnswers: [variableCode: string, value: AnswerValue][] = []
  let earlyNext = false

  async function loadRuntime(): Promise<SessionActions | null> {
    // Shown at once: the page stays on screen while the code arrives; otherwise the widget waits.
    if (!firstPageAtOnce) store.setState(transition(store.getState(), { type: 'startRequested' }))
    try {
      const delivery = await loadAnswerDelivery()
      const created = delivery.createSessionRuntime({
        store,
        options,
        features,
        visibility,
        answerVariables,
        computed,
        lay,
        notify,
        firstPageShownAt: firstPageAtOnce ? shownAt : null,
        firstSeed,
      })
      // The runtime's start takes over from a page on screen, or begins as from a fresh store.
      if (!firstPageAtOnce) store.setState({ status: 'loading' })
      runtime = created
      if (connected) disconnect = created.connect()
      return created
    } catch (error) {
      const studyError = toStudyRunnerError(error)
      store.setState(
        transition(store.getState(), { type: 'failed', error: studyError, failedAction: 'start' }),
      )
      notify('onError', studyError.toReport())
      return null
    }
  }

  const initial = initialSessionData({
    content,
    language: options.language,
    pages: visiblePagesOf(firstLayout.allPages, visibility, {}),
    contentErrors: [
      ...contentErrorsOf(unseeded.allPages),
      ...visibility.errors,
      ...computed.errors,
      ...(features.piping?.findProblems(content, answerVariables) ?? []),
    ],
    storedOnDevice: storage !== undefined,
  })
  const shownAt = now()
  const store: StudySessionStore = createStore<StudySessionState>()(() => ({
    ...initial,
    ...(firstPageAtOnce && { status: 'answering' as const }),

    async start() {
      if (runtime) return runtime.start()
      if (store.getState().status === 'starting') return
      loadingRuntime ??= loadRuntime().then(async (started) => {
        loadingRuntime = null
        if (!started) return
        await started.start()
        // Answers given before the code arrived, on the page that was on screen: shown as given
        // meanwhile, now recorded (response time, checks, `onAnswer`, the session's start).
        const early = earlyAnswers.splice(0)
        if (early.length > 0) {
          const answers = { ...store.getState().answers }
          for (const [variableCode] of early) delete answers[variableCode]
          store.setState({ answers })
          for (const [variableCode, value] of early) started.setAnswer(variableCode, value)
        }
        if (earlyNext) {
          earlyNext = false
          await started.next()
        }
      })
      return loadingRuntime
    },
    setAnswer(variableCode, value) {
      if (runtime) return runtime.setAnswer(variableCode, value)
      const { status, answers } = store.getState()
      if (status !== 'answering') return
      earlyAnswers.push([variableCode, value])
      // The widget asks for the runtime once the page is painted; an answer before asks now.
      void store.getState().start()
      // On screen at once; a typed number is read when the runtime records it.
      const fields = toAnswerFields(value, answerVariables.get(variableCode)?.kind, () => undefined)
      const given = { ...fields, answeredAt: new Date(now()).toISOString(), rtMs: 0, changes: 0 }
      store.setState({ answers: { ...answers, [variableCode]: given } })
    },
    async next() {
      if (runtime) return runtime.next()
      earlyNext = store.getState().status === 'answering'
      if (earlyNext) void store.getState().start()
    },
    returnToReview: async () => runtime?.returnToReview(),
    extendTime: () => runtime?.extendTime(),
    back: () => runtime?.back(),
    goToPage: async (index) => runtime?.goToPage(index),
    retry: async () => (runtime ? runtime.retry() : store.getState().start()),
    restart: async () => runtime?.restart(),
    pageSignal: (signal) => runtime?.pageSignal(signal),
    whenSaved: async () => runtime?.whenSaved(),
    // Offered on a page, which may show before the runtime: the link waits for it.
    async createResumeLink(input) {
      if (!runtime) await (loadingRuntime ?? store.getState().start())
      if (!runtime) {
        throw new StudyRunnerError('not_ready', '[study-runner] the session could not start')
      }
      return runtime.createResumeLink(input)
    },
    connect() {
      connected = true
      if (runtime) disconnect = runtime.connect()
      return () => {
        connected = false
        disconnect()
        disconnect = () => {}
      }
    },
  }))
  return store
}

/** Whether the content shuffles modules, module groups or options: a session's seed orders them. */
function shufflesAnything(content: StudySessionOptions['content']): boolean {
  return (
    content.modules.some((module) => module.randomize || module.randomizeGroup !== undefined) ||
    content.questions.some((question) => question.randomizeOptions)
  )
}
