import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ResponseItem, SessionFinished } from '../../src/api/types'
import {
  createResponseQueueFactory,
  type DeliveryPhase,
} from '../../src/core/create-response-queue'
import { ApiError, NetworkError } from '../../src/core/errors'
import { resolveQueueOptions, type ResponseQueueOptions } from '../../src/core/queue-options'
import { acknowledgeBatch } from '../../src/core/response-batch'
import { responseQueuePieces } from '../../src/core/response-queue-pieces'
import type { StudyTransport } from '../../src/core/transport'

const createResponseQueue = createResponseQueueFactory(responseQueuePieces)

type Outcome = 'ok' | Error | 'hang'

const finished: SessionFinished = {
  sessionId: 'ses_1',
  status: 'completed',
  completedAt: '2025-01-01T00:10:00.000Z',
  scores: [],
}

/**
 * A queue over an in-memory outbox and a scripted transport: each call takes the next outcome
 * of its method (then succeeds), and every call is recorded with the time it was made.
 */
function setup(options: ResponseQueueOptions = {}) {
  const outbox = new Map<string, ResponseItem>()
  let acknowledged: Record<string, number> = {}
  const script = { submit: [] as Outcome[], finish: [] as Outcome[] }
  const calls: { method: 'submit' | 'finish'; at: number; codes: string[]; keepalive: boolean }[] =
    []
  let inFlight = 0
  let mostInFlight = 0
  let online = true
  const run = async <T>(outcome: Outcome | undefined, value: T): Promise<T> => {
    inFlight++
    mostInFlight = Math.max(mostInFlight, inFlight)
    try {
      await Promise.resolve()
      if (outcome === 'hang') return await new Promise<never>(() => {})
      if (outcome instanceof Error) throw outcome
      return value
    } finally {
      inFlight--
    }
  }
  const transport: StudyTransport = {
    getContent: () => Promise.reject(new Error('not used')),
    startSession: () => Promise.reject(new Error('not used')),
    submitResponses: (_id, body, sendOptions) => {
      calls.push({
        method: 'submit',
        at: Date.now(),
        codes: body.responses.map((item) => item.variableCode),
        keepalive: sendOptions?.keepalive === true,
      })
      return run(script.submit.shift(), { sessionId: 'ses_1', accepted: body.responses.length })
    },
    finishSession: () => {
      calls.push({ method: 'finish', at: Date.now(), codes: [], keepalive: false })
      return run(script.finish.shift(), finished)
    },
  }
  const queue = createResponseQueue({
    transport,
    session: { sessionId: 'ses_1', token: 'tok_1' },
    options: resolveQueueOptions({ random: () => 0.5, ...options }),
    isOnline: () => online,
    pending: () =>
      [...outbox.values()].filter((item) => acknowledged[item.variableCode] !== item.changes),
    acknowledge: (items) => {
      acknowledged = acknowledgeBatch(acknowledged, items)
    },
  })
  const phases: DeliveryPhase[] = []
  queue.subscribe((state, previous) => {
    if (state.phase !== previous.phase) phases.push(state.phase)
  })
  const put = (variableCode: string, valueNum: number | null, changes = 0, extra = {}) =>
    outbox.set(variableCode, {
      variableCode,
      valueNum,
      answeredAt: '2025-01-01T00:00:00.000Z',
      changes,
      ...extra,
    })
  return {
    queue,
    script,
    calls,
    phases,
    put,
    acknowledged: () => acknowledged,
    mostInFlight: () => mostInFlight,
    setOnline: (value: boolean) => (online = value),
  }
}

