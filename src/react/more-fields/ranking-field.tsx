/** @jsxRuntime classic */
/** @jsx h */
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'

/** The `ranking` field's styles, scoped under `[data-study-runner]`. */
export const rankingStyles = ''

/** A `ranking` question (docs/content-format.md). STUB: replaced by the real field. */
export function createRankingField({ h, FieldFrame }: FieldShared) {
  return function RankingField({ ids, question, required, error }: FieldComponentProps) {
    return (
      <FieldFrame variant="group" {...{ ids, required, error }} textKey={question.textKey}>
        <p>{question.type}</p>
      </FieldFrame>
    )
  }
}
