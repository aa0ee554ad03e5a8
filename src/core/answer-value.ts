/**
 * What a field gives for one variable: an option value or a number; for a `number` question also
 * the text as typed (read in the session's language); for a `text` question its text; for a field
 * that gives both members at once, both (a `consent`: 1/0 and the hash of its text; a `date`: its
 * day number and `YYYY-MM-DD`, or nulls and the `entry` typed so far); `null` (or an empty text)
 * clears the answer.
 */
export type AnswerValue =
  number | string | null | { valueNum: number | null; valueText: string | null; entry?: string }

/**
 * How a variable takes its answer: a chosen value, a typed number, a text, a calendar date, or a
 * consent (both members from the field).
 */
export type AnswerKind = 'option' | 'number' | 'text' | 'date' | 'consent'

/** One answerable variable of the content. */
export interface AnswerVariable {
  kind: AnswerKind
  /**
   * The `variableCode` of the element it belongs to, under which that element's validation error
   * is kept: the question's own code, the prefix for the options of a `multi` question.
   */
  elementCode: string
}

/** The stored members of an answer; what a response item and validation read. */
export interface AnswerFields {
  /** The chosen option's value or the number; `null` for a text, a clearing, or no number. */
  valueNum: number | null
  /**
   * A `text` question's answer, a date's `YYYY-MM-DD`, a consent's hash; `null` once cleared;
   * absent for every other type.
   */
  valueText?: string | null
  /**
   * What the participant typed into a `number` or `date` field, kept so the field shows it again
   * and validation can say "Please enter a number" when it is not one. Never sent.
   */
  entry?: string
}

/** Whether two answers say the same thing (a new `entry` of the same number does not count). */
export function sameAnswerValue(a: AnswerFields, b: AnswerFields): boolean {
  return a.valueNum === b.valueNum && (a.valueText ?? null) === (b.valueText ?? null)
}

/**
 * The value a host sees in `onAnswer`: the text of a text answer (a date's `YYYY-MM-DD` too), a
 * consent's 1 or 0 (its hash is for the record), else the number or `null`.
 */
export function reportedValueOf(
  fields: AnswerFields,
  kind: AnswerKind | undefined,
): number | string | null {
  return kind === 'consent' ? fields.valueNum : (fields.valueText ?? fields.valueNum)
}
