/** @jsxRuntime classic */
/** @jsx h */
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'

/** The `date` field's styles, scoped under `[data-study-runner]`. */
export const dateStyles = ''

/** A `date` question (docs/content-format.md). STUB: replaced by the real field. */
export function createDateField({ h, FieldFrame }: FieldShared) {
  return function DateField({ ids, question, required, error }: FieldComponentProps) {
    return (
      <FieldFrame variant="group" {...{ ids, required, error }} textKey={question.textKey}>
        <p>{question.type}</p>
      </FieldFrame>
    )
  }
}
