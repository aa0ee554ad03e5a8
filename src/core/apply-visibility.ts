import { clearHiddenAnswers, type ClearableAnswer } from './clear-hidden-answers'
import type { Visibility } from './create-visibility'
import type { StudyPage } from './pages'
import type { ResponseQueuePieces } from './response-queue-pieces'

/** Input of {@link applyVisibility}: the session's state and what decides visibility. */
export interface ApplyVisibilityInput<A extends ClearableAnswer, E> {
  /** Every page, hidden ones included. */
  allPages: readonly StudyPage[]
  visibility: Visibility
  /** The visible pages so far and the position of the page on screen among them. */
  pages: readonly StudyPage[]
  pageIndex: number
  answers: Readonly<Record<string, A>>
  acknowledged: Readonly<Record<string, number>>
  /** Validation problems by `variableCode` (a multi question's under its prefix). */
  fieldErrors: Readonly<Record<string, E>>
  /** When hidden answers are cleared, ISO 8601. */
  clearedAt: string
}

/**
 * Decides what is shown for the current answers (docs/content-format.md, live `showIf`): the
 * visible pages (the page on screen stays), the answers with those of hidden elements cleared, and
 * the validation problems of visible elements only. Clearing can change other conditions, so it
 * repeats until nothing changes. `cleared` lists the variables cleared now.
 */
export function applyVisibility<A extends ClearableAnswer, E>(
  input: ApplyVisibilityInput<A, E>,
  /** Handed in: this runs in the delivery chunk (session-runtime.ts). */
  pieces: Pick<
    ResponseQueuePieces,
    | 'variableCodesOf'
    | 'conditionDataOf'
    | 'hiddenElementsOf'
    | 'visiblePagesOf'
    | 'ownValue'
    | 'setOwn'
  >,
) {
  const { variableCodesOf, conditionDataOf, hiddenElementsOf, visiblePagesOf } = pieces
  const { allPages, visibility } = input
  const current = input.pages[input.pageIndex]?.index
  let answers = input.answers
  let pages = visiblePagesOf(allPages, visibility, conditionDataOf(answers), current)
  const cleared = new Set<string>()
  for (let round = 0; round <= allPages.length; round++) {
    // A variable that is also shown elsewhere keeps its answer.
    const shown = new Set(pages.flatMap((page) => page.elements.flatMap(variableCodesOf)))
    const hidden = hiddenElementsOf(allPages, pages)
      .flatMap(variableCodesOf)
      .filter((variableCode) => !shown.has(variableCode))
    const result = clearHiddenAnswers(
      {
        answers,
        acknowledged: input.acknowledged,
        variableCodes: hidden,
        clearedAt: input.clearedAt,
      },
      pieces,
    )
    if (result.cleared.length === 0) break
    for (const variableCode of result.cleared) cleared.add(variableCode)
    answers = result.answers
    pages = visiblePagesOf(allPages, visibility, conditionDataOf(answers), current)
  }
  // Hidden elements are not validated: their problems go with them.
  const shownCodes = new Set(
    pages.flatMap((page) =>
      page.elements.flatMap((element) =>
        element.kind === 'invalid' ? [] : [element.variableCode, ...variableCodesOf(element)],
      ),
    ),
  )
  const fieldErrors = Object.fromEntries(
    Object.entries(input.fieldErrors).filter(([variableCode]) => shownCodes.has(variableCode)),
  )
  const pageIndex = Math.max(
    0,
    pages.findIndex((page) => page.index === current),
  )
  return { pages, pageIndex, answers, fieldErrors, cleared: [...cleared] }
}
