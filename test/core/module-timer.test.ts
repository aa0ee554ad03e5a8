import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { createActiveClock } from '../../src/core/active-clock'
import { createStudySession, type StudySessionOptions } from '../../src/core/create-study-session'
import { storageKeysOf } from '../../src/core/storage-keys'
import { createMemoryStorage, type ResponseStorage } from '../../src/core/response-storage'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { studyContent } from '../fixtures/study-content'

const minute = 60_000

/** The small study with a time limit on a module: `about` (page 1) by default. */
function timedContent(
  limits: Partial<Record<'about' | 'des', { seconds: number; essential?: boolean }>> = {
    about: { seconds: 60 },
  },
  overrides: Partial<StudyContent> = {},
): StudyContent {
  const content = studyContent(overrides)
  for (const module of content.modules) {
    const limit = limits[module.id as 'about' | 'des']
    if (!limit) continue
    module.timeLimitSeconds = limit.seconds
    if (limit.essential) module.timeLimitEssential = true
  }
  return content
}

/** One page load over a device's storage; the clock is vitest's (Date.now, setTimeout). */
function load(
  content: StudyContent,
  storage?: ResponseStorage,
  more: Partial<StudySessionOptions> = {},
) {
  const transport = createFakeTransport(content)
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    language: 'en',
    storage,
    createIdempotencyKey: () => 'idem-1',
    queue: { baseDelayMs: 1, maxDelayMs: 1 },
    ...more,
  })
  const state = () => store.getState()
  const moduleOnScreen = () => state().pages[state().pageIndex]?.module.id
  return { state, transport, moduleOnScreen }
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00.000Z') })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('time limits per module', () => {
  it('start the clock on entering the module, with the session, kept with it on the device', async () => {
    const storage = createMemoryStorage()
    const { state, transport } = load(timedContent(), storage)
    await state().start()
    expect(state().deadlines).toEqual({
      about: { endsAt: Date.now() + minute, extensionsLeft: 10, expired: false },
    })
    // Entering a timed module is taking part: the session starts without waiting for an answer.
    await vi.waitFor(() => expect(transport.callsOf('startSession')).toHaveLength(1))
    const record = JSON.parse(
      storage.getItem(storageKeysOf('energy-check').session('ses_1')) as string,
    ) as { deadlines: unknown }
    expect(record.deadlines).toEqual(state().deadlines)
  })

  it('count a first page shown before the session code arrived from when it was shown', async () => {
    const { state } = load(timedContent())
    const shown = Date.now()
    // The first page is on screen at once; what a session does arrives after the paint.
    vi.advanceTimersByTime(400)
    await state().start()
    expect(state().deadlines.about?.endsAt).toBe(shown + minute)
  })

  it('move on at zero with what was answered, the required questions waived', async () => {
    const { state, transport, moduleOnScreen } = load(timedContent())
    await state().start()
    state().setAnswer('MOOD', 1)
    await vi.advanceTimersByTimeAsync(minute - 1)
    expect(moduleOnScreen()).toBe('about')
    await vi.advanceTimersByTimeAsync(1)
    expect(moduleOnScreen()).toBe('des')
    expect(state()).toMatchObject({ status: 'answering', fieldErrors: {} })
    expect(state().deadlines.about?.expired).toBe(true)
    await state().whenSaved()
    const sent = transport.callsOf('submitResponses').flatMap((call) => call.body.responses)
    expect(sent.map((item) => [item.variableCode, item.valueNum])).toEqual([['MOOD', 1]])
  })

  it('close the module once its time ran out: Back and the way back from the review pass it over', async () => {
    const content = timedContent({ des: { seconds: 30 } }, { review: true })
    const { state, moduleOnScreen } = load(content)
    await state().start()
    state().setAnswer('AGE', 40)
    await nextPage(state)
    expect(moduleOnScreen()).toBe('des')
    state().setAnswer('DES6_1', 3)
    await vi.advanceTimersByTimeAsync(30_000)
    // The last module's time ran out: the review, with both of its pages closed.
    expect(state().reviewing).toBe(true)
    await state().goToPage(1)
    expect(state().reviewing).toBe(true)
    state().back()
    expect(state()).toMatchObject({ reviewing: false, pageIndex: 0 })
    // Next from the open page passes over the closed module to the review again.
    await nextPage(state)
    expect(state().reviewing).toBe(true)
  })

  it('finish the study when the last module runs out and there is no review', async () => {
    const { state } = load(timedContent({ des: { seconds: 30 } }))
    await state().start()
    state().setAnswer('AGE', 40)
    await nextPage(state)
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitFor(() => expect(state().status).toBe('completed'))
  })

  it('survive a reload: the clock goes on from where it was, and runs out at once when past', async () => {
    const storage = createMemoryStorage()
    const first = load(timedContent(), storage)
    await first.state().start()
    first.state().setAnswer('AGE', 40)
    await first.state().whenSaved()
    const { endsAt } = first.state().deadlines.about!
    await vi.advanceTimersByTimeAsync(20_000)

    const second = load(timedContent(), storage)
    await second.state().start()
    expect(second.state().deadlines.about?.endsAt).toBe(endsAt)
    expect(second.moduleOnScreen()).toBe('about')
    await vi.advanceTimersByTimeAsync(40_000)
    expect(second.moduleOnScreen()).toBe('des')

    await vi.advanceTimersByTimeAsync(minute)
    const third = load(timedContent(), storage)
    await third.state().start()
    expect(third.moduleOnScreen()).toBe('des')
  })

  it('extend by the limit up to ten times (WCAG 2.2.1), never for an essential limit', async () => {
    const { state } = load(timedContent())
    await state().start()
    const { endsAt } = state().deadlines.about!
    for (let n = 0; n < 11; n++) state().extendTime()
    expect(state().deadlines.about).toMatchObject({
      endsAt: endsAt + 10 * minute,
      extensionsLeft: 0,
    })

    const essential = load(timedContent({ about: { seconds: 60, essential: true } }))
    await essential.state().start()
    const before = essential.state().deadlines.about
    essential.state().extendTime()
    expect(essential.state().deadlines.about).toEqual(before)
    expect(before?.extensionsLeft).toBe(0)
  })
})

describe('the response-time clock', () => {
  function fakePage() {
    const listeners = new Set<() => void>()
    const page = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      set(state: DocumentVisibilityState) {
        page.visibilityState = state
        for (const listener of listeners) listener()
      },
      listeners,
    }
    return page
  }

  it('counts the time the page was visible, leaving out the time the tab was hidden', () => {
    const page = fakePage()
    let time = 1000
    const clock = createActiveClock(page as unknown as Document, { now: () => time })!
    const painted = clock.read()
    time = 3000
    page.set('hidden')
    time = 60_000
    expect(clock.read() - painted).toBe(2000)
    page.set('visible')
    time = 61_500
    expect(clock.read() - painted).toBe(3500)
    clock.stop()
    expect(page.listeners.size).toBe(0)
  })

  it('is not there without a page', () => {
    expect(createActiveClock(undefined, undefined)).toBeNull()
  })
})
