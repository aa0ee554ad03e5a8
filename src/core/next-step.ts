import type { Visibility } from './create-visibility'
import type { StudyPage } from './pages'
import type { SessionData } from './session-transitions'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { ValidationMessage } from './validation'

/** What Next does from the page on screen. */
export type NextStep =
  /** Stay: the page at `pageIndex` has problems. */
  | { kind: 'invalid'; pageIndex: number; fieldErrors: Record<string, ValidationMessage> }
  | { kind: 'page'; pageIndex: number }
  /** After the last page of a study with `review`: the review page. */
  | { kind: 'review' }
  /** Finish: from the review or after the last page, or early when `endedBy`'s `endIf` holds. */
  | { kind: 'finish'; endedBy: StudyPage | undefined }

/** What {@link nextStep} reads of the session. */
export type NextStepInput = Pick<
  SessionData,
  'content' | 'pages' | 'pageIndex' | 'answers' | 'reviewing'
>

/** Handed in: Next is decided in the delivery chunk (session-runtime.ts). */
export type NextStepPieces = Pick<ResponseQueuePieces, 'conditionDataOf' | 'validatePage'>

/**
 * Decides what Next does: stay with the page's problems, show the next visible page, show the
 * review, or finish. `endIf` is read as the participant leaves a module's last visible page
 * (docs/content-format.md#rules); a study that ends early there shows no review. Undefined when
 * no page is on screen.
 */
export function nextStep(
  state: NextStepInput,
  visibility: Visibility,
  pieces: NextStepPieces,
): NextStep | undefined {
  const { conditionDataOf, validatePage } = pieces
  const { pages, pageIndex, answers } = state
  const page = pages[pageIndex]
  if (!page) return undefined
  // Every page was validated on the way to the review.
  if (state.reviewing) return { kind: 'finish', endedBy: undefined }
  const fieldErrors = validatePage(page, answers)
  if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', pageIndex, fieldErrors }
  const following = pages[pageIndex + 1]
  const leavesModule = following?.module !== page.module
  if (leavesModule && visibility.endsAfter(page.module, conditionDataOf(answers))) {
    return { kind: 'finish', endedBy: page }
  }
  if (following) return { kind: 'page', pageIndex: pageIndex + 1 }
  return state.content.review ? { kind: 'review' } : { kind: 'finish', endedBy: undefined }
}

/**
 * Where a participant goes when the time of `module` (on screen) ran out: as Next from its last
 * visible page would — its `endIf`, the next page, the review or finish — without validating
 * anything (the required fields are waived).
 */
export function stepAfterModule(
  state: NextStepInput,
  module: StudyPage['module'],
  visibility: Visibility,
  { conditionDataOf }: Pick<NextStepPieces, 'conditionDataOf'>,
): NextStep | undefined {
  const { pages } = state
  const last = pages.findLastIndex((page) => page.module === module)
  if (last < 0) return undefined
  if (visibility.endsAfter(module, conditionDataOf(state.answers))) {
    return { kind: 'finish', endedBy: pages[last] }
  }
  if (last + 1 < pages.length) return { kind: 'page', pageIndex: last + 1 }
  return state.content.review ? { kind: 'review' } : { kind: 'finish', endedBy: undefined }
}

/**
 * What "Back to review" does from the page on screen: Next after Next until the review, so it
 * stops where Next would — on a page with problems (a changed answer may have shown a question
 * not yet answered), or at an early end that now holds.
 * @example stepToReview(state, visibility) // { kind: 'review' } when every page passes
 */
export function stepToReview(
  state: NextStepInput,
  visibility: Visibility,
  pieces: NextStepPieces,
): NextStep | undefined {
  let step = nextStep(state, visibility, pieces)
  while (step?.kind === 'page') {
    step = nextStep({ ...state, pageIndex: step.pageIndex }, visibility, pieces)
  }
  return step
}
