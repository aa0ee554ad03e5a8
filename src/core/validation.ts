import { optionVariableCode } from '../api/question-types'
import type { Question, QuestionType } from '../api/types'
import type { AnswerFields } from './answer-value'
import type { MoreQuestionType } from './content-features'
import { isRequired, type StudyElement } from './content'
import { multiSelection } from './multi-selection'
import type { StudyPage } from './pages'
import { ownValue, setOwn } from './own-value'

/** The i18n keys of validation messages; the UI catalogues translate each one. */
export type ValidationMessageKey =
  | 'validation.required'
  /** The short mark of an unanswered required row of an instrument grid. */
  | 'validation.rowRequired'
  | 'validation.numberRange'
  | 'validation.numberMin'
  | 'validation.numberMax'
  | 'validation.integer'
  /** A number field holds text that is not a number in the participant's language. */
  | 'validation.number'
  /** A number off the question's `step` grid (counted from `min`), `{{step}}`. */
  | 'validation.numberStep'
  /** A required `multi` question with no option checked. */
  | 'validation.multiRequired'
  /** A required `slider` the participant has not moved. */
  | 'validation.sliderRequired'
  /** A `text` answer longer than `maxLength`, `{{max}}`. */
  | 'validation.textTooLong'
  /** A chosen "other, please specify" option whose text is empty. */
  | 'validation.otherRequired'
  /** A `date` field holds text that is not a date. */
  | 'validation.date'
  /** A date outside `minDate`…`maxDate`, `{{min}}` and `{{max}}` as UTC times. */
  | 'validation.dateRange'
  | 'validation.dateMin'
  | 'validation.dateMax'
  /** A required `ranking` with options left to rank, `{{count}}`: all of them, or the top k. */
  | 'validation.rankAll'
  | 'validation.rankTop'
  /** A required `matrix` with rows unanswered. */
  | 'validation.matrixRequired'
  /** A required `consent` not agreed to. */
  | 'validation.consentRequired'

/** A problem with one answer, as an i18n key and its parameters, never as English text. */
export interface ValidationMessage {
  key: ValidationMessageKey
  params?: Record<string, number>
}

/** The part of an answer validation looks at. */
export type ValidatedAnswer = Pick<AnswerFields, 'valueNum' | 'valueText' | 'entry'>

/**
 * Checks one element against all answers of the session (a `multi` question answers several
 * variables): required first, then what the type asks for. `info` and invalid elements pass.
 */
export function validateElement(
  element: StudyElement,
  answers: Readonly<Record<string, ValidatedAnswer | undefined>>,
): ValidationMessage | null {
  if (element.kind === 'invalid') return null
  const answer = ownValue(answers, element.variableCode)
  const required = isRequired(element)
  if (element.kind === 'instrumentItem') {
    return required && (answer?.valueNum ?? null) === null ? { key: 'validation.required' } : null
  }
  const { question } = element
  return questionValidators[question.type](question, { answer, answers, required })
}

/** What a question's check sees: its own answer, every answer (for `multi`), and `required`. */
export interface QuestionCheck {
  answer: ValidatedAnswer | undefined
  answers: Readonly<Record<string, ValidatedAnswer | undefined>>
  required: boolean
}

/** One question type's check. */
export type QuestionValidator = (
  question: Question,
  check: QuestionCheck,
) => ValidationMessage | null

// Loaded code, the same for every widget of the page: kept once, at module level.
let moreValidators: Readonly<Partial<Record<MoreQuestionType, QuestionValidator>>> = {}

/**
 * Adds the checks of question types whose fields are a chunk of their own; each type's chunk
 * calls it with its own when it arrives, before a page with such a question shows.
 */
export function addMoreValidators(
  validators: Readonly<Partial<Record<MoreQuestionType, QuestionValidator>>>,
): void {
  moreValidators = { ...moreValidators, ...validators }
}

const loadedValidator: QuestionValidator = (question, check) =>
  moreValidators[question.type as MoreQuestionType]?.(question, check) ?? null

const requiredValue =
  (key: ValidationMessageKey): QuestionValidator =>
  (_question, { answer, required }) =>
    required && (answer?.valueNum ?? null) === null ? { key } : null

