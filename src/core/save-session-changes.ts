import type { SessionPersistence } from './create-session-persistence'
import type { StudySessionStore } from './study-session-types'

/**
 * Keeps the session's record on the device (docs/architecture.md#the-widgets-promises) in step with
 * the store: rewritten whenever what it holds changes — the session, the answers and what of them
 * went out or was acknowledged, when elements were first shown, the clocks of timed modules, the
 * page or the review page, the language — until
 * completion.
 */
export function saveSessionChanges(
  store: StudySessionStore,
  persistence: SessionPersistence,
  study: { studyId: string; revision: string },
): void {
  let written: unknown[] = []
  store.subscribe(() => {
    // The latest state, not the listener's argument: a listener before this one may have set a
    // newer state meanwhile (live showIf does), and the record must not step back to the older.
    const state = store.getState()
    if (!state.session || state.status === 'completed') return
    const page = state.pages[state.pageIndex]
    const members = [
      state.session,
      state.answers,
      state.acknowledged,
      state.sent,
      state.shownAt,
      state.deadlines,
      page?.index,
      state.reviewing,
      state.language,
    ]
    if (members.every((member, index) => member === written[index])) return
    written = members
    persistence.saveSession({
      ...study,
      sessionId: state.session.sessionId,
      token: state.session.token,
      language: state.language,
      page: page?.index ?? 0,
      answers: state.answers,
      acknowledged: state.acknowledged,
      sent: state.sent,
      shownAt: state.shownAt,
      deadlines: state.deadlines,
      ...(state.reviewing ? { reviewing: true } : {}),
    })
  })
}
