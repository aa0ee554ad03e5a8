import {
  sameAnswerValue,
  type AnswerFields,
  type AnswerValue,
  type AnswerVariable,
} from './answer-value'
import { parseLocaleNumber } from './parse-locale-number'
import type { VariableIndex } from './variable-index'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { Answer } from './response-batch'
import type { SessionAction, SessionData } from './session-transitions'

/** Input of {@link recordAnswer}. */
export interface RecordAnswerInput {
  /** The answer given before, if any. */
  previous: Answer | undefined
  /** What the participant gave now. */
  fields: AnswerFields
  /** The clock, in milliseconds. */
  now: number
  /** When the question was first shown, in milliseconds: the start of `rtMs`. */
  shownAt: number
  /**
   * The response time measured on the page's own clock (active-clock.ts: from the question's first
   * paint, the tab's hidden time left out); when absent, `now - shownAt`.
   */
  rtMs?: number | undefined
}

/**
 * The answer to store for what the participant gave: with its time, response time and change
 * count when the value changed; the previous answer with the new spelling when only the spelling
 * of the same number changed ("4" → "4.0", kept for the field, not a change); `null` when
 * nothing changed at all.
 * @example recordAnswer({ previous: undefined, fields: { valueNum: 2 }, now, shownAt })
 */
export function recordAnswer(
  input: RecordAnswerInput,
): { answer: Answer; changed: boolean } | null {
  const { previous, fields } = input
  const changed = !previous || !sameAnswerValue(previous, fields)
  if (!changed && previous.entry === fields.entry) return null
  const answer: Answer = changed
    ? {
        ...fields,
        answeredAt: new Date(input.now).toISOString(),
        rtMs: Math.max(0, Math.round(input.rtMs ?? input.now - input.shownAt)),
        changes: previous ? previous.changes + 1 : 0,
      }
    : { ...previous, entry: fields.entry }
  if (answer.entry === undefined) delete answer.entry
  return { answer, changed }
}

/**
 * The `answered` transition for a value the participant gave: the new answer (see
 * {@link recordAnswer}) with the answered element's validation problem gone — or, for a question
 * answering several variables, checked again; `changed` tells whether the value itself changed.
 * `null` when nothing changed.
 */
export function answerTransition(
  state: Pick<SessionData, 'answers' | 'fieldErrors' | 'shownAt' | 'language'>,
  input: {
    variableCode: string
    value: AnswerValue
    /** What the content says of the variable; undefined for one it does not know. */
    variable: AnswerVariable | undefined
    variables: VariableIndex
    now: number
    /** When the page on screen was shown: the start of `rtMs` for an element not seen before. */
    pageShownAt: number
    /** The response time on the page's own clock, when it saw the question painted. */
    rtMs?: number | undefined
  },
  /** Handed in: this runs in the delivery chunk (session-runtime.ts). */
  {
    ownValue,
    setOwn,
    validateElement,
    toAnswerFields,
  }: Pick<ResponseQueuePieces, 'ownValue' | 'setOwn' | 'validateElement' | 'toAnswerFields'>,
): {
  action: Extract<SessionAction, { type: 'answered' }>
  fields: AnswerFields
  changed: boolean
} | null {
  const { variableCode, variable } = input
  const fields = toAnswerFields(input.value, variable?.kind, (text) =>
    parseLocaleNumber(text, state.language),
  )
  // rtMs: from the question first shown to this change (paradata).
  const elementId = input.variables.elementOf.get(variableCode)?.id
  const shownAt =
    (elementId !== undefined ? ownValue(state.shownAt, elementId) : undefined) ?? input.pageShownAt
  const recorded = recordAnswer({
    previous: ownValue(state.answers, variableCode),
    fields,
    now: input.now,
    shownAt,
    rtMs: input.rtMs,
  })
  if (!recorded) return null
  const answers = { ...state.answers, [variableCode]: recorded.answer }
  const fieldErrors = { ...state.fieldErrors }
  const errorCode = variable?.elementCode ?? variableCode
  // A question answering several variables (a matrix's rows, a ranking, an "other" text) keeps
  // its problem, brought up to date, until the whole question is right; one variable is fixed.
  const element = input.variables.elementOf.get(variableCode)
  const remaining =
    element && errorCode !== variableCode && ownValue(fieldErrors, errorCode)
      ? validateElement(element, answers)
      : null
  if (remaining) setOwn(fieldErrors, errorCode, remaining)
  else delete fieldErrors[errorCode]
  return { action: { type: 'answered', answers, fieldErrors }, fields, changed: recorded.changed }
}
