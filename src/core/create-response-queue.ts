import type { SessionFinished } from '../api/types'
import type { StudyRunnerError } from './errors'
import { takeBatch } from './response-batch'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type {
  DeliveryPhase,
  DeliveryState,
  ResponseQueue,
  ResponseQueueConfig,
} from './response-queue-types'

export type { DeliveryPhase, DeliveryState, ResponseQueue, ResponseQueueConfig }

/** Creates the {@link ResponseQueue} of one session; each session has its own. */
export type CreateResponseQueue = (config: ResponseQueueConfig) => ResponseQueue

// Chromium refuses keepalive requests beyond 64 KiB in flight per page.
const keepaliveBudgetBytes = 60_000

/**
 * The response queue's code, a chunk of its own fetched while the session starts
 * (load-response-queue.ts): it imports nothing of the widget's entry and gets what it shares with
 * the rest of the core handed in (`pieces`), like the later parts of the React binding
 * (docs/architecture.md, "What a study loads").
 */
export function createResponseQueueFactory(pieces: ResponseQueuePieces): CreateResponseQueue {
  const {
    createStore,
    isApiError,
    isRetryableError,
    NetworkError,
    StudyRunnerError: StudyRunnerErrorClass,
    toStudyRunnerError,
    retryDelayOf,
  } = pieces

  function stoppedError() {
    return new StudyRunnerErrorClass(
      'queue_stopped',
      '[study-runner] the response queue was stopped',
    )
  }

  return function createResponseQueue(config: ResponseQueueConfig): ResponseQueue {
    const { transport, session, options } = config
    const isOnline = config.isOnline ?? (() => true)
    const store = createStore<DeliveryState>()(() => ({
      phase: 'idle',
      attempt: 0,
      error: null,
      retryAt: null,
      acknowledgedRequests: 0,
    }))
    const set = (update: Partial<DeliveryState>) => store.setState(update)

    let running = false
    let keepaliveNext = false
    // The layout goes with every batch until one is acknowledged.
    let presentation = config.presentation
    let finishRequested = false
    // The last answers were refused as "session closed" while finishing: let the finish decide.
    let finishOnly = false
    let finished: SessionFinished | null = null
    let wake: (() => void) | null = null
    let pauseTimer: ReturnType<typeof setTimeout> | undefined
    let streamTimer: ReturnType<typeof setTimeout> | undefined
    let drains: { resolve: () => void; reject: (error: unknown) => void }[] = []
    let finishes: {
      resolve: (result: SessionFinished) => void
      reject: (error: unknown) => void
    }[] = []

    function pause(ms: number): Promise<void> {
      return new Promise((resolve) => {
        wake = () => {
          clearTimeout(pauseTimer)
          wake = null
          resolve()
        }
        pauseTimer = setTimeout(() => wake?.(), ms)
      })
    }

    /** Runs a request with the timeout; a transport that ignores the signal is raced. */
    async function timed<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController()
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort()
          reject(new NetworkError('[study-runner] the request timed out'))
        }, options.requestTimeoutMs)
      })
      try {
        return await Promise.race([request(controller.signal), timeout])
      } catch (error) {
        if (controller.signal.aborted) {
          throw new NetworkError('[study-runner] the request timed out', { cause: error })
        }
        throw error
      } finally {
        clearTimeout(timer)
      }
    }

    function settleDrains() {
      const waiting = drains
      drains = []
      for (const drain of waiting) drain.resolve()
    }

    function rejectAll(error: StudyRunnerError) {
      const waiting = [...drains, ...finishes]
      drains = []
      finishes = []
      finishRequested = false
      for (const waiter of waiting) waiter.reject(error)
    }

    async function pump() {
      if (running) return
      running = true
      try {
        for (;;) {
          const { phase } = store.getState()
          if (phase === 'stopped' || phase === 'blocked') return
          const items = finishOnly ? [] : config.pending()
          const finishing = items.length === 0 && finishRequested
          if (items.length === 0 && !finishing) {
            set({ phase: 'idle', attempt: 0, error: null, retryAt: null })
            settleDrains()
            return
          }
          if (!isOnline()) {
            // navigator.onLine can be wrong in the other direction only: look again now and then.
            set({ phase: 'offline', retryAt: null })
            await pause(options.maxDelayMs)
            continue
          }
          set({ phase: 'sending', retryAt: null })
          try {
            if (finishing) {
              const result = await timed((signal) =>
                transport.finishSession(session.sessionId, { token: session.token }, { signal }),
              )
              finished = result
              finishRequested = false
              set({ attempt: 0, error: null })
              const waiting = finishes
              finishes = []
              for (const waiter of waiting) waiter.resolve(result)
              continue
            }
            const batch = takeBatch(items, session.token, options.maxBatchBytes)
            const keepalive = keepaliveNext
            keepaliveNext = false
            config.onSend?.(batch)
            await timed((signal) =>
              transport.submitResponses(
                session.sessionId,
                { token: session.token, responses: batch, ...(presentation && { presentation }) },
                keepalive ? { signal, keepalive } : { signal },
              ),
            )
            presentation = undefined
            config.acknowledge(batch)
            set({
              attempt: 0,
              error: null,
              acknowledgedRequests: store.getState().acknowledgedRequests + 1,
            })
          } catch (caught) {
            const error = toStudyRunnerError(caught)
            if (store.getState().phase === 'stopped') return
            if (isRetryableError(error)) {
              const { attempt } = store.getState()
              const delay = retryDelayOf(attempt, error, options)
              const online = isOnline()
              set({
                phase: online ? 'waiting' : 'offline',
                attempt: attempt + 1,
                error,
                retryAt: online ? Date.now() + delay : null,
              })
              await pause(online ? delay : options.maxDelayMs)
              continue
            }
            if (
              !finishing &&
              finishRequested &&
              isApiError(error) &&
              error.code === 'session_closed'
            ) {
              finishOnly = true
              continue
            }
            set({ phase: 'blocked', error, retryAt: null })
            rejectAll(error)
            return
          }
        }
      } finally {
        running = false
      }
    }

    function sendBeacon() {
      let budget = keepaliveBudgetBytes
      let items = config.pending()
      while (items.length > 0) {
        const batch = takeBatch(items, session.token, options.maxBatchBytes)
        const size = new TextEncoder().encode(
          JSON.stringify({ token: session.token, responses: batch }),
        ).length
        if (size > budget) return
        budget -= size
        items = items.slice(batch.length)
        config.onSend?.(batch)
        transport
          .submitResponses(
            session.sessionId,
            { token: session.token, responses: batch },
            { keepalive: true },
          )
          .then(
            () => config.acknowledge(batch),
            () => undefined, // the outbox keeps them: sent again on return or on the next visit
          )
      }
    }

    return {
      getState: store.getState,
      subscribe: store.subscribe,

      flush({ keepalive = false } = {}) {
        if (keepalive) keepaliveNext = true
        void pump()
      },

      schedule(delayMs) {
        if (streamTimer !== undefined || store.getState().phase === 'stopped') return
        streamTimer = setTimeout(() => {
          streamTimer = undefined
          void pump()
        }, delayMs)
      },

      drain() {
        return new Promise<void>((resolve, reject) => {
          const { phase, error } = store.getState()
          if (phase === 'blocked' && error) return reject(error)
          if (phase === 'stopped') {
            return config.pending().length === 0 ? resolve() : reject(stoppedError())
          }
          if (!running && phase === 'idle') return resolve()
          drains.push({ resolve, reject })
        })
      },

      finish() {
        if (finished) return Promise.resolve(finished)
        return new Promise<SessionFinished>((resolve, reject) => {
          const { phase } = store.getState()
          if (phase === 'stopped') return reject(stoppedError())
          // A new Finish is a new attempt, also after a block.
          if (phase === 'blocked') set({ phase: 'idle', error: null, attempt: 0 })
          finishes.push({ resolve, reject })
          finishRequested = true
          void pump()
        })
      },

      online() {
        const { phase } = store.getState()
        if (phase === 'offline' || phase === 'waiting') {
          set({ attempt: 0 })
          wake?.()
        }
        void pump()
      },

      retryNow() {
        const { phase } = store.getState()
        if (phase === 'stopped') return
        if (phase === 'blocked') set({ phase: 'idle', error: null, attempt: 0 })
        wake?.()
        void pump()
      },

      sendBeacon,

      stop() {
        clearTimeout(streamTimer)
        streamTimer = undefined
        set({ phase: 'stopped', retryAt: null })
        wake?.()
        const waiting = [...drains, ...finishes]
        drains = []
        finishes = []
        for (const waiter of waiting) waiter.reject(stoppedError())
      },
    }
  }
}
