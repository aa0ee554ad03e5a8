import type { Question, QuestionType, ResponseOption } from './types'

/**
 * What one answer variable accepts, derived from the content: one of a list of values (a choice,
 * or 1/0 for an option of a `multi` question), a number in a range (a rank too), text, a calendar
 * date (`valueText` `YYYY-MM-DD` and `valueNum` its day number, within limits that may be
 * `"today"`), or a consent (`valueNum` 1/0 and `valueText` the SHA-256 hex of the text of
 * `textKey` as shown).
 */
export type AnswerRule =
  | { kind: 'option'; values: number[] }
  | { kind: 'range'; min?: number; max?: number; step?: number; integer: boolean }
  | { kind: 'text'; maxLength: number }
  | { kind: 'date'; minDate?: string; maxDate?: string }
  | { kind: 'consent'; textKey: string }

/** One variable a question answers, with its rule. */
export interface QuestionVariable {
  variableCode: string
  rule: AnswerRule
  /**
   * The option values a `displayOrder` sent with this variable lists, each once: set for the
   * variables of questions whose options may be shuffled.
   */
  displayValues?: number[]
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
  /** Whether the question must list `rows` (a `matrix`). */
  needsRows: boolean
  /** Whether the question must name its agree control, `agreeLabelKey` (a `consent`). */
  needsAgreeLabel: boolean
  /**
   * Whether the question answers several variables (one per option or per row), rather than one
   * under its own `variableCode`; an "other, please specify" text adds one to any type.
   */
  answersSeveral: boolean
  /** The variables the question answers, in order, with what each accepts. */
  variables(question: Question): QuestionVariable[]
}

/** The service's cap on `valueText` (OpenAPI `ResponseItem.valueText.maxLength`). */
export const maxTextLength = 10_000

/** The longest "other, please specify" text when the option gives no `maxLength`. */
export const defaultOtherMaxLength = 200

/** How many options a `ranking` question ranks: `rankCount`, at most every option. */
export function rankCountOf(question: Question): number {
  const count = question.options?.length ?? 0
  return Math.min(question.rankCount ?? count, count)
}

/** The variable of one option of a question that answers per option: `Q_3` for option 3 of Q. */
export function optionVariableCode(variableCode: string, value: number): string {
  return `${variableCode}_${value}`
}

const valuesOf = (question: Question) => (question.options ?? []).map((option) => option.value)

/** The "other, please specify" text variables of a question's options. */
function otherVariables(question: Question): QuestionVariable[] {
  return (question.options ?? []).flatMap(({ other }: ResponseOption) =>
    other
      ? [
          {
            variableCode: other.variableCode,
            rule: {
              kind: 'text' as const,
              maxLength: Math.min(other.maxLength ?? defaultOtherMaxLength, maxTextLength),
            },
          },
        ]
      : [],
  )
}

const plain = {
  needsOptions: false,
  needsRange: false,
  needsRows: false,
  needsAgreeLabel: false,
  answersSeveral: false,
}

const choice = (withOther: boolean): QuestionTypeDefinition => ({
  ...plain,
  needsOptions: true,
  answersSeveral: withOther,
  variables: (question) => [
    {
      variableCode: question.variableCode,
      rule: { kind: 'option', values: valuesOf(question) },
      displayValues: valuesOf(question),
    },
    ...(withOther ? otherVariables(question) : []),
  ],
})

const range = (needsRange: boolean): QuestionTypeDefinition => ({
  ...plain,
  needsRange,
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
  single: choice(true),
  multi: {
    ...plain,
    needsOptions: true,
    answersSeveral: true,
    variables: (question) => [
      ...valuesOf(question).map((value) => ({
        variableCode: optionVariableCode(question.variableCode, value),
        rule: { kind: 'option' as const, values: [0, 1] },
        displayValues: valuesOf(question),
      })),
      ...otherVariables(question),
    ],
  },
  scale: choice(false),
  slider: range(true),
  number: range(false),
  text: {
    ...plain,
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
  info: { ...plain, variables: () => [] },
  dropdown: choice(false),
  date: {
    ...plain,
    variables: (question) => [
      {
        variableCode: question.variableCode,
        rule: {
          kind: 'date',
          ...(question.minDate !== undefined ? { minDate: question.minDate } : {}),
          ...(question.maxDate !== undefined ? { maxDate: question.maxDate } : {}),
        },
      },
    ],
  },
  ranking: {
    ...plain,
    needsOptions: true,
    answersSeveral: true,
    variables: (question) =>
      valuesOf(question).map((value) => ({
        variableCode: optionVariableCode(question.variableCode, value),
        rule: { kind: 'range' as const, min: 1, max: rankCountOf(question), integer: true },
        displayValues: valuesOf(question),
      })),
  },
  matrix: {
    ...plain,
    needsOptions: true,
    needsRows: true,
    answersSeveral: true,
    variables: (question) =>
      (question.rows ?? []).map((row) => ({
        variableCode: row.variableCode,
        rule: { kind: 'option' as const, values: valuesOf(question) },
      })),
  },
  consent: {
    ...plain,
    needsAgreeLabel: true,
    variables: (question) => [
      {
        variableCode: question.variableCode,
        rule: { kind: 'consent', textKey: question.textKey },
      },
    ],
  },
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
