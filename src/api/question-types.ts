import type { Question, QuestionType } from './types'

/**
 * What one answer variable accepts, derived from the content: one of a list of values (a choice,
 * or 1/0 for an option of a `multi` question), a number in a range, or text.
 */
export type AnswerRule =
  | { kind: 'option'; values: number[] }
  | { kind: 'range'; min?: number; max?: number; step?: number; integer: boolean }
  | { kind: 'text'; maxLength: number }

/** One variable a question answers, with its rule. */
export interface QuestionVariable {
  variableCode: string
  rule: AnswerRule
}

/**
 * Everything the widget and the service agree on about one question type. Adding a type means a
 * definition here (the `Record` makes `tsc` ask for it), its field component in
 * `src/react/question-fields.tsx`, its validation in `src/core/validation.ts`, its UI strings, and
 * the OpenAPI enum.
 */
export interface QuestionTypeDefinition {
  /** Whether the question must list `options` (a content error without). */
  needsOptions: boolean
  /** Whether the question must give `min` and `max`. */
  needsRange: boolean
  /**
   * Whether each option answers a variable of its own, `${variableCode}_${value}`
   * ({@link optionVariableCode}), rather than the question answering one.
   */
  answersPerOption: boolean
  /** The variables the question answers, in order, with what each accepts. */
  variables(question: Question): QuestionVariable[]
}

/** The service's cap on `valueText` (OpenAPI `ResponseItem.valueText.maxLength`). */
export const maxTextLength = 10_000

/** The variable of one option of a question that answers per option: `Q_3` for option 3 of Q. */
export function optionVariableCode(variableCode: string, value: number): string {
  return `${variableCode}_${value}`
}

const choice: QuestionTypeDefinition = {
  needsOptions: true,
  needsRange: false,
  answersPerOption: false,
  variables: (question) => [
    {
      variableCode: question.variableCode,
      rule: { kind: 'option', values: (question.options ?? []).map((option) => option.value) },
    },
  ],
}

const range = (needsRange: boolean): QuestionTypeDefinition => ({
  needsOptions: false,
  needsRange,
  answersPerOption: false,
  variables: (question) => [
    {
      variableCode: question.variableCode,
      rule: {
        kind: 'range',
        ...(question.min !== undefined ? { min: question.min } : {}),
        ...(question.max !== undefined ? { max: question.max } : {}),
        ...(question.step !== undefined ? { step: question.step } : {}),
        integer: question.integer === true,
      },
    },
  ],
})

/** One definition per type of the API's `QuestionType` enum. */
export const questionTypeDefinitions: Readonly<Record<QuestionType, QuestionTypeDefinition>> = {
  single: choice,
  multi: {
    needsOptions: true,
    needsRange: false,
    answersPerOption: true,
    variables: (question) =>
      (question.options ?? []).map((option) => ({
        variableCode: optionVariableCode(question.variableCode, option.value),
        rule: { kind: 'option', values: [0, 1] },
      })),
  },
  scale: choice,
  slider: range(true),
  number: range(false),
  text: {
    needsOptions: false,
    needsRange: false,
    answersPerOption: false,
    variables: (question) => [
      {
        variableCode: question.variableCode,
        rule: {
          kind: 'text',
          maxLength: Math.min(question.maxLength ?? maxTextLength, maxTextLength),
        },
      },
    ],
  },
  info: { needsOptions: false, needsRange: false, answersPerOption: false, variables: () => [] },
}

/** Every question type, in the order of the API's enum. */
export const questionTypes = Object.keys(questionTypeDefinitions) as QuestionType[]

/** Whether content's `type` is one this version knows (content from a newer service may not be). */
export function isQuestionType(type: unknown): type is QuestionType {
  return typeof type === 'string' && Object.hasOwn(questionTypeDefinitions, type)
}

/** The variables a question answers (none for a type this version does not know). */
export function questionVariables(question: Question): QuestionVariable[] {
  return isQuestionType(question.type)
    ? questionTypeDefinitions[question.type].variables(question)
    : []
}
