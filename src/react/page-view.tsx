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

// The review's identity among the pages' (`StudyPage.index` counts from 0), for focus and progress.
const reviewKey = -2

/**
 * One page of the study: progress, heading, intro, fields, problems, save state, navigation. The
 * pages and their elements are the visible ones, so a question shown or hidden by `showIf`
 * appears or disappears as the participant answers, and Finish moves with the last visible page.
 * With `review`, the review is one more page after the last, its list from the later parts.
 */
export function PageView({
  state,
  saveState,
  ErrorSummary,
  ReviewList,
  TimeLeft,
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
  /**
   * The review page's list, from the same chunk; should it be missing, the last page stays on
   * screen, its Next finishing.
   */
  ReviewList?: LaterParts['ReviewList'] | undefined
  /** The clock of a timed module, from the same chunk; the session moves on at zero anyway. */
  TimeLeft?: LaterParts['TimeLeft'] | undefined
}) {
  const t = useUiText()
  const { text } = useWidget()
  const { pages, pageIndex, answers, fieldErrors, reviewing, deadlines } = state
  const page = pages[pageIndex]
  // Modules whose time ran out: no way back into them.
  const closed = new Set(Object.keys(deadlines).filter((id) => deadlines[id]?.expired))
  const deadline = page && !reviewing ? deadlines[page.module.id] : undefined
  const review = reviewing && ReviewList
  // Keyed by the page's identity, not its position: showIf may shift the positions live.
  const pageKey = review ? reviewKey : (page?.index ?? -1)
  const headingRef = usePageHeadingFocus(pageKey)
  const shown = useProgress({
    pageKey,
    position: review ? pages.length : pageIndex,
    visibleCount: pages.length + (state.content.review ? 1 : 0),
  })
  // Problems are the current page's (the store clears them on a page change).
  const hasProblems = Object.keys(fieldErrors).length > 0
  const { summaryRef, formRef } = useProblemFocus(state.validationAttempt)
  if (!page) return null

  const progress = t('progress', { current: shown.page, total: shown.total })
  const busy = state.status === 'finishing'
  const isLast = pageIndex === pages.length - 1
  const title = review ? t('review.title') : page.module.titleKey && text(page.module.titleKey)

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
      {title && <p className="sr-progress">{progress}</p>}
      <h2 ref={headingRef} tabIndex={-1}>
        {title ? richText(title) : progress}
      </h2>
      {TimeLeft && deadline && !deadline.expired && (
        <TimeLeft deadline={deadline} onExtend={state.extendTime} />
      )}
      {page.module.introKey && !review && (
        <p className="sr-intro">{richText(text(page.module.introKey))}</p>
      )}
      {ErrorSummary && hasProblems && (
        <ErrorSummary page={page} fieldErrors={fieldErrors} focusRef={summaryRef} />
      )}
      {review ? (
        <ReviewList
          pages={pages}
          answers={answers}
          onChange={(index) => void state.goToPage(index)}
          closed={closed}
        />
      ) : (
        // Keyed by page, so that each page's fields start afresh.
        <PageFields
          key={page.index}
          page={page}
          answers={answers}
          fieldErrors={fieldErrors}
          onChange={state.setAnswer}
        />
      )}
      <SaveStatus
        // "All answers saved" beside a list of problems would read as "done": say nothing then.
        state={saveState === 'saved' && hasProblems ? null : saveState}
        storedOnDevice={state.storedOnDevice}
        finishing={busy}
        onRetry={() => void state.retry()}
      />
      <PageNavigation
        // Back goes to the nearest open page before (the last page from the review).
        isFirst={
          !pages
            .slice(0, reviewing ? pageIndex + 1 : pageIndex)
            .some((other) => !closed.has(other.module.id))
        }
        // With `review`, Finish is on the review page; Next from the last page goes there.
        isLast={reviewing || (isLast && !state.content.review)}
        busy={busy}
        onBack={state.back}
        onReview={
          ReviewList && state.reviewed && !reviewing && !isLast
            ? () => void state.returnToReview()
            : undefined
        }
      />
    </form>
  )
}
