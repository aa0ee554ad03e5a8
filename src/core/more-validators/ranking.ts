import type { MoreValidatorPieces } from '../more-validators'
import type { QuestionValidator } from '../validation'

/**
 * A `ranking` question: when required, as many options ranked as it asks for (all, or its top
 * `rankCount`). In the ranking field's chunk.
 */
export function createRankingValidator({
  ownValue,
  optionVariableCode,
  rankCountOf,
}: MoreValidatorPieces): QuestionValidator {
  return (question, { answers, required }) => {
    const count = rankCountOf(question)
    const ranked = (question.options ?? []).filter(
      (option) =>
        (ownValue(answers, optionVariableCode(question.variableCode, option.value))?.valueNum ??
          null) !== null,
    ).length
    if (!required || ranked >= count) return null
    const all = count === (question.options ?? []).length
    return { key: all ? 'validation.rankAll' : 'validation.rankTop', params: { count } }
  }
}
