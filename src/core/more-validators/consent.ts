import type { QuestionValidator } from '../validation'

/** A `consent` question: agreed to (1) when required. In the consent field's chunk. */
export const validateConsent: QuestionValidator = (_question, { answer, required }) =>
  required && answer?.valueNum !== 1 ? { key: 'validation.consentRequired' } : null
