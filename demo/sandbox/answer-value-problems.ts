import type { AnswerRule, VariableRule } from './answer-rules'
import { numericProblem } from './answer-rules'
import { dateAnswerProblems } from './date-answer-problems'

/** A problem with one member of an answer: `field` is `.valueNum` or `.valueText`. */
export interface ValueProblem {
  field: '.valueNum' | '.valueText'
  message: string
}

/**
 * Why an answer's `valueNum` and `valueText` break its variable's rule (answer-rules.ts); empty
 * when they fit. `valueNum` is always sent (a number, or null to clear). `valueText` is the
 * answer of a text or "other, please specify" variable, a date's `YYYY-MM-DD` beside its day
 * number, or a consent's hash of the text agreed to; any other answer carries none.
 *
 * @param today the day number of the service clock's UTC date, for `"today"` date limits
 */
export function answerValueProblems(
  variable: VariableRule,
  valueNum: unknown,
  valueText: unknown,
  today: number,
): ValueProblem[] {
  const { rule } = variable
  if (valueNum === undefined) {
    return [{ field: '.valueNum', message: 'is required: a number, or null to clear' }]
  }
  if (valueNum !== null && (typeof valueNum !== 'number' || !Number.isFinite(valueNum))) {
    return [{ field: '.valueNum', message: 'must be a number or null' }]
  }
  const why = valueNum === null ? undefined : numericProblem(rule, valueNum)
  const problems: ValueProblem[] = why ? [{ field: '.valueNum', message: why }] : []
  switch (rule.kind) {
    case 'text':
      return [...problems, ...textProblems(rule, valueText)]
    case 'date':
      return why ? problems : dateAnswerProblems(rule, valueNum, valueText, today)
    case 'consent':
      return [...problems, ...consentProblems(variable, valueNum, valueText)]
    case 'option':
    case 'range':
      if (valueText !== undefined && valueText !== null) {
        problems.push({
          field: '.valueText',
          message:
            'must be null: only text, "other, please specify", date and consent answers carry text',
        })
      }
      return problems
  }
}

function textProblems(
  rule: Extract<AnswerRule, { kind: 'text' }>,
  valueText: unknown,
): ValueProblem[] {
  if (valueText === undefined || valueText === null) return []
  if (typeof valueText !== 'string') {
    return [{ field: '.valueText', message: 'must be a string or null' }]
  }
  return valueText.length > rule.maxLength
    ? [{ field: '.valueText', message: `must be at most ${rule.maxLength} characters` }]
    : []
}

/**
 * A consent answer (1 agreed, 0 declined) carries the lowercase SHA-256 hex of the consent text
 * as served (answer-rules.ts `consentTextHash`), in any of the content's languages: the record
 * of what was agreed to. A cleared one (null) carries none.
 */
function consentProblems(
  variable: VariableRule,
  valueNum: number | null,
  valueText: unknown,
): ValueProblem[] {
  const absent = valueText === undefined || valueText === null
  if (valueNum === null) {
    return absent
      ? []
      : [{ field: '.valueText', message: 'must be null when valueNum is null (a cleared consent)' }]
  }
  if (absent || typeof valueText !== 'string') {
    return [
      {
        field: '.valueText',
        message: 'is required: the lowercase SHA-256 hex of the consent text as served',
      },
    ]
  }
  const hashes = variable.consentHashes ?? new Set<string>()
  if (hashes.has(valueText)) return []
  return [
    {
      field: '.valueText',
      message: hashes.has(valueText.toLowerCase())
        ? 'must be lowercase hex'
        : "does not match the consent text served: expected the lowercase SHA-256 hex of the text's UTF-8 bytes in one of the study's languages",
    },
  ]
}