/**
 * A choice question's own check, then its "other, please specify" texts: each chosen option with
 * `other` needs its text (docs/content-format.md).
 */
const withOther =
  (check: QuestionValidator): QuestionValidator =>
  (question, input) => {
    const problem = check(question, input)
    if (problem) return problem
    for (const option of question.options ?? []) {
      if (!option.other) continue
      const code =
        question.type === 'multi'
          ? optionVariableCode(question.variableCode, option.value)
          : question.variableCode
      const chosen = ownValue(input.answers, code)?.valueNum
      if (chosen !== (question.type === 'multi' ? 1 : option.value)) continue
      const text = ownValue(input.answers, option.other.variableCode)?.valueText ?? ''
      if (text.trim() === '') return { key: 'validation.otherRequired' }
    }
    return null
  }

/** One check per question type: `tsc` asks for a new type's here. */
const questionValidators: Record<QuestionType, QuestionValidator> = {
  single: withOther(requiredValue('validation.required')),
  multi: withOther((question, { answers, required }) =>
    required && multiSelection(question, answers).size === 0
      ? { key: 'validation.multiRequired' }
      : null,
  ),
  scale: requiredValue('validation.required'),
  slider: requiredValue('validation.sliderRequired'),
  number: (question, { answer, required }) => validateNumber(question, answer, required),
  text: (question, { answer, required }) =>
    validateText(question, answer?.valueText ?? '', required),
  info: () => null,
  // Their checks come with their fields' chunk (more-validators.ts, addMoreValidators).
  dropdown: loadedValidator,
  date: loadedValidator,
  ranking: loadedValidator,
  matrix: loadedValidator,
  consent: loadedValidator,
}

/** Checks one element's single answer; {@link validateElement} for a whole `multi` question. */
export function validateAnswer(
  element: StudyElement,
  answer: ValidatedAnswer | undefined,
): ValidationMessage | null {
  if (element.kind === 'invalid') return null
  return validateElement(element, answer ? { [element.variableCode]: answer } : {})
}

/** Checks every answerable element of a page; the result is keyed by `variableCode`. */
export function validatePage(
  page: StudyPage,
  answers: Readonly<Record<string, ValidatedAnswer | undefined>>,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {}
  for (const element of page.elements) {
    if (element.kind === 'invalid') continue
    const message = validateElement(element, answers)
    if (message) setOwn(errors, element.variableCode, message)
  }
  return errors
}

function validateText(question: Question, text: string, required: boolean) {
  if (text.trim() === '') return required ? { key: 'validation.required' as const } : null
  const max = question.maxLength
  // UTF-16 code units, as the browser's `maxlength` and the service count (docs/content-format.md).
  if (max !== undefined && text.length > max) {
    return { key: 'validation.textTooLong' as const, params: { max } }
  }
  return null
}

function validateNumber(
  question: Question,
  answer: ValidatedAnswer | undefined,
  required: boolean,
): ValidationMessage | null {
  const value = answer?.valueNum ?? null
  if (value === null) {
    if (answer?.entry !== undefined && answer.entry.trim() !== '') {
      return { key: 'validation.number' }
    }
    return required ? { key: 'validation.required' } : null
  }
  const { min, max, integer, step } = question
  if (integer && !Number.isInteger(value)) return { key: 'validation.integer' }
  const tooLow = min !== undefined && value < min
  const tooHigh = max !== undefined && value > max
  if (tooLow || tooHigh) {
    if (min !== undefined && max !== undefined) {
      return { key: 'validation.numberRange', params: { min, max } }
    }
    return tooLow
      ? { key: 'validation.numberMin', params: { min: min ?? 0 } }
      : { key: 'validation.numberMax', params: { max: max ?? 0 } }
  }
  // The service refuses a number off the step grid counted from `min` (422), so ask here.
  if (step !== undefined && step > 0) {
    const steps = (value - (min ?? 0)) / step
    if (Math.abs(steps - Math.round(steps)) > 1e-9) {
      return { key: 'validation.numberStep', params: { step } }
    }
  }
  return null
}
