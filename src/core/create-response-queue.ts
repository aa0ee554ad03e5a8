import { createStore } from 'zustand/vanilla'
import type { ResponseItem, SessionFinished } from '../api/types'
import {
  isApiError,
  isRetryableError,
  NetworkError,
  StudyRunnerError,
  toStudyRunnerError,
} from './errors'
import type { ResolvedQueueOptions } from './queue-options'
import { takeBatch } from './response-batch'
import { retryDelayOf } from './retry-delay'
import type { StudyTransport } from './transport'

/**
 * Where delivery stands: `idle` (nothing to send, or waiting for a reason to send), `sending`
 * (one request in flight), `waiting` (a retry is due at `retryAt`), `offline` (paused until the
 * browser is online), `blocked` (the service refused for good; the answers are kept until
 * {@link ResponseQueue.retryNow}) or `stopped`.
 */
export type DeliveryPhase = 'idle' | 'sending' | 'waiting' | 'offline' | 'blocked' | 'stopped'

/** The observable state of a {@link ResponseQueue}. */
export interface DeliveryState {
  phase: DeliveryPhase
  /** Failed attempts in a row; 0 after a success. */
  attempt: number
  /** The last failure; `null` after a success. */
  error: StudyRunnerError | null
  /** When the next attempt is due (ms since the epoch), while `waiting`. */
  retryAt: number | null
  /** How many requests the service acknowledged. */
  acknowledgedRequests: number
}

/** Options of {@link createResponseQueue}. */
export interface ResponseQueueConfig {
  transport: StudyTransport
  session: { sessionId: string; token: string }
  /** The outbox as it is now: the unacknowledged answers that may be sent, in order. */
  pending: () => ResponseItem[]
  /** The service acknowledged these items: they leave the outbox. */
  acknowledge: (items: ResponseItem[]) => void
  /** These items are about to go out (the service may store them even if no answer comes). */
  onSend?: (items: ResponseItem[]) => void
  options: ResolvedQueueOptions
  /**
   * Whether the browser believes it is online (`navigator.onLine`); while not, nothing is sent.
   * @default () => true
   */
  isOnline?: () => boolean
}

/**
 * Delivers one session's answers (DESIGN.md §2, §10): one request at a time, each at most
 * `maxBatchBytes`, retried on network failures, 408, 429 and 5xx with capped exponential backoff
 * and full jitter (never sooner than `Retry-After`), paused while offline. Any other refusal
 * blocks the queue with the error; nothing is dropped. The finish goes through the same queue,
 * after the outbox is empty, exactly once.
 */
export interface ResponseQueue {
  getState(): DeliveryState
  subscribe(listener: (state: DeliveryState, previous: DeliveryState) => void): () => void
  /** Sends what is pending now; `keepalive` when the page may go away (tab hidden). */
  flush(options?: { keepalive?: boolean }): void
  /** Sends in `delayMs` unless a send is already scheduled (`sendMode: 'stream'`). */
  schedule(delayMs: number): void
  /**
   * Resolves once the queue rests (nothing in flight, no retry waiting): at once when it rests
   * already. Rejects with the error if the queue blocks. Sends nothing by itself.
   */
  drain(): Promise<void>
  /**
   * Empties the outbox, then finishes the session; every call answers the one completion.
   * An "already closed" refusal of the last answers is settled by the idempotent finish: a
   * session completed elsewhere (another tab) answers its completion (§4).
   */
  finish(): Promise<SessionFinished>
  /** The browser is online again: stop waiting and send now. */
  online(): void
  /** Tries again now after a block or during a wait (the participant asked). */
  retryNow(): void
  /**
   * The page is going away (`pagehide`): sends the whole outbox at once with `keepalive`, in
   * requests of at most `maxBatchBytes` and 60 KB in all, without waiting for answers.
   */
  sendBeacon(): void
  /** Stops every timer; the queue sends nothing more. */
  stop(): void
}

// Chromium refuses keepalive requests beyond 64 KiB in flight per page.
const keepaliveBudgetBytes = 60_000

function stoppedError() {
  return new StudyRunnerError('queue_stopped', '[study-runner] the response queue was stopped')
}

/** Creates the {@link ResponseQueue} of one session; each session has its own. */
export function createResponseQueue(config: ResponseQueueConfig): ResponseQueue {
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
  let finishRequested = false
  // The last answers were refused as "session closed" while finishing: let the finish decide.
  let finishOnly = false
  let finished: SessionFinished | null = null
  let wake: (() => void) | null = null
  let pauseTimer: ReturnType<typeof setTimeout> | undefined
  let streamTimer: ReturnType<typeof setTimeout> | undefined
  let drains: { resolve: () => void; reject: (error: unknown) => void }[] = []
  let finishes: { resolve: (result: SessionFinished) => void; reject: (error: unknown) => void }[] =
    []

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
              { token: session.token, responses: batch },
              keepalive ? { signal, keepalive } : { signal },
            ),
          )
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
