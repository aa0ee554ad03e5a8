import type { StudySessionState, StudySessionStore } from './study-session-types'

// Loaded on its own, only by widgets with the `history` prop: it imports nothing but types, so
// its chunk needs nothing from the widget's entry (one request to start, whatever the URL).

/** The member of `history.state` holding each widget's page: `{ [sessionId]: StudyPage.index }`. */
export const historyStateKey = 'studyRunner'

/**
 * Makes a session's pages browser-history entries (docs/architecture.md#host-interface): Next
 * pushes an entry; the browser's Back shows the previous page, its Forward goes on through a
 * validated Next. Entries are tagged with the session id, so several widgets (and the host's
 * router, whose `history.state` members are kept) share one history. `firstPage` is the page the
 * widget showed when it asked for this code: pages turned before it arrived still get an entry.
 * Returns the stop function.
 */
export function followPageHistory(
  store: StudySessionStore,
  history: History,
  firstPage?: number,
): () => void {
  // The page (StudyPage.index) the current entry stands for.
  let shownPage: number | undefined
  // A page the browser moved to (popstate): the widget follows, the history must not.
  let followingBrowser = false
  // Popstates caused by our own `history.back()`, to be absorbed.
  let ownBacks = 0

  const retag = (state: StudySessionState, page: number) => {
    if (state.session)
      history.replaceState(tagged(history.state, state.session.sessionId, page), '')
  }

  function followStore(state: StudySessionState) {
    const page = pageOnScreen(state)
    if (!state.session || page === undefined || page === shownPage) return
    const previous = shownPage
    shownPage = page
    if (previous === undefined || followingBrowser) {
      followingBrowser = false
      retag(state, page)
    } else if (page < previous) {
      // The widget's own Back: step back in the history too, instead of adding an entry.
      ownBacks++
      history.back()
    } else {
      history.pushState(tagged(history.state, state.session.sessionId, page), '')
    }
  }

  async function followBrowser(event: PopStateEvent) {
    const state = store.getState()
    const page = pageOnScreen(state)
    if (!state.session || page === undefined) return
    if (ownBacks > 0) {
      ownBacks--
      return retag(state, page)
    }
    const target = pageIn(event.state, state.session.sessionId)
    // An entry from before the widget's first page, or another widget's: not ours to follow.
    if (target === undefined || target === page) return
    followingBrowser = true
    await state.goToPage(target)
    if (pageOnScreen(store.getState()) !== page) return
    // Forward was refused (the page did not validate): undo the browser's step.
    followingBrowser = false
    ownBacks++
    history.back()
  }

  const onPopState = (event: PopStateEvent) => void followBrowser(event)
  const state = store.getState()
  const page = pageOnScreen(state)
  if (firstPage !== undefined && page !== undefined && page > firstPage && state.session) {
    // Pages turned while this code was on its way: the entry the widget started on stands for
    // the first page, and the page on screen gets its own (pushed by followStore).
    shownPage = firstPage
    retag(state, firstPage)
  }
  followStore(state)
  const unsubscribe = store.subscribe(followStore)
  window.addEventListener('popstate', onPopState)
  return () => {
    unsubscribe()
    window.removeEventListener('popstate', onPopState)
  }
}

function pageOnScreen(state: StudySessionState): number | undefined {
  if (state.status === 'completed') return undefined
  return state.pages[state.pageIndex]?.index
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function tagged(entryState: unknown, sessionId: string, page: number): Record<string, unknown> {
  const base = isRecord(entryState) ? entryState : {}
  const pages = isRecord(base[historyStateKey]) ? base[historyStateKey] : {}
  return { ...base, [historyStateKey]: { ...pages, [sessionId]: page } }
}

function pageIn(entryState: unknown, sessionId: string): number | undefined {
  const pages = isRecord(entryState) ? entryState[historyStateKey] : undefined
  const page = isRecord(pages) && Object.hasOwn(pages, sessionId) ? pages[sessionId] : undefined
  return typeof page === 'number' ? page : undefined
}
