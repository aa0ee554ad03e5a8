import { dayNumberOf, isoDateOf } from '../../src/api/calendar-date'
import type { AnswerRule } from './answer-rules'
import type { ValueProblem } from './answer-value-problems'

/**
 * How far a participant's local date may lie from the service clock's UTC date: time zones run
 * from UTC−12 to UTC+14, so "today" where the participant is can be yesterday or tomorrow in
 * UTC. A `"today"` limit accepts that day more (docs/sandbox.md).
 */
export const todayToleranceDays = 1

/**
 * Checks a `date` answer (docs/content-format.md): `valueText` a real `YYYY-MM-DD` date and
 * `valueNum` its day number, both or neither (null clears), within `minDate` / `maxDate`. A
 * `"today"` limit is the service clock's UTC date widened by {@link todayToleranceDays}.
 *
 * @param valueNum already checked to be a whole number or null
 * @param today the day number of the service clock's UTC date
 */
export function dateAnswerProblems(
  rule: Extract<AnswerRule, { kind: 'date' }>,
  valueNum: number | null,
  valueText: unknown,
  today: number,
): ValueProblem[] {
  if (valueText === undefined || valueText === null) {
    return valueNum === null
      ? []
      : [{ field: '.valueText', message: 'is required with valueNum: the date as YYYY-MM-DD' }]
  }
  const text = typeof valueText === 'string' ? valueText : ''
  const day = dayNumberOf(text)
  if (day === undefined) {
    return [{ field: '.valueText', message: 'must be a real date as YYYY-MM-DD, or null' }]
  }
  if (valueNum !== day) {
    return [
      {
        field: '.valueNum',
        message: `must be ${day}, the day number of valueText ${text} (days since 1970-01-01)`,
      },
    ]
  }
  const earliest = limitOf(rule.minDate, today - todayToleranceDays)
  const latest = limitOf(rule.maxDate, today + todayToleranceDays)
  if (earliest !== undefined && day < earliest.day) {
    return [{ field: '.valueText', message: `must be on or after ${earliest.text}` }]
  }
  if (latest !== undefined && day > latest.day) {
    return [{ field: '.valueText', message: `must be on or before ${latest.text}` }]
  }
  return []
}

/** A limit as a day number, with how the message names it; `"today"` counts as `todayDay`. */
function limitOf(
  limit: string | undefined,
  todayDay: number,
): { day: number; text: string } | undefined {
  if (limit === undefined) return undefined
  if (limit === 'today') {
    return {
      day: todayDay,
      text: `${isoDateOf(todayDay)} (the date "today", allowing a day for the participant's time zone)`,
    }
  }
  const day = dayNumberOf(limit)
  return day === undefined ? undefined : { day, text: limit }
}
