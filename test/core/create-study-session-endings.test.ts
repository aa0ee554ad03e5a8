import { describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { createStudySession, type StudySessionOptions } from '../../src/core/create-study-session'
import { conditionEngine } from '../../src/core/evaluate-condition'
import { storageKeysOf } from '../../src/core/storage-keys'
import { createMemoryStorage, type ResponseStorage } from '../../src/core/response-storage'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { studyContent } from '../fixtures/study-content'

const redirect = {
  completed: 'https://panel.example/complete?age={{AGE}}',
  ended: 'https://panel.example/screenout?age={{AGE}}',
}

function visit(options: Partial<StudySessionOptions> & { content?: StudyContent } = {}) {
  const content = options.content ?? studyContent()
  const transport = createFakeTransport(content)
  const callbacks = { onComplete: vi.fn(), onError: vi.fn() }
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    features: { conditions: conditionEngine, panel: null },
    language: 'en',
    ...callbacks,
    ...options,
  })
  const state = () => store.getState()
  return { transport, callbacks, state }
}

/** Takes part to the end: the small study's three pages. */
async function takePart(visitor: ReturnType<typeof visit>, age = 30) {
  const { state } = visitor
  await state().start()
  state().setAnswer('AGE', age)
  await nextPage(state)
  if (state().status === 'completed') return
  state().setAnswer('DES6_1', 3)
  await nextPage(state)
  state().setAnswer('DES6_2', 0)
  await nextPage(state)
}

describe('createStudySession — endings', () => {
  it('tells the host the filled redirect with the completion, and keeps it for the screen', async () => {
    const content = studyContent({ completion: { redirect, delaySeconds: 3 } })
    const visitor = visit({ content, redirectOrigins: ['https://panel.example'] })
    await takePart(visitor)
    const url = 'https://panel.example/complete?age=30'
    expect(visitor.callbacks.onComplete).toHaveBeenCalledWith({
      sessionId: 'ses_1',
      scores: [{ instrumentId: 'des6', scale: 'total', value: 3, band: 'low' }],
      ended: false,
      redirectUrl: url,
    })
    expect(visitor.state().redirect).toEqual({ url, follow: true, delaySeconds: 3 })
  })

  it('takes the ended template after an early end, a link only for an origin not allowed', async () => {
    const about = { ...studyContent().modules[0]!, endIf: { '<': [{ var: 'AGE' }, 21] } }
    const content = studyContent({ completion: { redirect } })
    content.modules = [about, ...content.modules.slice(1)]
    const visitor = visit({ content })
    await takePart(visitor, 19)
    expect(visitor.state()).toMatchObject({
      status: 'completed',
      endedEarly: { moduleId: 'about' },
      redirect: { url: 'https://panel.example/screenout?age=19', follow: false },
    })
  })

  it('has no redirect without one in the content', async () => {
    const visitor = visit()
    await takePart(visitor)
    expect(visitor.state().redirect).toBeNull()
    expect(visitor.callbacks.onComplete.mock.calls[0]?.[0]).not.toHaveProperty('redirectUrl')
  })
})

describe('createStudySession — once per device', () => {
  it('remembers a completion on the device, and there starts nothing again', async () => {
    const storage = createMemoryStorage()
    await takePart(visit({ storage }))
    expect(storage.entries.has(storageKeysOf('energy-check').completed)).toBe(true)

    const again = visit({ storage })
    await again.state().start()
    expect(again.state()).toMatchObject({ status: 'error', session: null, failedAction: 'start' })
    expect(again.state().error?.code).toBe('already_completed')
    expect(again.callbacks.onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'already_completed' }),
    )
    expect(again.transport.calls).toEqual([])
    // Trying again changes nothing: the device took part.
    await again.state().retry()
    expect(again.transport.calls).toEqual([])
  })

  it('counts an early end as taking part', async () => {
    const storage = createMemoryStorage()
    const about = { ...studyContent().modules[0]!, endIf: { '<': [{ var: 'AGE' }, 21] } }
    const content = studyContent()
    content.modules = [about, ...content.modules.slice(1)]
    await takePart(visit({ storage, content }), 19)
    const again = visit({ storage, content })
    await again.state().start()
    expect(again.state().error?.code).toBe('already_completed')
  })

  it('starts again there when the host allows a retake', async () => {
    const storage = createMemoryStorage()
    await takePart(visit({ storage }))
    const again = visit({ storage, allowRetake: true })
    await again.state().start()
    expect(again.state()).toMatchObject({ status: 'answering', session: null })
    again.state().setAnswer('AGE', 31)
    await again.state().whenSaved()
    expect(again.state()).toMatchObject({ status: 'answering', session: { sessionId: 'ses_1' } })
    expect(again.transport.callsOf('startSession')).toHaveLength(1)
  })

  it('keeps each participant of a shared device apart', async () => {
    const storage = createMemoryStorage()
    await takePart(visit({ storage, participantRef: 'p-1' }))
    const other = visit({ storage, participantRef: 'p-2' })
    await other.state().start()
    expect(other.state().status).toBe('answering')
    const same = visit({ storage, participantRef: 'p-1' })
    await same.state().start()
    expect(same.state().error?.code).toBe('already_completed')
  })

  it('remembers nothing without a storage (persist: none)', async () => {
    await takePart(visit())
    const again = visit()
    await again.state().start()
    expect(again.state().status).toBe('answering')
  })

  it('reads an asynchronous storage before starting anything', async () => {
    const entries = new Map<string, string>()
    const storage: ResponseStorage = {
      getItem: (key) => Promise.resolve(entries.get(key) ?? null),
      setItem: (key, value) => Promise.resolve(void entries.set(key, value)),
      removeItem: (key) => Promise.resolve(void entries.delete(key)),
    }
    await takePart(visit({ storage }))
    const again = visit({ storage })
    await again.state().start()
    expect(again.state().error?.code).toBe('already_completed')
    expect(again.transport.calls).toEqual([])
  })
})
