import { isRequired, type StudyElement } from './content'
import type { StudyPage } from './pages'

/** The i18n keys of validation messages; the UI catalogues translate each one. */
export type ValidationMessageKey =
  | 'validation.required'
  | 'validation.numberRange'
  | 'validation.numberMin'
  | 'validation.numberMax'
  | 'validation.integer'

/** A problem with one answer, as an i18n key and its parameters, never as English text. */
export interface ValidationMessage {
  key: ValidationMessageKey
  params?: Record<string, number>
}

/** The part of an answer validation looks at. */
export interface AnswerValue {
  valueNum: number | null
}

/** Checks one element's answer: required, then (for numbers) integer and range. */
export function validateAnswer(
  element: StudyElement,
  answer: AnswerValue | undefined,
): ValidationMessage | null {
  if (element.kind === 'invalid') return null
  const value = answer?.valueNum ?? null
  if (value === null) return isRequired(element) ? { key: 'validation.required' } : null
  if (element.kind !== 'question' || element.question.type !== 'number') return null

  const { min, max, integer } = element.question
  if (integer && !Number.isInteger(value)) return { key: 'validation.integer' }
  const tooLow = min !== undefined && value < min
  const tooHigh = max !== undefined && value > max
  if (!tooLow && !tooHigh) return null
  if (min !== undefined && max !== undefined) {
    return { key: 'validation.numberRange', params: { min, max } }
  }
  return tooLow
    ? { key: 'validation.numberMin', params: { min: min ?? 0 } }
    : { key: 'validation.numberMax', params: { max: max ?? 0 } }
}

/** Checks every answerable element of a page; the result is keyed by `variableCode`. */
export function validatePage(
  page: StudyPage,
  answers: Readonly<Record<string, AnswerValue>>,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {}
  for (const element of page.elements) {
    if (element.kind === 'invalid') continue
    const message = validateAnswer(element, answers[element.variableCode])
    if (message) errors[element.variableCode] = message
  }
  return errors
}
