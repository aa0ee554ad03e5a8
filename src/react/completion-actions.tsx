/** @jsxRuntime classic */
/** @jsx h */
import type { StudySessionState } from '../core/study-session-types'
import type { LaterShared } from './later-shared'
import { printAnswers } from './print-answers'
import type { createReviewList } from './review-list'

/** The completion actions' styles (a later part): the link and the button side by side. */
export const completionActionsStyles = `
[data-study-runner] .sr-completion-actions { display: flex; flex-wrap: wrap; gap: var(--sr-spacing); margin-block-start: var(--sr-spacing); }
[data-study-runner] a.sr-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
`

/** Props of the completion actions. */
export interface CompletionActionsProps {
  /**
   * The completed session: its `redirect`, and with the content's `completion.participantCopy`
   * the pages and answers to print.
   */
  state: Pick<StudySessionState, 'redirect' | 'content' | 'pages' | 'answers'>
}

/**
 * What the completion screen offers beyond the thank-you (docs/content-format.md#order-time-
 * endings, "Completion"): the "Continue" link to the completion redirect — followed by itself
 * after `delaySeconds` when the host allows its origin (`redirectOrigins`), a link to click
 * otherwise and meanwhile — and "Save a copy of my answers", which prints the review list. A
 * later part (later-shared.ts); `ReviewList` is the chunk's own.
 */
export function createCompletionActions(
  { h, useRef, useEffect, useUiText, useWidget }: LaterShared,
  ReviewList: ReturnType<typeof createReviewList>,
) {
  return function CompletionActions({ state }: CompletionActionsProps) {
    const { redirect } = state
    const copy = state.content.completion?.participantCopy === true
    const t = useUiText()
    const { language, dir } = useWidget()
    const listRef = useRef<HTMLDivElement>(null)
    useEffect(() => {
      if (!redirect?.follow) return
      const { url, delaySeconds } = redirect
      const timer = setTimeout(() => window.location.assign(url), delaySeconds * 1000)
      return () => clearTimeout(timer)
    }, [redirect])
    if (!redirect && !copy) return null
    const save = () => {
      if (listRef.current) printAnswers(listRef.current, { title: t('copy.title'), language, dir })
    }
    return (
      <div className="sr-completion-actions">
        {redirect && (
          <a
            className="sr-button sr-button-primary"
            part="button button-primary"
            href={redirect.url}
          >
            {t('completed.continue')}
          </a>
        )}
        {copy && (
          <button
            type="button"
            className="sr-button sr-button-secondary"
            part="button"
            onClick={save}
          >
            {t('copy.save')}
          </button>
        )}
        {copy && (
          // What is printed: rendered with the screen, out of sight and of the accessibility tree.
          <div ref={listRef} hidden>
            <ReviewList pages={state.pages} answers={state.answers} />
          </div>
        )}
      </div>
    )
  }
}
