import { describe, expect, it, vi } from 'vitest'
import {
  createStudySession,
  type StudySessionOptions,
  type StudySessionState,
} from '../../src/core/create-study-session'
import { ApiError, NetworkError } from '../../src/core/errors'
import { createMemoryStorage } from '../../src/core/response-storage'
import { storageKeysOf } from '../../src/core/storage-keys'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { studyContent } from '../fixtures/study-content'

function setup(overrides: Partial<StudySessionOptions> = {}) {
  const content = studyContent()
  const transport = createFakeTransport(content)
  let clock = Date.parse('2025-01-01T00:00:00.000Z')
  const callbacks = {
    onSessionStart: vi.fn(),
    onPageChange: vi.fn(),
    onAnswer: vi.fn(),
    onComplete: vi.fn(),
    onError: vi.fn(),
  }
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    language: 'de',
    participantRef: 'p-7',
    metadata: { cohort: 'a' },
    now: () => clock,
    createIdempotencyKey: () => 'idem-1',
    ...callbacks,
    ...overrides,
  })
  const advance = (ms: number) => {
    clock += ms
  }
  return { store, transport, callbacks, advance, state: () => store.getState() }
}

describe('createStudySession', () => {
  it('shows the first page without a request, and starts the session at the first answer', async () => {
    const { transport, callbacks, state } = setup()
    // Nothing on the device, nothing shuffled: the first page is there before the start.
    expect(state()).toMatchObject({ status: 'answering', pageIndex: 0 })
    expect(state().pages[0]?.module.id).toBe('about')
    const firstPage = state().pages[0]
    await state().start()
    expect(state().pages[0]).toBe(firstPage)
    expect(state()).toMatchObject({ status: 'answering', session: null, pageIndex: 0 })
    expect(callbacks.onPageChange).toHaveBeenCalledWith({ index: 0, moduleId: 'about' })
    expect(transport.calls).toEqual([])
    expect(callbacks.onSessionStart).not.toHaveBeenCalled()
    state().setAnswer('AGE', 40)
    await state().whenSaved()
    expect(transport.callsOf('startSession')).toEqual([
      {
        method: 'startSession',
        studyId: 'energy-check',
        body: { language: 'de', participantRef: 'p-7', metadata: { cohort: 'a' } },
        idempotencyKey: 'idem-1',
      },
    ])
    expect(state()).toMatchObject({
      status: 'answering',
      session: { sessionId: 'ses_1', token: 'tok_1' },
      pageIndex: 0,
    })
    expect(callbacks.onSessionStart).toHaveBeenCalledWith({ sessionId: 'ses_1' })
    expect(callbacks.onPageChange).toHaveBeenCalledTimes(1)
    // The answer given before the session existed is on the page's batch, kept for Next.
    expect(state().answers.AGE?.valueNum).toBe(40)
  })

  it('waits for the start before showing a page when the device or a resume link may change it', async () => {
    const storage = createMemoryStorage(
      new Map([[storageKeysOf('energy-check', 'p-7').pointer, 'a record to look at']]),
    )
    expect(setup({ storage }).state().status).toBe('loading')
    expect(setup({ resumeId: 'r-1' }).state().status).toBe('loading')
    // A storage answering with promises cannot tell at once.
    const later = { ...createMemoryStorage(), getItem: () => Promise.resolve(null) }
    const { state } = setup({ storage: later })
    expect(state().status).toBe('loading')
    await state().start()
    expect(state()).toMatchObject({ status: 'answering', pageIndex: 0 })
  })

  it('shows a shuffled first page at once, in the order of the seed its session starts with', async () => {
    const content = studyContent()
    const mood = content.questions[1]!
    mood.randomizeOptions = true
    mood.options = [1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ value, labelKey: `mood.${value}` }))
    const orderOf = (state: StudySessionState) =>
      state.pages[0]?.elements
        .map((element) => (element.kind === 'question' ? element.question : null))
        .find((question) => question?.id === 'mood')
        ?.options?.map((option) => option.value)
    const { transport, state } = setup({ content })
    expect(state()).toMatchObject({ status: 'answering', pageIndex: 0 })
    const firstPage = state().pages[0]
    const shown = orderOf(state())
    expect(shown).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    // Another session's seed orders the options otherwise: the order is the seed's.
    const other = setup({ content, createIdempotencyKey: () => 'idem-2' }).state()
    expect(orderOf(other)).toHaveLength(8)
    expect(orderOf(other)).not.toEqual(shown)
    await state().start()
    // The start took the page over as it was: the same objects, the same order.
    expect(state().pages[0]).toBe(firstPage)
    state().setAnswer('AGE', 40)
    state().setAnswer('MOOD', 3)
    await state().next()
    await state().whenSaved()
    expect(transport.callsOf('startSession')[0]?.idempotencyKey).toBe('idem-1')
    // The service learns the order the participant saw.
    const batch = transport.callsOf('submitResponses')[0]?.body
    const moodResponse = batch?.responses.find((response) => response.variableCode === 'MOOD')
    expect(moodResponse?.displayOrder).toEqual(shown)
  })

  it('shows answers given before its code arrived at once, and records them when it does', async () => {
    const { transport, callbacks, state } = setup()
    const { setAnswer, next } = state()
    const starting = state().start()
    state().setAnswer('AGE', 40)
    expect(state().answers.AGE?.valueNum).toBe(40)
    expect(callbacks.onAnswer).not.toHaveBeenCalled()
    await starting
    expect(callbacks.onAnswer).toHaveBeenCalledExactlyOnceWith({ variableCode: 'AGE', value: 40 })
    expect(state().answers.AGE).toMatchObject({ valueNum: 40, changes: 0 })
    await state().whenSaved()
    expect(transport.callsOf('startSession')).toHaveLength(1)
    // The same functions throughout: nothing bound to them renders again when the code arrives.
    expect(state().setAnswer).toBe(setAnswer)
    expect(state().next).toBe(next)
  })

  it('starts the session on Next from a page with nothing to answer, once for a double click', async () => {
    const content = studyContent()
    const age = content.questions[0]
    if (age) age.required = false
    const { transport, callbacks, state } = setup({ content })
    await state().start()
    await Promise.all([state().next(), state().next()])
    expect(transport.callsOf('startSession')).toHaveLength(1)
    expect(state()).toMatchObject({ pageIndex: 1, session: { sessionId: 'ses_1' } })
    expect(callbacks.onPageChange).toHaveBeenCalledTimes(2)
  })

  it("sends one batch per page with exactly that page's answers, then finishes once", async () => {
    const { transport, callbacks, advance, state } = setup()
    await state().start()
    advance(1500)
    state().setAnswer('AGE', 40)
    advance(500)
    state().setAnswer('AGE', 41)
    await nextPage(state)
    expect(state().pageIndex).toBe(1)
    state().setAnswer('DES6_1', 3)
    await nextPage(state)
    state().setAnswer('DES6_2', 0)
    await nextPage(state)

    const batches = transport.callsOf('submitResponses')
    expect(batches.map((call) => call.body.responses.map((item) => item.variableCode))).toEqual([
      ['AGE'],
      ['DES6_1'],
      ['DES6_2'],
    ])
    expect(batches[0]?.body).toEqual({
      token: 'tok_1',
      responses: [
        {
          variableCode: 'AGE',
          valueNum: 41,
          answeredAt: '2025-01-01T00:00:02.000Z',
          rtMs: 2000,
          changes: 1,
        },
      ],
    })
    expect(transport.callsOf('finishSession')).toEqual([
      { method: 'finishSession', sessionId: 'ses_1', body: { token: 'tok_1' } },
    ])
    expect(state().status).toBe('completed')
    expect(state().result?.scores).toEqual([
      { instrumentId: 'des6', scale: 'total', value: 3, band: 'low' },
    ])
    expect(callbacks.onComplete).toHaveBeenCalledWith({
      sessionId: 'ses_1',
      scores: [{ instrumentId: 'des6', scale: 'total', value: 3, band: 'low' }],
      ended: false,
    })
    expect(callbacks.onAnswer).toHaveBeenCalledWith({ variableCode: 'AGE', value: 40 })
  })

  it('stops at validation problems without sending anything', async () => {
    const { transport, state } = setup()
    await state().start()
    await nextPage(state)
    expect(state()).toMatchObject({
      status: 'answering',
      pageIndex: 0,
      fieldErrors: { AGE: { key: 'validation.required' } },
      validationAttempt: 1,
    })
    expect(transport.callsOf('submitResponses')).toHaveLength(0)
    state().setAnswer('AGE', 30)
    expect(state().fieldErrors).toEqual({})
  })

  it('moves on while a failed batch waits for its retry, and the retry sends every answer', async () => {
    vi.useFakeTimers()
    try {
      const { transport, state } = setup({ queue: { baseDelayMs: 1000, random: () => 0.5 } })
      await state().start()
      state().setAnswer('AGE', 30)
      state().setAnswer('MOOD', 2)
      transport.failOnce('submitResponses', new NetworkError('offline'))
      await state().next()
      // The participant is on the next page at once; the answers wait in the outbox.
      expect(state()).toMatchObject({ status: 'answering', pageIndex: 1, error: null })
      await vi.advanceTimersByTimeAsync(0)
      expect(state().delivery).toMatchObject({ phase: 'waiting', attempt: 1 })
      expect(state().acknowledged).toEqual({})
      await vi.advanceTimersByTimeAsync(499)
      expect(transport.callsOf('submitResponses')).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      const batches = transport.callsOf('submitResponses')
      expect(batches).toHaveLength(2)
      expect(batches[1]?.body.responses.map((item) => [item.variableCode, item.valueNum])).toEqual([
        ['AGE', 30],
        ['MOOD', 2],
      ])
      expect(state().acknowledged).toEqual({ AGE: 0, MOOD: 0 })
      expect(state().delivery.phase).toBe('idle')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the answers and tells the host when the service refuses them for good', async () => {
    const { transport, callbacks, state } = setup()
    await state().start()
    state().setAnswer('AGE', 30)
    transport.failOnce(
      'submitResponses',
      new ApiError({ status: 422, code: 'validation_failed', message: 'AGE is out of range' }),
    )
    await nextPage(state)
    expect(state().delivery).toMatchObject({ phase: 'blocked' })
    expect(state().answers.AGE?.valueNum).toBe(30)
    expect(callbacks.onError).toHaveBeenCalledWith({
      code: 'validation_failed',
      message: 'AGE is out of range',
    })
    // No automatic retry of a 4xx: the participant's "Try again" sends again.
    await state().retry()
    await state().whenSaved()
    expect(transport.callsOf('submitResponses')).toHaveLength(2)
    expect(state().acknowledged).toEqual({ AGE: 0 })
  })

  it('retries a failed finish by itself, without resending acknowledged answers', async () => {
    const { transport, state } = setup({ queue: { baseDelayMs: 1, maxDelayMs: 1 } })
    await state().start()
    state().setAnswer('AGE', 30)
    await nextPage(state)
    state().setAnswer('DES6_1', 3)
    await nextPage(state)
    state().setAnswer('DES6_2', 3)
    transport.failOnce(
      'finishSession',
      new ApiError({ status: 503, code: 'internal_error', message: 'down' }),
    )
    await state().next()
    expect(state().status).toBe('completed')
    expect(transport.callsOf('submitResponses')).toHaveLength(3)
    expect(transport.callsOf('finishSession')).toHaveLength(2)
  })

  it('finishes exactly once however often Next is pressed', async () => {
    const { transport, state } = setup()
    await state().start()
    state().setAnswer('AGE', 30)
    await nextPage(state)
    state().setAnswer('DES6_1', 3)
    await nextPage(state)
    state().setAnswer('DES6_2', 3)
    await Promise.all([state().next(), state().next(), state().next()])
    await nextPage(state)
    expect(transport.callsOf('finishSession')).toHaveLength(1)
    expect(transport.callsOf('submitResponses')).toHaveLength(3)
  })

  it('goes back and forth without resending unchanged answers', async () => {
    const { transport, callbacks, state } = setup()
    await state().start()
    state().setAnswer('AGE', 30)
    await nextPage(state)
    state().back()
    expect(state().pageIndex).toBe(0)
    expect(callbacks.onPageChange).toHaveBeenLastCalledWith({ index: 0, moduleId: 'about' })
    await nextPage(state)
    expect(state().pageIndex).toBe(1)
    expect(transport.callsOf('submitResponses')).toHaveLength(1)
  })

  it('skips the request for a page with nothing answered (an empty batch is a 422)', async () => {
    const content = studyContent()
    const age = content.questions[0]
    if (age) age.required = false
    const { transport, state } = setup({ content })
    await state().start()
    await nextPage(state)
    expect(state().pageIndex).toBe(1)
    expect(transport.callsOf('submitResponses')).toHaveLength(0)
  })

  it('reports a study that is not live and retries the start with the same key', async () => {
    const { transport, callbacks, state } = setup()
    transport.failOnce(
      'startSession',
      new ApiError({ status: 409, code: 'study_not_live', message: 'Study is not live' }),
    )
    await state().start()
    expect(state().status).toBe('answering')
    // The first answer asks for the session: a study that closed since shows it at once.
    state().setAnswer('AGE', 40)
    await state().whenSaved()
    expect(state()).toMatchObject({ status: 'error', failedAction: 'start', session: null })
    expect(callbacks.onError).toHaveBeenCalledWith({
      code: 'study_not_live',
      message: 'Study is not live',
    })
    await state().retry()
    expect(state().status).toBe('answering')
    expect(state().answers.AGE?.valueNum).toBe(40)
    await nextPage(state)
    expect(state()).toMatchObject({ pageIndex: 1, session: { sessionId: 'ses_1' } })
    expect(transport.callsOf('startSession').map((call) => call.idempotencyKey)).toEqual([
      'idem-1',
      'idem-1',
    ])
  })

  it('lists content errors and still runs the rest of the study', async () => {
    const content = studyContent()
    content.modules[0]?.elements.push('ghost')
    const { state } = setup({ content })
    expect(state().contentErrors.map((error) => error.elementId)).toEqual(['ghost'])
    await state().start()
    state().setAnswer('AGE', 30)
    await nextPage(state)
    expect(state().pageIndex).toBe(1)
  })

  it('survives a host callback that throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { state } = setup({
      onSessionStart: () => {
        throw new Error('host bug')
      },
    })
    await state().start()
    state().setAnswer('AGE', 40)
    await state().whenSaved()
    expect(state()).toMatchObject({ status: 'answering', session: { sessionId: 'ses_1' } })
    expect(consoleError).toHaveBeenCalled()
    consoleError.mockRestore()
  })

  it('gives every store its own state', async () => {
    const first = setup()
    const second = setup()
    await first.state().start()
    first.state().setAnswer('AGE', 30)
    expect(second.state().answers).toEqual({})
  })
})
