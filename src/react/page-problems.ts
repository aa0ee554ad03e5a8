import type { StudyElement } from '../core/content'
import type { StudyPage } from '../core/pages'
import type { ValidationMessage } from '../core/validation'
import type { ErrorSummaryItem } from './error-summary'
import type { LaterShared } from './later-shared'

/**
 * The problems of a page for its error summary, in page order: one per field; for a grid with
 * several unanswered rows, one entry for all of them ("3 statements in the table are not
 * answered") linking to the first — a wall of six identical lines helps nobody. A later part
 * (later-shared.ts), like the summary that lists them.
 */
export const createPageProblems =
  ({ groupPageElements, ownValue, fieldIds }: LaterShared) =>
  (
    page: StudyPage,
    fieldErrors: Readonly<Record<string, ValidationMessage>>,
    idPrefix: string,
  ): ErrorSummaryItem[] => {
    const one = (element: StudyElement): ErrorSummaryItem[] => {
      if (element.kind === 'invalid') return []
      const message = ownValue(fieldErrors, element.variableCode)
      if (!message) return []
      const ids = fieldIds(idPrefix, element.id)
      if (element.kind === 'instrumentItem')
        return [{ ids, textKey: element.item.textKey, message }]
      const { question } = element
      // A consent's text may be pages long: its entry names the agree control instead.
      return [{ ids, textKey: question.agreeLabelKey ?? question.textKey, message }]
    }
    return groupPageElements(page).flatMap((group) => {
      if (group.kind === 'element') return one(group.element)
      const invalid = group.items.filter((item) => ownValue(fieldErrors, item.variableCode))
      const [first] = invalid
      if (!first || invalid.length === 1) return invalid.flatMap(one)
      return [{ ids: fieldIds(idPrefix, first.id), rows: invalid.length }]
    })
  }
