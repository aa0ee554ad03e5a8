import type { ResponseOption, StudyContent } from '../api/types'
import type { PipedAnswer, PipingPieces } from './piping-engine'
import { wordsOf } from './words-of'

/** A variable's value as piped text, or `null` while it has none. */
export type PipedValue = (
  variableCode: string,
  answers: Readonly<Record<string, PipedAnswer>>,
) => string | null

/** Options of {@link createPipedValue}. */
export interface PipedValueOptions {
  content: StudyContent
  language: string
  /** The study's wording in `language`, as served. */
  text: (key: string) => string
  pieces: Pick<PipingPieces, 'tokenizeText'>
}

/**
 * How each variable shows when piped (docs/content-format.md): a choice (single, scale, dropdown,
 * a matrix row, an instrument item) as its option's label in the language, as plain words; a
 * date as the day written out in the language ("31. Dezember 1990"); any other number in the
 * language's number format; text (a text answer, a parameter, a computed text, the condition)
 * as it is. No answer, an empty text or a cleared one is `null`. What a variable is shows in its
 * answer, so no table of variable kinds is needed.
 */
export function createPipedValue({
  content,
  language,
  text,
  pieces,
}: PipedValueOptions): PipedValue {
  const optionsOf = choiceOptionsOf(content)
  const numbers = new Intl.NumberFormat(language)
  // A calendar day, not an instant: formatted in UTC, so no time zone moves it to the day before.
  const days = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })
  const labels = new Map<string, string>()
  const labelOf = (labelKey: string) => {
    let label = labels.get(labelKey)
    if (label === undefined) {
      label = wordsOf(pieces.tokenizeText(text(labelKey)))
      labels.set(labelKey, label)
    }
    return label
  }

  return (variableCode, answers) => {
    const answer = Object.hasOwn(answers, variableCode) ? answers[variableCode] : undefined
    if (!answer) return null
    const { valueNum, valueText } = answer
    if (valueNum !== null && Number.isFinite(valueNum)) {
      // Only a date answers both: its day number and its `YYYY-MM-DD` (docs/content-format.md).
      const day = valueText ? dayOf(valueText, days) : undefined
      if (day !== undefined) return day
      const option = optionsOf.get(variableCode)?.find((candidate) => candidate.value === valueNum)
      return option ? labelOf(option.labelKey) : numbers.format(valueNum)
    }
    return valueText || null
  }
}

/**
 * The options of each variable answered by choosing one of them: a question's own variable
 * when it has options (the variables of a `multi` or `ranking` question are its options' codes,
 * which hold 1/0 or a rank), each row of a matrix, each instrument item.
 */
function choiceOptionsOf(content: StudyContent): Map<string, readonly ResponseOption[]> {
  const options = new Map<string, readonly ResponseOption[]>()
  for (const question of content.questions ?? []) {
    if (!question.options) continue
    options.set(question.variableCode, question.options)
    for (const row of question.rows ?? []) options.set(row.variableCode, question.options)
  }
  for (const item of content.instrumentItems ?? []) options.set(item.variableCode, item.options)
  return options
}

/**
 * `YYYY-MM-DD` written out in the language, or `undefined` when it is no real day. (The date
 * field's own reading lives in the more fields' chunk; a chunk imports no other.)
 */
function dayOf(value: string, days: Intl.DateTimeFormat): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  // setUTCFullYear, not Date.UTC: that reads the years 0–99 as 1900–1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month, day)
  const real = date.getUTCMonth() === month && date.getUTCDate() === day
  return real ? days.format(date) : undefined
}
