import type { MoreValidatorPieces } from '../more-validators'
import type { QuestionValidator } from '../validation'

/** A `matrix` question: every row answered when required. In the matrix field's chunk. */
export function createMatrixValidator({
  ownValue,
}: Pick<MoreValidatorPieces, 'ownValue'>): QuestionValidator {
  return (question, { answers, required }) =>
    required &&
    (question.rows ?? []).some(
      (row) => (ownValue(answers, row.variableCode)?.valueNum ?? null) === null,
    )
      ? { key: 'validation.matrixRequired' }
      : null
}
