import { describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { createStudySession } from '../../src/core/create-study-session'
import { conditionEngine } from '../../src/core/evaluate-condition'
import { createMemoryStorage, type ResponseStorage } from '../../src/core/response-storage'
import { branchingContent } from '../fixtures/branching-content'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { studyContent } from '../fixtures/study-content'

function setup(
  content: StudyContent = studyContent({ review: true }),
  storage?: ResponseStorage,
  transport = createFakeTransport(content),
) {
  const callbacks = { onPageChange: vi.fn(), onComplete: vi.fn() }
  const store = createStudySession({
    storage,
    transport,
    studyId: content.studyId,
    content,
    features: { conditions: conditionEngine, panel: null },
    language: 'en',
    createIdempotencyKey: () => 'idem-1',
    ...callbacks,
  })
  const state = () => store.getState()
  const sent = () => transport.callsOf('submitResponses').flatMap((call) => call.body.responses)
  return { transport, callbacks, state, sent }
}

/** Answers the small study's three pages and presses Next on the last one. */
async function reachReview(state: ReturnType<typeof setup>['state']) {
  await state().start()
  state().setAnswer('AGE', 30)
  await nextPage(state)
  state().setAnswer('DES6_1', 3)
  await nextPage(state)
  state().setAnswer('DES6_2', 0)
  await nextPage(state)
}

describe('createStudySession — the review page', () => {
  it('shows the review after the last page instead of finishing, and finishes from it once', async () => {
    const { transport, callbacks, state, sent } = setup()
    await reachReview(state)
    expect(state()).toMatchObject({
      status: 'answering',
      reviewing: true,
      reviewed: true,
      pageIndex: 2,
    })
    expect(transport.callsOf('finishSession')).toHaveLength(0)
    // The last page's answers went as they do after any page; the review is no page change.
    expect(sent().map((item) => item.variableCode)).toContain('DES6_2')
    expect(callbacks.onPageChange).toHaveBeenCalledTimes(3)
    await Promise.all([state().next(), state().next()])
    expect(state().status).toBe('completed')
    expect(transport.callsOf('finishSession')).toHaveLength(1)
    expect(callbacks.onComplete).toHaveBeenCalledTimes(1)
  })

  it('shows the review again after a reload on it, and the last page after a reload there', async () => {
    const storage = createMemoryStorage()
    const first = setup(undefined, storage)
    await reachReview(first.state)
    await first.state().whenSaved()

    // The same device opens the study again: the review is on screen, with every answer.
    const again = setup(undefined, storage, first.transport)
    await again.state().start()
    expect(again.state()).toMatchObject({ reviewing: true, reviewed: true, pageIndex: 2 })
    expect(again.state().answers).toHaveProperty('DES6_2')
    expect(again.transport.callsOf('startSession')).toHaveLength(1)

    // Back to the last page, then a reload: that page, not the review.
    again.state().back()
    const third = setup(undefined, storage, first.transport)
    await third.state().start()
    expect(third.state()).toMatchObject({ reviewing: false, pageIndex: 2 })
    await third.state().next()
    expect(third.state().reviewing).toBe(true)
  })

  it('goes back to the last page, whose Next shows the review again', async () => {
    const { state } = setup()
    await reachReview(state)
    state().back()
    expect(state()).toMatchObject({ reviewing: false, pageIndex: 2, reviewed: true })
    await state().next()
    expect(state().reviewing).toBe(true)
  })

  it('changes a page and returns to the review at once when every page passes', async () => {
    const { callbacks, state, sent } = setup()
    await reachReview(state)
    callbacks.onPageChange.mockClear()
    await state().goToPage(0)
    expect(state()).toMatchObject({ reviewing: false, pageIndex: 0 })
    expect(callbacks.onPageChange).toHaveBeenCalledWith({ index: 0, moduleId: 'about' })
    state().setAnswer('MOOD', 2)
    await state().returnToReview()
    await state().whenSaved()
    expect(state()).toMatchObject({ reviewing: true, pageIndex: 2 })
    // Straight back: the pages in between were not shown again.
    expect(callbacks.onPageChange).toHaveBeenCalledTimes(1)
    expect(sent()).toContainEqual(expect.objectContaining({ variableCode: 'MOOD', valueNum: 2 }))
  })

  it('changes the last page too, and takes no step forward while on the review', async () => {
    const { transport, state } = setup()
    await reachReview(state)
    await state().goToPage(99)
    expect(state().reviewing).toBe(true)
    expect(transport.callsOf('finishSession')).toHaveLength(0)
    await state().goToPage(state().pages[2]!.index)
    expect(state()).toMatchObject({ reviewing: false, pageIndex: 2 })
  })

  it('stops on the page on screen when a change left it with a problem', async () => {
    const { state } = setup()
    await reachReview(state)
    await state().goToPage(0)
    state().setAnswer('AGE', null)
    await state().returnToReview()
    expect(state()).toMatchObject({
      reviewing: false,
      pageIndex: 0,
      fieldErrors: { AGE: { key: 'validation.required' } },
    })
  })

  it('stops on a later page that has a problem now, showing it with its problems', async () => {
    const { callbacks, state } = setup()
    await reachReview(state)
    await state().goToPage(0)
    // An answer of a later page was cleared meanwhile (as a hidden question's would be).
    state().setAnswer('DES6_1', null)
    callbacks.onPageChange.mockClear()
    await state().returnToReview()
    expect(state()).toMatchObject({
      reviewing: false,
      pageIndex: 1,
      fieldErrors: { DES6_1: { key: 'validation.required' } },
    })
    expect(callbacks.onPageChange).toHaveBeenCalledWith({ index: 1, moduleId: 'des' })
  })

  it('asks for a question a change has shown, and ends early where an endIf now holds', async () => {
    const { state } = setup(branchingContent({ review: true }))
    await state().start()
    state().setAnswer('CONSENT', 1)
    await nextPage(state)
    state().setAnswer('SMOKER', 2)
    while (!state().reviewing) await nextPage(state)
    const habits = state().pages.find((page) => page.module.id === 'habits')!
    await state().goToPage(habits.index)
    state().setAnswer('SMOKER', 1)
    await state().returnToReview()
    expect(state().fieldErrors).toEqual({ CIGARETTES: { key: 'validation.required' } })
    state().setAnswer('CIGARETTES', 5)
    await state().returnToReview()
    expect(state().reviewing).toBe(true)

    await state().goToPage(0)
    state().setAnswer('CONSENT', 2)
    await state().returnToReview()
    expect(state()).toMatchObject({
      status: 'completed',
      endedEarly: { moduleId: 'consent', textKey: 'consent.end' },
    })
  })

  it('shows no review when the content asks for none', async () => {
    const { state } = setup(studyContent())
    await reachReview(state)
    expect(state()).toMatchObject({ status: 'completed', reviewing: false, reviewed: false })
  })
})
