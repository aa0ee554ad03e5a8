import { dateLimitOf, dayNumberOf, timeOfDayNumber } from '../../api/calendar-date'
import type { Question } from '../../api/types'
import type { QuestionValidator, ValidatedAnswer, ValidationMessage } from '../validation'

/**
 * A `date` question: a date that is one, within its limits (`"today"` is the participant's
 * calendar date), answered when required. In the date field's chunk.
 */
export const validateDate: QuestionValidator = (question, { answer, required }) =>
  checkDate(question, answer, required)

/** The participant's calendar date today, as a day number: what `"today"` means in a limit. */
export function localToday(now = new Date()): number {
  const year = String(now.getFullYear()).padStart(4, '0')
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return dayNumberOf(`${year}-${month}-${day}`) ?? 0
}

function checkDate(
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
