import { memo } from 'react'
import type { AnswerValue } from '../core/answer-value'
import { groupPageElements } from '../core/group-page-elements'
import type { StudyPage } from '../core/pages'
import type { ValidationMessage } from '../core/validation'
import { ElementField } from './element-field'
import { InstrumentGrid } from './instrument-grid'
import { ownValue } from '../core/own-value'

/** Props of {@link PageFields}. */
export interface PageFieldsProps {
  page: StudyPage
  /** Validation problems by `variableCode`. */
  fieldErrors: Readonly<Record<string, ValidationMessage>>
  onChange: (variableCode: string, value: AnswerValue) => void
}

/**
 * The fields of one page, in order; an instrument's items side by side become one grid. Each
 * field reads its own answers from the session (element-answers.ts): an answer re-renders the
 * field answered, not the page of fields, which is memoised on its props.
 */
export const PageFields = memo(function PageFields({
  page,
  fieldErrors,
  onChange,
}: PageFieldsProps) {
  return (
    <div className="sr-fields">
      {groupPageElements(page).map((group) =>
        group.kind === 'grid' ? (
          <InstrumentGrid
            key={group.items[0]?.id}
            module={page.module}
            items={group.items}
            {...{ fieldErrors, onChange }}
          />
        ) : (
          <ElementField
            key={group.element.id}
            element={group.element}
            error={
              group.element.kind === 'invalid'
                ? undefined
                : ownValue(fieldErrors, group.element.variableCode)
            }
            onChange={onChange}
          />
        ),
      )}
    </div>
  )
})
