import type { ApiErrorDetail } from '../../src/api/types'
import type { AnswerRule } from './answer-rules'
import { numericProblem } from './answer-rules'
import { validationFailed } from './errors'
import { isRecord } from './seed/shape-checks'

/** One answer, checked and normalised, ready to upsert. */
export interface ValidAnswer {
  variableCode: string
  valueNum: number | null
  valueText: string | null
  /** ISO 8601 UTC with milliseconds; the time of the request when the client sent none. */
  answeredAt: string
  rtMs: number | null
  changes: number | null
}

/** The most items one batch may carry (DESIGN.md §4). */
export const maxBatchItems = 500

/**
 * Checks a `responses` array against the study's answer rules (DESIGN.md §4). Every problem is
 * collected, and one bad item rejects the whole batch: 422 `validation_failed` whose `details`
 * name each field as a JSON path, e.g. `responses[2].valueNum`.
 */
export function validateResponses(
  value: unknown,
  rules: ReadonlyMap<string, AnswerRule>,
  nowIso: string,
): ValidAnswer[] {
  if (!Array.isArray(value)) {
    throw validationFailed([{ field: 'responses', message: 'must be an array of answers' }])
  }
  if (value.length === 0) {
    throw validationFailed([{ field: 'responses', message: 'must hold at least one answer' }])
  }
  if (value.length > maxBatchItems) {
    throw validationFailed([
      {
        field: 'responses',
        message: `must hold at most ${maxBatchItems} answers; split the batch`,
      },
    ])
  }
  const details: ApiErrorDetail[] = []
  const answers = value.map((item, index) =>
    checkItem(item, `responses[${index}]`, rules, nowIso, details),
  )
  if (details.length > 0) throw validationFailed(details)
  return answers as ValidAnswer[]
}

function checkItem(
  item: unknown,
  at: string,
  rules: ReadonlyMap<string, AnswerRule>,
  nowIso: string,
  details: ApiErrorDetail[],
): ValidAnswer | undefined {
  const problem = (field: string, message: string) => {
    details.push({ field: `${at}${field}`, message })
    return undefined
  }
  if (!isRecord(item)) return problem('', 'must be an object { variableCode, valueNum, … }')
  const { variableCode, valueNum, valueText, answeredAt, rtMs, changes } = item
  if (typeof variableCode !== 'string' || variableCode === '') {
    return problem('.variableCode', 'must be a non-empty string')
  }
  const rule = rules.get(variableCode)
  if (!rule) return problem('.variableCode', `"${variableCode}" is not a variable of this study`)

  const before = details.length
  if (valueNum === undefined) problem('.valueNum', 'is required: a number, or null to clear')
  else if (valueNum !== null && (typeof valueNum !== 'number' || !Number.isFinite(valueNum))) {
    problem('.valueNum', 'must be a number or null')
  } else if (typeof valueNum === 'number') {
    const why = numericProblem(rule, valueNum)
    if (why) problem('.valueNum', why)
  }
  if (valueText !== undefined && valueText !== null) {
    if (rule.kind !== 'text') problem('.valueText', 'is only for text questions')
    else if (typeof valueText !== 'string') problem('.valueText', 'must be a string or null')
    else if (valueText.length > rule.maxLength) {
      problem('.valueText', `must be at most ${rule.maxLength} characters`)
    }
  }
  const answeredIso = normaliseTime(answeredAt)
  if (answeredAt !== undefined && answeredAt !== null && !answeredIso) {
    problem('.answeredAt', 'must be an ISO 8601 date-time')
  }
  for (const [name, count] of [
    ['rtMs', rtMs],
    ['changes', changes],
  ] as const) {
    if (
      count !== undefined &&
      count !== null &&
      !(Number.isInteger(count) && (count as number) >= 0)
    ) {
      problem(`.${name}`, 'must be a whole number ≥ 0')
    }
  }
  if (details.length > before) return undefined
  return {
    variableCode,
    valueNum: valueNum as number | null,
    valueText: (valueText as string | null | undefined) ?? null,
    answeredAt: answeredIso ?? nowIso,
    rtMs: (rtMs as number | null | undefined) ?? null,
    changes: (changes as number | null | undefined) ?? null,
  }
}

// Stored as toISOString() so answers compare as text; years outside 0000–9999 would not.
function normaliseTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}
