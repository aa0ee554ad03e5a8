import { createStore } from 'zustand/vanilla'
import { answerVariablesOf } from './answer-variables'
import { createElementResolver } from './content'
import { noContentFeatures } from './content-features'
import { createHostNotifier } from './host-notifier'
import { loadAnswerDelivery } from './load-answer-delivery'
import { planComputedValues } from './plan-computed-values'
import { createVisibility } from './create-visibility'
import { StudyRunnerError, toStudyRunnerError } from './errors'
import { contentErrorsOf, visiblePagesOf } from './pages'
import { layoutSession } from './session-layout'
import { initialSessionData, transition } from './session-transitions'
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
 * (session-runtime.ts), fetched beside the content: `start()` awaits it and installs it as the
 * store's actions, which do nothing before.
 * @example
 * const session = createStudySession({ transport, studyId, content, language: 'en' })
 * await session.getState().start()
 */
export function createStudySession(options: StudySessionOptions): StudySessionStore {
  const answerVariables = answerVariablesOf(options.content)
  const resolve = createElementResolver(options.content)
  const features = options.features ?? noContentFeatures
  const visibility = createVisibility(
    options.content,
    features.conditions,
    new Set(answerVariables.keys()),
  )
  // Every page, hidden ones included; laid out again before the first page, with the seed of the
  // shuffles.
  const lay = (seed?: string) =>
    layoutSession(options.content, resolve, { seed, panel: features.panel })
  const { allPages } = lay()
  const computed = planComputedValues(options.content, features.conditions, answerVariables)
  const notify = createHostNotifier(options)
  // The widget mounted (`connect`) before the actions were installed: they connect on arrival.
  let connected = false
  let disconnect = () => {}
  let installed = false

  const store = createStore<StudySessionState>()((set, get) => ({
    ...initialSessionData({
      content: options.content,
      language: options.language,
      pages: visiblePagesOf(allPages, visibility, {}),
      contentErrors: [
        ...contentErrorsOf(allPages),
        ...visibility.errors,
        ...computed.errors,
        ...(features.piping?.findProblems(options.content, answerVariables) ?? []),
      ],
      storedOnDevice: options.storage !== undefined,
    }),

    async start() {
      if (installed || get().status === 'starting') return
      set(transition(get(), { type: 'startRequested' }))
      try {
        const delivery = await loadAnswerDelivery()
        const context = {
          store,
          options,
          features,
          visibility,
          answerVariables,
          computed,
          lay,
          notify,
        }
        const actions = delivery.createSessionRuntime(context)
        installed = true
        set({ ...actions, status: 'loading' })
        if (connected) disconnect = actions.connect()
      } catch (error) {
        const studyError = toStudyRunnerError(error)
        set(transition(get(), { type: 'failed', error: studyError, failedAction: 'start' }))
        return notify('onError', studyError.toReport())
      }
      await get().start()
    },
    setAnswer() {},
    next: async () => {},
    returnToReview: async () => {},
    extendTime() {},
    back() {},
    goToPage: async () => {},
    retry: () => get().start(),
    restart: async () => {},
    pageSignal() {},
    whenSaved: async () => {},
    // Offered on a page only, and a page shows once the actions are installed.
    createResumeLink: () =>
      Promise.reject(new StudyRunnerError('not_ready', '[study-runner] the session is not ready')),
    connect() {
      connected = true
      return () => {
        connected = false
        disconnect()
      }
    },
  }))
  return store
}
