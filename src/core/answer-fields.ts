import type { AnswerFields, AnswerKind, AnswerValue } from './answer-value'

// In the widget's entry: the store shows an answer given before the delivery chunk arrived
// (create-study-session.ts); the chunk gets it handed over (response-queue-pieces.ts).

/**
 * Turns what a field gave into the stored members of an answer. `readNumber` reads a number typed
 * in the session's language (`parseLocaleNumber`: "2,5" in `de`); a variable the content does not
 * know takes numbers as they are.
 */
export function toAnswerFields(
  value: AnswerValue,
  kind: AnswerKind | undefined,
  readNumber: (text: string) => number | undefined,
): AnswerFields {
  if (value !== null && typeof value === 'object') {
    const { valueNum, valueText, entry } = value
    return entry === undefined ? { valueNum, valueText } : { valueNum, valueText, entry }
  }
  if (kind === 'text' || kind === 'consent' || kind === 'date') {
    const text = value === null ? '' : String(value)
    return { valueNum: null, valueText: text === '' ? null : text }
  }
  if (typeof value !== 'string') return { valueNum: value }
  if (value.trim() === '') return { valueNum: null }
  const number = kind === 'number' ? readNumber(value) : Number(value)
  const valueNum = number !== undefined && Number.isFinite(number) ? number : null
  return kind === 'number' ? { valueNum, entry: value } : { valueNum }
}
