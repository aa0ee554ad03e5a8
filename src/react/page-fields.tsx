import type { AnswerValue } from '../core/answer-value'
import { groupPageElements } from '../core/group-page-elements'
import type { StudyPage } from '../core/pages'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import { ElementField } from './element-field'
import { InstrumentGrid } from './instrument-grid'
import { ownValue } from '../core/own-value'

/** Props of {@link PageFields}. */
export interface PageFieldsProps {
  page: StudyPage
  answers: Readonly<Record<string, Answer>>
  /** Validation problems by `variableCode`. */
  fieldErrors: Readonly<Record<string, ValidationMessage>>
  onChange: (variableCode: string, value: AnswerValue) => void
}

/** The fields of one page, in order; an instrument's items side by side become one grid. */
export function PageFields({ page, answers, fieldErrors, onChange }: PageFieldsProps) {
  return (
    <div className="sr-fields">
      {groupPageElements(page).map((group) =>
        group.kind === 'grid' ? (
          <InstrumentGrid
            key={group.items[0]?.id}
            module={page.module}
            items={group.items}
            {...{ answers, fieldErrors, onChange }}
          />
        ) : (
          <ElementField
            key={group.element.id}
            element={group.element}
            answers={answers}
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
}
