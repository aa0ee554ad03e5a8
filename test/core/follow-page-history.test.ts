// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { followPageHistory } from '../../src/core/follow-page-history'
import type { StudySessionState, StudySessionStore } from '../../src/core/study-session-types'

/** A store with just what the history follows: the session, the pages and the one on screen. */
function storeOnPage(pageIndex: number): StudySessionStore {
  const state = {
    status: 'active',
    session: { sessionId: 'ses_1' },
    pages: [{ index: 0 }, { index: 1 }, { index: 2 }],
    pageIndex,
    goToPage: vi.fn(),
  }
  return createStore<StudySessionState>()(() => state as unknown as StudySessionState)
}

describe('followPageHistory', () => {
  afterEach(() => vi.restoreAllMocks())

  it('tags the entry it starts on with the page on screen', () => {
    window.history.replaceState({ hostRouter: 7 }, '')
    const pushState = vi.spyOn(window.history, 'pushState')
    const stop = followPageHistory(storeOnPage(0), window.history, 0)
    expect(window.history.state).toEqual({ hostRouter: 7, studyRunner: { ses_1: 0 } })
    expect(pushState).not.toHaveBeenCalled()
    stop()
  })

  it('gives the first page its entry when pages were turned before its code arrived', () => {
    window.history.replaceState({ hostRouter: 7 }, '')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const pushState = vi.spyOn(window.history, 'pushState')
    const stop = followPageHistory(storeOnPage(1), window.history, 0)
    expect(replaceState).toHaveBeenCalledWith({ hostRouter: 7, studyRunner: { ses_1: 0 } }, '')
    expect(pushState).toHaveBeenCalledTimes(1)
    expect(pushState).toHaveBeenCalledWith({ hostRouter: 7, studyRunner: { ses_1: 1 } }, '')
    stop()
  })

  it('without the first page, starts from the page on screen', () => {
    const pushState = vi.spyOn(window.history, 'pushState')
    const stop = followPageHistory(storeOnPage(2), window.history)
    expect(pushState).not.toHaveBeenCalled()
    expect(window.history.state).toMatchObject({ studyRunner: { ses_1: 2 } })
    stop()
  })
})
