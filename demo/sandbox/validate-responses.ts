import { dayNumberOf } from '../../src/api/calendar-date'
import type { ApiErrorDetail } from '../../src/api/types'
import type { VariableRule } from './answer-rules'
import { answerValueProblems } from './answer-value-problems'
import { displayOrderProblem, storedDisplayOrder } from './display-order-problem'
import { validationFailed } from './errors'
import { isRecord } from './seed/shape-checks'
import { sharedRankProblems } from './shared-rank-problems'

/** One answer, checked and normalised, ready to upsert. */
export interface ValidAnswer {
  variableCode: string
  valueNum: number | null
  valueText: string | null
  /** ISO 8601 UTC with milliseconds; the time of the request when the client sent none. */
  answeredAt: string
  rtMs: number | null
  changes: number | null
  /** The option values in the order shown, joined by `|`; null when not sent. */
  displayOrder: string | null
}

/** The most items one batch may carry. */
export const maxBatchItems = 500

/** How far a client's clock may run ahead of (or behind) the service clock. @default 5 min */
export const defaultAnswerClockSkewMs = 5 * 60 * 1000
/** The longest `rtMs` taken: a day (a session is abandoned after 24 h idle anyway). */
export const maxRtMs = 24 * 60 * 60 * 1000
/** The most `changes` taken for one answer. */
export const maxChanges = 10_000

/**
 * The time window an `answeredAt` must fall in: from the session's start to the service clock,
 * each widened by `skewMs` for clocks that differ a little. A time far in the future would win
 * every later correction (the latest `answeredAt` wins) and freeze the answer.
 */
export interface AnswerTimeWindow {
  /** The service clock now (ISO 8601); also the `answeredAt` of an item that sends none. */
  nowIso: string
  /** When the session started (ISO 8601). */
  startedAtIso: string
  /** @default {@link defaultAnswerClockSkewMs} */
  skewMs?: number
}

/**
 * Checks a `responses` array against the study's answer rules. Every problem is collected, and
 * one bad item rejects the whole batch: 422 `validation_failed` whose `details` name each field
 * as a JSON path, e.g. `responses[2].valueNum`, and the limit it broke. Besides the rules
 * (answer-value-problems.ts): `displayOrder` a permutation of the options shown
 * (display-order-problem.ts), no two options of a ranking question with one rank
 * (shared-rank-problems.ts), `answeredAt` within {@link AnswerTimeWindow}, `rtMs`
 * 0…{@link maxRtMs}, `changes` 0…{@link maxChanges}, whole numbers.
 *
 * @param otherProblems problems the caller found in the rest of the body (its `presentation`),
 *   answered in the same 422, after the answers'
 */
export function validateResponses(
  value: unknown,
  rules: ReadonlyMap<string, VariableRule>,
  window: AnswerTimeWindow,
  otherProblems: readonly ApiErrorDetail[] = [],
): ValidAnswer[] {
  const refused = (message: string) =>
    validationFailed([{ field: 'responses', message }, ...otherProblems])
  if (!Array.isArray(value)) throw refused('must be an array of answers')
  if (value.length === 0) throw refused('must hold at least one answer')
  if (value.length > maxBatchItems) {
    throw refused(`must hold at most ${maxBatchItems} answers; split the batch`)
  }
  const details: ApiErrorDetail[] = []
  // "today" in date limits: the service clock's UTC date (date-answer-problems.ts).
  const today = dayNumberOf(window.nowIso.slice(0, 10))!
  const answers = value.map((item, index) =>
    checkItem(item, `responses[${index}]`, rules, { ...window, today }, details),
  )
  details.push(...sharedRankProblems(answers, rules), ...otherProblems)
  if (details.length > 0) throw validationFailed(details)
  return answers as ValidAnswer[]
}

function checkItem(
  item: unknown,
  at: string,
  rules: ReadonlyMap<string, VariableRule>,
  window: AnswerTimeWindow & { today: number },
  details: ApiErrorDetail[],
): ValidAnswer | undefined {
  const problem = (field: string, message: string) => {
    details.push({ field: `${at}${field}`, message })
    return undefined
  }
  if (!isRecord(item)) return problem('', 'must be an object { variableCode, valueNum, … }')
  const { variableCode, valueNum, valueText, displayOrder, answeredAt, rtMs, changes } = item
  if (typeof variableCode !== 'string' || variableCode === '') {
    return problem('.variableCode', 'must be a non-empty string')
  }
  const variable = rules.get(variableCode)
  if (!variable) {
    return problem('.variableCode', `"${variableCode}" is not a variable of this study`)
  }

  const before = details.length
  const valueProblems = answerValueProblems(variable, valueNum, valueText, window.today)
  for (const { field, message } of valueProblems) problem(field, message)
  const orderProblem = displayOrderProblem(variable, displayOrder)
  if (orderProblem) problem('.displayOrder', orderProblem)
  const answeredIso = normaliseTime(answeredAt)
  if (answeredAt !== undefined && answeredAt !== null && !answeredIso) {
    problem('.answeredAt', 'must be an ISO 8601 date-time')
  } else if (answeredIso) {
    const why = timeProblem(answeredIso, window)
    if (why) problem('.answeredAt', why)
  }
  for (const [name, count, max] of [
    ['rtMs', rtMs, maxRtMs],
    ['changes', changes, maxChanges],
  ] as const) {
    if (
      count !== undefined &&
      count !== null &&
      !(Number.isInteger(count) && (count as number) >= 0 && (count as number) <= max)
    ) {
      problem(`.${name}`, `must be a whole number from 0 to ${max}`)
    }
  }
  if (details.length > before) return undefined
  return {
    variableCode,
    valueNum: valueNum as number | null,
    valueText: (valueText as string | null | undefined) ?? null,
    answeredAt: answeredIso ?? window.nowIso,
    rtMs: (rtMs as number | null | undefined) ?? null,
    changes: (changes as number | null | undefined) ?? null,
    displayOrder: storedDisplayOrder(displayOrder as number[] | undefined),
  }
}

/** Why `answeredIso` lies outside the window, naming the limit; undefined when inside. */
function timeProblem(answeredIso: string, window: AnswerTimeWindow): string | undefined {
  const skewMs = window.skewMs ?? defaultAnswerClockSkewMs
  const minutes = `${skewMs / 60_000} minutes`
  const latest = new Date(Date.parse(window.nowIso) + skewMs).toISOString()
  if (answeredIso > latest) {
    return `must not be later than ${latest} (the service clock plus ${minutes})`
  }
  const earliest = new Date(Date.parse(window.startedAtIso) - skewMs).toISOString()
  if (answeredIso < earliest) {
    return `must not be earlier than ${earliest} (the session's start minus ${minutes})`
  }
  return undefined
}

// Stored as toISOString() so answers compare as text; years outside 0000–9999 would not.
function normaliseTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}
