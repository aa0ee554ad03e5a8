import type { Question } from '../api/types'
import type { AnswerValue } from '../core/answer-value'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import type { FieldIds } from './field-ids'

/** What every question field receives from {@link ElementField}. */
export interface QuestionFieldProps {
  ids: FieldIds
  question: Question
  required: boolean
  /** The question's answer, if given. */
  answer: Answer | undefined
  error: ValidationMessage | undefined
  /** Records the question's answer (see `StudySessionState.setAnswer`). */
  onChange: (value: AnswerValue) => void
}
