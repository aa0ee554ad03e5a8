import { dateLimitOf, dayNumberOf, timeOfDayNumber } from '../api/calendar-date'
import type { optionVariableCode, rankCountOf } from '../api/question-types'
import type { Question } from '../api/types'
import type { MoreQuestionType } from './content-features'
import type { ownValue } from './own-value'
import type { QuestionValidator, ValidatedAnswer, ValidationMessage } from './validation'

/**
 * What the checks below use of the widget's entry, handed in when their chunk arrives (the rule of
 * docs/architecture.md "What a study loads": a lazy chunk imports nothing the entry has).
 */
export interface MoreValidatorPieces {
  ownValue: typeof ownValue
  optionVariableCode: typeof optionVariableCode
  rankCountOf: typeof rankCountOf
}

/**
 * The checks of the question types whose fields are a chunk of their own (docs/content-format.md),
 * registered with `addMoreValidators` when that chunk arrives.
 */
export function createMoreValidators({
  ownValue,
  optionVariableCode,
  rankCountOf,
}: MoreValidatorPieces): Record<MoreQuestionType, QuestionValidator> {
  const unanswered = (answer: ValidatedAnswer | undefined) => (answer?.valueNum ?? null) === null
  return {
    dropdown: (_question, { answer, required }) =>
      required && unanswered(answer) ? { key: 'validation.required' } : null,
    date: (question, { answer, required }) => validateDate(question, answer, required),
    ranking: (question, { answers, required }) => {
      const count = rankCountOf(question)
      const ranked = (question.options ?? []).filter(
        (option) =>
          !unanswered(ownValue(answers, optionVariableCode(question.variableCode, option.value))),
      ).length
      if (!required || ranked >= count) return null
      const all = count === (question.options ?? []).length
      return { key: all ? 'validation.rankAll' : 'validation.rankTop', params: { count } }
    },
    matrix: (question, { answers, required }) =>
      required &&
      (question.rows ?? []).some((row) => unanswered(ownValue(answers, row.variableCode)))
        ? { key: 'validation.matrixRequired' }
        : null,
    consent: (_question, { answer, required }) =>
      required && answer?.valueNum !== 1 ? { key: 'validation.consentRequired' } : null,
  }
}

/** The participant's calendar date today, as a day number: what `"today"` means in a limit. */
export function localToday(now = new Date()): number {
  const year = String(now.getFullYear()).padStart(4, '0')
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return dayNumberOf(`${year}-${month}-${day}`) ?? 0
}

function validateDate(
  question: Question,
  answer: ValidatedAnswer | undefined,
  required: boolean,
): ValidationMessage | null {
  const day = answer?.valueNum ?? null
  if (day === null) {
    if (answer?.entry !== undefined && answer.entry.trim() !== '') return { key: 'validation.date' }
    return required ? { key: 'validation.required' } : null
  }
  const today = localToday()
  const min = dateLimitOf(question.minDate, today)
  const max = dateLimitOf(question.maxDate, today)
  const tooEarly = min !== undefined && day < min
  const tooLate = max !== undefined && day > max
  if (!tooEarly && !tooLate) return null
  // Times, not day numbers: the message formats them as dates in the participant's language.
  if (min !== undefined && max !== undefined) {
    return {
      key: 'validation.dateRange',
      params: { min: timeOfDayNumber(min), max: timeOfDayNumber(max) },
    }
  }
  return tooEarly
    ? { key: 'validation.dateMin', params: { min: timeOfDayNumber(min ?? 0) } }
    : { key: 'validation.dateMax', params: { max: timeOfDayNumber(max ?? 0) } }
}
