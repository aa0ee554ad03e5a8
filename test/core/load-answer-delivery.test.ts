import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  vi.doUnmock('../../src/core/create-response-queue')
  vi.resetModules()
})

async function startSession() {
  const { createStudySession } = await import('../../src/core/create-study-session')
  const content = studyContent()
  const transport = createFakeTransport(content)
  const onError = vi.fn()
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    language: 'en',
    createIdempotencyKey: () => 'idem-1',
    onError,
  })
  await store.getState().start()
  return { store, transport, onError }
}

describe('loadAnswerDelivery', () => {
  it('loads the queue and the device record once for every widget on the page', async () => {
    const { loadAnswerDelivery } = await import('../../src/core/load-answer-delivery')
    const first = loadAnswerDelivery()
    expect(loadAnswerDelivery()).toBe(first)
    const code = await first
    expect(typeof code.createResponseQueue).toBe('function')
    expect(typeof code.keepSessionRecord).toBe('function')
  })

  it('a session shows no page without its queue: a chunk that cannot be fetched fails the start, retryably', async () => {
    vi.doMock('../../src/core/create-response-queue', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { store, transport, onError } = await startSession()
    expect(store.getState()).toMatchObject({ status: 'error', failedAction: 'start' })
    expect(store.getState().error).toMatchObject({ code: 'network_error', retryable: true })
    expect(onError).toHaveBeenCalledTimes(1)
    // Nothing was started that the participant could not answer.
    expect(transport.callsOf('startSession')).toHaveLength(0)
  })
})
