import { applyVisibility } from './apply-visibility'
import type { Visibility } from './create-visibility'
import type { HostNotifier } from './host-notifier'
import type { StudyPage } from './pages'
import type { ResponseQueuePieces } from './response-queue-pieces'
import { withShownElements } from './shown-elements'
import type { StudySessionStore } from './study-session-types'

/**
 * Live `showIf` (docs/content-format.md#rules): every change of the answers decides again what
 * is shown and clears the answers of what is hidden now; the queue sends those clearings as
 * `valueNum: null`, and the host hears each as an answer of `null`. Part of the delivery chunk
 * (session-runtime.ts): answers change only once its actions are installed.
 */
export function syncVisibility(
  store: StudySessionStore,
  input: {
    /** Every page of the current layout, hidden ones included. */
    allPages: () => readonly StudyPage[]
    visibility: Visibility
    now: () => number
    notify: HostNotifier
  },
  pieces: ResponseQueuePieces,
): void {
  // No condition to evaluate: an answer never changes the pages, and deciding them again would
  // walk every element of the study on each one (1 ms an answer at 1000 questions).
  if (!input.visibility.readsAnswers) return
  const { transition } = pieces
  store.subscribe((state, previous) => {
    if (state.answers === previous.answers) return
    const { cleared, ...update } = applyVisibility(
      {
        ...state,
        // An answer that went out may be stored even without an acknowledgement: clear it too.
        acknowledged: { ...state.acknowledged, ...state.sent },
        allPages: input.allPages(),
        visibility: input.visibility,
        clearedAt: new Date(input.now()).toISOString(),
      },
      pieces,
    )
    const shownAt = withShownElements(state.shownAt, update.pages[update.pageIndex], input.now())
    store.setState(transition(state, { type: 'visibilityApplied', ...update, shownAt }))
    for (const variableCode of cleared) input.notify('onAnswer', { variableCode, value: null })
  })
}
