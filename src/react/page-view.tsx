import type { StudySessionState } from '../core/create-study-session'
import type { SaveState } from '../core/save-state'
import type { LaterParts } from './later-parts'
import { PageFields } from './page-fields'
import { PageNavigation } from './page-navigation'
import { ProgressBar } from './progress-bar'
import { useProgress } from './use-progress'
import { richText } from './rich-text'
import { SaveStatus } from './save-status'
import { usePageHeadingFocus } from './use-page-heading-focus'
import { useProblemFocus } from './use-problem-focus'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * One page of the study: progress, heading, intro, fields, problems, save state, navigation. The
 * pages and their elements are the visible ones, so a question shown or hidden by `showIf`
 * appears or disappears as the participant answers, and Finish moves with the last visible page.
 */
export function PageView({
  state,
  saveState,
  ErrorSummary,
}: {
  state: StudySessionState
  /** What the save status says; `null` before anything was sent. */
  saveState: SaveState | null
  /**
   * The list of problems, from a chunk fetched when the session starts; before it arrives (or if
   * it cannot be fetched) each field still shows its own message, and a failed Next focuses the
   * first of them.
   */
  ErrorSummary?: LaterParts['ErrorSummary'] | undefined
}) {
  const t = useUiText()
  const { text } = useWidget()
  const { pages, pageIndex, answers, fieldErrors } = state
  const page = pages[pageIndex]
  // Keyed by the page's identity, not its position: showIf may shift the positions live.
  const headingRef = usePageHeadingFocus(page?.index ?? -1)
  const shown = useProgress({
    pageKey: page?.index ?? -1,
    position: pageIndex,
    visibleCount: pages.length,
  })
  // Problems are the current page's (the store clears them on a page change).
  const hasProblems = Object.keys(fieldErrors).length > 0
  const { summaryRef, formRef } = useProblemFocus(state.validationAttempt)
  if (!page) return null

  const progress = t('progress', { current: shown.page, total: shown.total })
  const busy = state.status === 'finishing'

  return (
    <form
      ref={formRef}
      noValidate
      className="sr-page"
      part="page"
      onSubmit={(event) => {
        event.preventDefault()
        void state.next()
      }}
    >
      <ProgressBar fraction={shown.fraction} valueText={progress} />
      {page.module.titleKey && <p className="sr-progress">{progress}</p>}
      <h2 ref={headingRef} tabIndex={-1}>
        {page.module.titleKey ? richText(text(page.module.titleKey)) : progress}
      </h2>
      {page.module.introKey && <p className="sr-intro">{richText(text(page.module.introKey))}</p>}
      {ErrorSummary && hasProblems && (
        <ErrorSummary page={page} fieldErrors={fieldErrors} focusRef={summaryRef} />
      )}
      {/* Keyed by page, so that each page's fields start afresh. */}
      <PageFields
        key={page.index}
        page={page}
        answers={answers}
        fieldErrors={fieldErrors}
        onChange={state.setAnswer}
      />
      <SaveStatus
        // "All answers saved" beside a list of problems would read as "done": say nothing then.
        state={saveState === 'saved' && hasProblems ? null : saveState}
        storedOnDevice={state.storedOnDevice}
        finishing={busy}
        onRetry={() => void state.retry()}
      />
      <PageNavigation
        isFirst={pageIndex === 0}
        isLast={pageIndex === pages.length - 1}
        busy={busy}
        onBack={state.back}
      />
    </form>
  )
}
