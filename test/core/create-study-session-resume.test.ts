import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createStudySession,
  type StudySessionOptions,
  type StudySessionState,
} from '../../src/core/create-study-session'
import { ApiError, NetworkError } from '../../src/core/errors'
import { storageKeysOf } from '../../src/core/storage-keys'
import { createMemoryStorage, type ResponseStorage } from '../../src/core/response-storage'
import { createFakeTransport, type FakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { studyContent } from '../fixtures/study-content'

const keys = storageKeysOf('energy-check')

/** One "page load" of the widget over a device's storage. */
function load(
  storage: ResponseStorage,
  overrides: Partial<StudySessionOptions> = {},
  transport: FakeTransport = createFakeTransport(studyContent()),
) {
  let key = 0
  const onSessionStart = vi.fn()
  const onError = vi.fn()
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content: studyContent(),
    language: 'en',
    storage,
    createIdempotencyKey: () => `idem-${++key}`,
    onSessionStart,
    onError,
    ...overrides,
  })
  const state = () => store.getState()
  return { store, state, transport, onSessionStart, onError }
}

/** Shows the first page and gives its first answer, which starts the session. */
async function startByAnswering(state: () => StudySessionState) {
  await state().start()
  state().setAnswer('AGE', 30)
  await state().whenSaved()
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createStudySession: a session that survives', () => {
  it('stores the Idempotency-Key before the start, so a start whose reply was lost is the same session', async () => {
    const storage = createMemoryStorage()
    const first = load(storage)
    first.transport.failAlways('startSession', new Error('the tab closed mid-request'))
    await startByAnswering(first.state)
    expect(JSON.parse(storage.getItem(keys.pointer) as string)).toMatchObject({
      version: 1,
      idempotencyKey: 'idem-1',
      sessionId: null,
    })
    // Reloaded: a new store would make another key, but the stored one wins.
    const second = load(storage, { createIdempotencyKey: () => 'other' })
    await startByAnswering(second.state)
    expect(second.transport.callsOf('startSession')[0]?.idempotencyKey).toBe('idem-1')
  })

  it('keeps the answers given before the session started, and delivers them after a reload', async () => {
    const storage = createMemoryStorage()
    const first = load(storage)
    first.transport.failAlways('startSession', new NetworkError('offline'))
    await first.state().start()
    first.state().setAnswer('AGE', 30)
    first.state().setAnswer('MOOD', 2)
    await first.state().whenSaved()
    expect(first.state().session).toBeNull()
    // The tab closes while offline; reopened online, the answers are on their fields again.
    const second = load(storage, { createIdempotencyKey: () => 'other' })
    await second.state().start()
    expect(second.state().answers.AGE?.valueNum).toBe(30)
    expect(second.state().answers.MOOD?.valueNum).toBe(2)
    await second.state().whenSaved()
    expect(second.transport.callsOf('startSession')[0]?.idempotencyKey).toBe('idem-1')
    await nextPage(second.state)
    const sent = second.transport.callsOf('submitResponses').flatMap((call) => call.body.responses)
    expect(sent.map((item) => [item.variableCode, item.valueNum])).toEqual([
      ['AGE', 30],
      ['MOOD', 2],
    ])
    // Once the session holds them, the pointer keeps none.
    expect(JSON.parse(storage.getItem(keys.pointer) as string)).not.toHaveProperty('answers')
  })

  it('keeps each answer on the device the moment it is given, and resumes the same page with every answer', async () => {
    const storage = createMemoryStorage()
    const first = load(storage)
    await first.state().start()
    first.state().setAnswer('AGE', 30)
    await nextPage(first.state)
    first.state().setAnswer('DES6_1', 3)
    // The tab closes here: DES6_1 was never sent.
    const stored: unknown = JSON.parse(storage.getItem(keys.session('ses_1')) as string)
    expect(stored).toMatchObject({
      version: 1,
      sessionId: 'ses_1',
      token: 'tok_1',
      page: 1,
      answers: { AGE: { valueNum: 30 }, DES6_1: { valueNum: 3 } },
      acknowledged: { AGE: 0 },
    })
    first.store.getState().connect()()

    const second = load(storage)
    await second.state().start()
    expect(second.transport.callsOf('startSession')).toHaveLength(0)
    expect(second.onSessionStart).toHaveBeenCalledWith({ sessionId: 'ses_1', resumed: true })
    expect(second.state()).toMatchObject({
      status: 'answering',
      pageIndex: 1,
      session: { sessionId: 'ses_1', token: 'tok_1' },
    })
    expect(second.state().answers.AGE?.valueNum).toBe(30)
    await second.state().whenSaved()
    // Only the unacknowledged answer goes again.
    expect(second.transport.callsOf('submitResponses').map((call) => call.body.responses)).toEqual([
      [expect.objectContaining({ variableCode: 'DES6_1', valueNum: 3 })],
    ])
    await nextPage(second.state)
    second.state().setAnswer('DES6_2', 0)
    await second.state().next()
    expect(second.state().status).toBe('completed')
    // After completion the token is forgotten; only the record that this device took part stays
    // (once per device, docs/content-format.md#order-time-endings).
    expect([...storage.entries.keys()]).toEqual([keys.completed])
    expect(storage.entries.get(keys.completed)).not.toContain('tok_1')
  })

  it('discards corrupt or foreign stored state with a warning, never a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const raw of [
      '{not json',
      '{"version":99}',
      '[]',
      JSON.stringify({ version: 1, studyId: 'other', idempotencyKey: 'k', sessionId: null }),
    ]) {
      const storage = createMemoryStorage(new Map([[keys.pointer, raw]]))
      const { state, transport } = load(storage)
      await startByAnswering(state)
      expect(state().status).toBe('answering')
      expect(transport.callsOf('startSession')[0]?.idempotencyKey).toBe('idem-1')
    }
    expect(warn).toHaveBeenCalledTimes(4)
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[study-runner\] discarded stored state/)
  })

  it('drops a malformed session record but gets the same session back through its key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createMemoryStorage(
      new Map([
        [
          keys.pointer,
          JSON.stringify({
            version: 1,
            studyId: 'energy-check',
            idempotencyKey: 'idem-old',
            sessionId: 'ses_1',
          }),
        ],
        [
          keys.session('ses_1'),
          JSON.stringify({
            version: 1,
            studyId: 'energy-check',
            sessionId: 'ses_1',
            answers: 'lots',
          }),
        ],
      ]),
    )
    const { state, transport } = load(storage)
    await startByAnswering(state)
    expect(transport.callsOf('startSession')[0]?.idempotencyKey).toBe('idem-old')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('leaves out stored answers to variables the study no longer has', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createMemoryStorage()
    const first = load(storage)
    await startByAnswering(first.state)
    const record = JSON.parse(storage.getItem(keys.session('ses_1')) as string) as {
      answers: Record<string, unknown>
    }
    record.answers.GONE = record.answers.AGE
    void storage.setItem(keys.session('ses_1'), JSON.stringify(record))
    const second = load(storage)
    await second.state().start()
    expect(Object.keys(second.state().answers)).toEqual(['AGE'])
  })

  it('works over an asynchronous storage (IndexedDB-like)', async () => {
    const memory = createMemoryStorage()
    const asyncStorage: ResponseStorage = {
      getItem: async (key) => memory.getItem(key),
      setItem: async (key, value) => memory.setItem(key, value),
      removeItem: async (key) => memory.removeItem(key),
    }
    const first = load(asyncStorage)
    await first.state().start()
    first.state().setAnswer('AGE', 44)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const second = load(asyncStorage)
    await second.state().start()
    expect(second.state().answers.AGE?.valueNum).toBe(44)
    expect(second.transport.callsOf('startSession')).toHaveLength(0)
  })

  it('tells the participant when the stored session is closed, and starts afresh with the unsaved answers', async () => {
    const storage = createMemoryStorage()
    const first = load(storage)
    await first.state().start()
    first.state().setAnswer('AGE', 30)
    await nextPage(first.state)
    first.state().setAnswer('DES6_1', 3)

    // Meanwhile the session was abandoned: the service refuses its answers.
    const second = load(storage)
    second.transport.failOnce(
      'submitResponses',
      new ApiError({ status: 409, code: 'session_closed', message: 'abandoned' }),
    )
    await second.state().start()
    await second
      .state()
      .whenSaved()
      .catch(() => undefined)
    expect(second.state()).toMatchObject({ status: 'lost', error: { code: 'session_closed' } })
    expect(second.onError).toHaveBeenCalledWith({ code: 'session_closed', message: 'abandoned' })

    await second.state().restart()
    expect(second.transport.callsOf('startSession').map((call) => call.idempotencyKey)).toEqual([
      'idem-2',
    ])
    expect(second.state()).toMatchObject({ status: 'answering', pageIndex: 0 })
    // The acknowledged AGE belongs to the old session; the unsent DES6_1 is filled in.
    expect(Object.keys(second.state().answers)).toEqual(['DES6_1'])
    expect(JSON.parse(storage.getItem(keys.pointer) as string)).toMatchObject({
      idempotencyKey: 'idem-2',
      sessionId: 'ses_1',
    })
  })

  it('treats a refused token and an unknown session as lost too', async () => {
    for (const error of [
      new ApiError({ status: 403, code: 'invalid_token', message: 'no' }),
      new ApiError({ status: 404, code: 'not_found', message: 'no' }),
    ]) {
      const { state, transport } = load(createMemoryStorage())
      await state().start()
      state().setAnswer('AGE', 30)
      transport.failOnce('submitResponses', error)
      await nextPage(state)
      expect(state().status).toBe('lost')
    }
  })

  it('keeps nothing on the device without a storage (persist: none)', async () => {
    const { state } = load(undefined as unknown as ResponseStorage, { storage: undefined })
    await state().start()
    state().setAnswer('AGE', 30)
    expect(state().storedOnDevice).toBe(false)
  })
})

