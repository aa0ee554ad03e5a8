import { conditionDataOf, type Visibility } from './create-visibility'
import type { StudyPage } from './pages'
import type { SessionData } from './session-transitions'
import { validatePage, type ValidationMessage } from './validation'

/** What Next does from the page on screen. */
export type NextStep =
  | { kind: 'invalid'; fieldErrors: Record<string, ValidationMessage> }
  | { kind: 'page'; pageIndex: number }
  /** Finish: after the last page, or early when `endedBy`'s module `endIf` holds. */
  | { kind: 'finish'; endedBy: StudyPage | undefined }

/**
 * Decides what Next does: stay with the page's problems, show the next visible page, or finish.
 * `endIf` is read as the participant leaves a module's last visible page
 * (docs/content-format.md#rules); undefined when no page is on screen.
 */
export function nextStep(
  state: Pick<SessionData, 'pages' | 'pageIndex' | 'answers'>,
  visibility: Visibility,
): NextStep | undefined {
  const { pages, pageIndex, answers } = state
  const page = pages[pageIndex]
  if (!page) return undefined
  const fieldErrors = validatePage(page, answers)
  if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors }
  const following = pages[pageIndex + 1]
  const leavesModule = following?.module !== page.module
  const ends = leavesModule && visibility.endsAfter(page.module, conditionDataOf(answers))
  if (!following || ends) return { kind: 'finish', endedBy: ends ? page : undefined }
  return { kind: 'page', pageIndex: pageIndex + 1 }
}
