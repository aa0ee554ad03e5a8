import type { QuestionValidator } from '../validation'

/** A `dropdown` question: answered when required. In the dropdown's chunk. */
export const validateDropdown: QuestionValidator = (_question, { answer, required }) =>
  required && (answer?.valueNum ?? null) === null ? { key: 'validation.required' } : null
