import type { VariableRule } from './answer-rules'
import { numericProblem } from './answer-rules'
import { dateAnswerProblems } from './date-answer-problems'

/**
 * A problem with one member of an answer: `field` is `.valueNum`, `.valueText`, or
 * `.variableCode` for a variable no client may answer.
 */
export interface ValueProblem {
  field: '.variableCode' | '.valueNum' | '.valueText'
  message: string
}

/**
 * Why an answer's `valueNum` and `valueText` break its variable's rule (answer-rules.ts); empty
 * when they fit. `valueNum` is always sent (a number, or null to clear). `valueText` is the
 * answer of a text or "other, please specify" variable, a date's `YYYY-MM-DD` beside its day
 * number, a consent's hash of the text agreed to, a parameter's value or a computed text; any
 * other answer carries none. The condition's variable takes no answer at all.
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
  if (rule.kind === 'assigned') {
    return [
      {
        field: '.variableCode',
        message:
          "is the study's condition: the service assigns it when the session starts, and no client may answer it",
      },
    ]
  }
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
    case 'computed':
      return [...problems, ...computedProblems(rule, valueNum, valueText)]
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

function textProblems(rule: { maxLength: number }, valueText: unknown): ValueProblem[] {
  if (valueText === undefined || valueText === null) return []
  if (typeof valueText !== 'string') {
    return [{ field: '.valueText', message: 'must be a string or null' }]
  }
  return valueText.length > rule.maxLength
    ? [{ field: '.valueText', message: `must be at most ${rule.maxLength} characters` }]
    : []
}

/**
 * A computed value is a number (`valueNum`) or a text (`valueText`, with `valueNum: null`), as
 * its expression gave; both null clears it. Never both: one value has one type.
 */
function computedProblems(
  rule: { maxLength: number },
  valueNum: number | null,
  valueText: unknown,
): ValueProblem[] {
  const problems = textProblems(rule, valueText)
  if (problems.length === 0 && valueNum !== null && valueText !== undefined && valueText !== null) {
    problems.push({
      field: '.valueText',
      message: 'must be null when valueNum is a number: a computed value is a number or a text',
    })
  }
  return problems
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