describe('createStudySession: sending', () => {
  it("streams answers as given, gathered every streamIntervalMs (sendMode 'stream')", async () => {
    vi.useFakeTimers()
    const { state, transport } = load(createMemoryStorage(), {
      sendMode: 'stream',
      queue: { streamIntervalMs: 3000 },
    })
    await state().start()
    state().setAnswer('AGE', 30)
    await vi.advanceTimersByTimeAsync(1000)
    state().setAnswer('MOOD', 1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(
      transport
        .callsOf('submitResponses')
        .map((call) => call.body.responses.map((item) => item.variableCode)),
    ).toEqual([['AGE', 'MOOD']])
  })

  it('holds back a value the service would refuse while it is being typed', async () => {
    const { state, transport } = load(createMemoryStorage())
    await state().start()
    state().setAnswer('AGE', '1') // on its way to "17"… or to an error
    state().setAnswer('MOOD', 2)
    state().pageSignal('hidden')
    await state().whenSaved()
    expect(
      transport.callsOf('submitResponses')[0]?.body.responses.map((item) => item.variableCode),
    ).toEqual(['MOOD'])
  })

  it('flushes with keepalive when the tab is hidden, and sends everything on pagehide', async () => {
    const { state, transport } = load(createMemoryStorage())
    const submit = vi.spyOn(transport, 'submitResponses')
    await state().start()
    state().setAnswer('AGE', 30)
    state().pageSignal('hidden')
    await state().whenSaved()
    expect(submit.mock.calls[0]?.[2]).toMatchObject({ keepalive: true })
    state().setAnswer('MOOD', 1)
    state().pageSignal('pagehide')
    expect(submit.mock.calls[1]?.[2]).toEqual({ keepalive: true })
    expect(submit.mock.calls[1]?.[1].responses.map((item) => item.variableCode)).toEqual(['MOOD'])
  })

  it('measures rtMs from the question first shown, and counts changes (paradata)', async () => {
    let clock = 0
    const { state, transport } = load(createMemoryStorage(), { now: () => clock })
    await state().start()
    clock = 4000
    state().setAnswer('AGE', 30)
    clock = 6000
    state().setAnswer('AGE', 31)
    await nextPage(state)
    state().back()
    clock = 9000
    state().setAnswer('MOOD', 1)
    await nextPage(state)
    const items = transport.callsOf('submitResponses').flatMap((call) => call.body.responses)
    expect(items.map(({ variableCode, rtMs, changes }) => [variableCode, rtMs, changes])).toEqual([
      ['AGE', 6000, 1],
      ['MOOD', 9000, 0],
    ])
  })
})
