import type { ReactNode } from 'react'
import type { QuestionType } from '../api/types'
import type { AnswerValue } from '../core/answer-value'
import type { Answer } from '../core/response-batch'
import { ChoiceField } from './choice-field'
import type { QuestionFieldProps } from './field-props'
import { InfoBlock } from './info-block'
import { MultiField } from './multi-field'
import { NumberField } from './number-field'
import { ScaleField } from './scale-field'
import { SliderField } from './slider-field'
import { TextField } from './text-field'
import { LazyField } from './use-more-fields'

/** What every question type's field receives from `ElementField`. */
export interface FieldComponentProps extends QuestionFieldProps {
  /** All answers of the session: a question answering per option reads several. */
  answers: Readonly<Record<string, Answer>>
  /** Records the answer of any of the question's variables. */
  setAnswer: (variableCode: string, value: AnswerValue) => void
}

/** The component that renders one question type. */
export type FieldComponent = (props: FieldComponentProps) => ReactNode

function SingleChoiceField({
  ids,
  question,
  required,
  answer,
  answers,
  error,
  onChange,
  setAnswer,
}: FieldComponentProps) {
  return (
    <ChoiceField
      {...{ ids, required, error }}
      textKey={question.textKey}
      helpKey={question.helpKey}
      options={question.options ?? []}
      value={answer?.valueNum ?? null}
      onChange={onChange}
      others={{ answers, setAnswer }}
    />
  )
}

function MultiChoiceField({
  ids,
  question,
  required,
  answers,
  error,
  setAnswer,
}: FieldComponentProps) {
  return <MultiField {...{ ids, question, required, answers, error }} onChange={setAnswer} />
}

function InfoField({ question }: FieldComponentProps) {
  return <InfoBlock question={question} />
}

/**
 * One field component per question type. A `Record` over the API's `QuestionType`: a type added to
 * the OpenAPI enum fails to compile until it has a field here (see `src/api/question-types.ts`).
 */
export const questionFields: Readonly<Record<QuestionType, FieldComponent>> = {
  single: SingleChoiceField,
  multi: MultiChoiceField,
  scale: ScaleField,
  slider: SliderField,
  number: NumberField,
  text: TextField,
  info: InfoField,
  // Their own chunk (more-fields/), loaded with content that uses them.
  dropdown: LazyField,
  date: LazyField,
  ranking: LazyField,
  matrix: LazyField,
  consent: LazyField,
}