const serverError = () => new ApiError({ status: 503, code: 'internal_error', message: 'down' })

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createResponseQueue', () => {
  it('sends the outbox and lets an entry leave only once it is acknowledged', async () => {
    const { queue, put, calls, phases, acknowledged } = setup()
    put('A', 1)
    put('B', 2)
    queue.flush()
    expect(queue.getState().phase).toBe('sending')
    expect(acknowledged()).toEqual({})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.codes)).toEqual([['A', 'B']])
    expect(acknowledged()).toEqual({ A: 0, B: 0 })
    expect(phases).toEqual(['sending', 'idle'])
    expect(queue.getState().acknowledgedRequests).toBe(1)
  })

  it('sends a version changed in flight again, and never two requests at once', async () => {
    const { queue, put, calls, mostInFlight } = setup()
    put('A', 1)
    queue.flush()
    put('A', 2, 1) // changed while the first request is in flight
    queue.flush()
    queue.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.codes)).toEqual([['A'], ['A']])
    expect(mostInFlight()).toBe(1)
  })

  it('retries network errors, 408, 429 and 5xx on the backoff schedule, then succeeds', async () => {
    const { queue, put, script, calls, phases } = setup({ baseDelayMs: 100, maxDelayMs: 1000 })
    script.submit.push(
      new NetworkError('reset'),
      new ApiError({ status: 408, code: 'http_408', message: 'timeout' }),
      serverError(),
      new ApiError({ status: 502, code: 'upstream_unavailable', message: 'bad gateway' }),
    )
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(10_000)
    // random 0.5: half of 100, 200, 400, 800 ms after each failure.
    expect(calls.map((call) => call.at)).toEqual([0, 50, 150, 350, 750])
    expect(phases).toEqual([
      'sending',
      'waiting',
      'sending',
      'waiting',
      'sending',
      'waiting',
      'sending',
      'waiting',
      'sending',
      'idle',
    ])
    expect(queue.getState()).toMatchObject({ phase: 'idle', attempt: 0, error: null })
  })

  it('waits as long as Retry-After asks before sending again', async () => {
    const { queue, put, script, calls } = setup({ baseDelayMs: 10 })
    script.submit.push(
      new ApiError({ status: 429, code: 'rate_limited', message: 'busy', retryAfterMs: 3000 }),
    )
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.getState()).toMatchObject({ phase: 'waiting', retryAt: 3000 })
    await vi.advanceTimersByTimeAsync(2999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.at)).toEqual([0, 3000])
  })

  it('does not let new flushes jump the backoff', async () => {
    const { queue, put, script, calls } = setup({ baseDelayMs: 1000 })
    script.submit.push(serverError())
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(100)
    queue.flush()
    put('B', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(400)
    expect(calls.map((call) => call.codes)).toEqual([['A'], ['A', 'B']])
  })

  it('pauses while offline and sends at once when the browser is online again', async () => {
    const { queue, put, calls, setOnline, phases } = setup({ maxDelayMs: 60_000 })
    setOnline(false)
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(0)
    expect(queue.getState().phase).toBe('offline')
    setOnline(true)
    queue.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.at)).toEqual([5000])
    expect(phases).toEqual(['offline', 'sending', 'idle'])
  })

  it('goes offline when a request fails while the browser went offline, and resumes on online', async () => {
    const { queue, put, script, calls, setOnline } = setup({
      baseDelayMs: 1000,
      maxDelayMs: 30_000,
    })
    script.submit.push(new NetworkError('offline'))
    put('A', 1)
    setOnline(false)
    // The request left just before the connection dropped.
    setOnline(true)
    queue.flush()
    setOnline(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.getState()).toMatchObject({ phase: 'offline', attempt: 1 })
    await vi.advanceTimersByTimeAsync(10_000)
    setOnline(true)
    queue.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.at)).toEqual([0, 10_000])
    expect(queue.getState().phase).toBe('idle')
  })

  it('stops at any other 4xx with the error, keeps the outbox, and sends again on retryNow', async () => {
    const { queue, put, script, calls, acknowledged } = setup()
    const refused = new ApiError({ status: 422, code: 'validation_failed', message: 'no' })
    script.submit.push(refused)
    put('A', 1)
    queue.flush()
    // Attach the expectation before the timers run, so the rejection is handled when it happens.
    const drained = expect(queue.drain()).rejects.toBe(refused)
    await vi.advanceTimersByTimeAsync(60_000)
    await drained
    expect(queue.getState()).toMatchObject({ phase: 'blocked', error: refused })
    expect(calls).toHaveLength(1)
    expect(acknowledged()).toEqual({})
    queue.retryNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(2)
    expect(acknowledged()).toEqual({ A: 0 })
  })

  it('abandons a request that hangs after requestTimeoutMs and retries it', async () => {
    const { queue, put, script, calls } = setup({ requestTimeoutMs: 5000, baseDelayMs: 100 })
    script.submit.push('hang')
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(5000)
    expect(queue.getState()).toMatchObject({ phase: 'waiting', attempt: 1 })
    expect(queue.getState().error?.code).toBe('network_error')
    await vi.advanceTimersByTimeAsync(50)
    expect(calls.map((call) => call.at)).toEqual([0, 5050])
  })

  it('splits a large outbox into requests of at most maxBatchBytes, one after the other', async () => {
    const { queue, put, calls } = setup({ maxBatchBytes: 32_000 })
    for (let n = 0; n < 40; n++) put(`TEXT_${n}`, null, 0, { valueText: 'x'.repeat(2000) })
    queue.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.length).toBeGreaterThan(2)
    expect(calls.flatMap((call) => call.codes)).toHaveLength(40)
    expect(new Set(calls.flatMap((call) => call.codes)).size).toBe(40)
  })

  it('finishes once, only after the outbox is empty, however often it is asked', async () => {
    const { queue, put, script, calls } = setup({ baseDelayMs: 100 })
    script.submit.push(serverError())
    script.finish.push(serverError())
    put('A', 1)
    const results = Promise.all([queue.finish(), queue.finish(), queue.finish()])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await results).toEqual([finished, finished, finished])
    expect(calls.map((call) => call.method)).toEqual(['submit', 'submit', 'finish', 'finish'])
    expect(await queue.finish()).toBe(finished)
    expect(calls.filter((call) => call.method === 'finish')).toHaveLength(2)
  })

  it('takes "session closed" on the last answers while finishing to the idempotent finish (another tab finished)', async () => {
    const { queue, put, script, calls } = setup()
    script.submit.push(new ApiError({ status: 409, code: 'session_closed', message: 'closed' }))
    put('A', 1)
    const result = queue.finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(await result).toBe(finished)
    expect(calls.map((call) => call.method)).toEqual(['submit', 'finish'])
  })

  it('reports a lost session: "session closed" while not finishing blocks the queue', async () => {
    const { queue, put, script } = setup()
    const closed = new ApiError({ status: 409, code: 'session_closed', message: 'closed' })
    script.submit.push(closed)
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.getState()).toMatchObject({ phase: 'blocked', error: closed })
  })

  it('sends the whole outbox with keepalive on pagehide, and with keepalive after hidden', async () => {
    const { queue, put, calls, acknowledged } = setup({ maxBatchBytes: 32_000 })
    for (let n = 0; n < 20; n++) put(`TEXT_${n}`, null, 0, { valueText: 'x'.repeat(2000) })
    queue.sendBeacon()
    expect(calls.every((call) => call.keepalive)).toBe(true)
    expect(calls.flatMap((call) => call.codes)).toHaveLength(20)
    await vi.advanceTimersByTimeAsync(0)
    expect(Object.keys(acknowledged())).toHaveLength(20)
    put('B', 1)
    queue.flush({ keepalive: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.at(-1)).toMatchObject({ codes: ['B'], keepalive: true })
  })

  it('gathers answers for streamIntervalMs when scheduled (stream mode)', async () => {
    const { queue, put, calls } = setup()
    put('A', 1)
    queue.schedule(3000)
    await vi.advanceTimersByTimeAsync(1000)
    put('B', 1)
    queue.schedule(3000)
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => [call.at, call.codes])).toEqual([[3000, ['A', 'B']]])
  })

  it('sends nothing after stop', async () => {
    const { queue, put, script, calls } = setup({ baseDelayMs: 100 })
    script.submit.push(serverError())
    put('A', 1)
    queue.flush()
    await vi.advanceTimersByTimeAsync(0)
    queue.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
    expect(queue.getState().phase).toBe('stopped')
  })
})
