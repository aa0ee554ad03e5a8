import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { ResponseOption } from '../api/types'
import type { StudyElement } from '../core/content'
import type { Answer } from '../core/response-batch'
import type { LaterShared } from './later-shared'

/** One line of an answer in words; `part` is what it answers of the question (a matrix row). */
export interface AnswerLine {
  key: string
  /** The text key of the part it answers ("Other" for a "please specify" text, a row's text). */
  part?: string | undefined
  words: ReactNode
  /** A ranking's place: the lines are listed in this order. */
  rank?: number
}

/** What an element's answer reads as: its lines, in order; none when it was not answered. */
export interface AnswerInWords {
  /** The element's name in the list: its text (a consent: its agree wording). */
  textKey: string
  lines: AnswerLine[]
  /** The lines are a ranking: listed as an ordered list. */
  ranked: boolean
}

/** What the words are made of: the widget's language, its study text and UI strings. */
export interface WordsContext {
  language: string
  text: (key: string) => string
  t: TFunction
}

/**
 * The participant's answer to one element, in words (docs/content-format.md#order-time-endings,
 * "Review"): an option by its label in the current language, a number in the language's format, a
 * date written out, text as typed (never read as markup), a `multi` question as its chosen labels,
 * a ranking in order, a matrix row by row, a consent as agreed or not. Read from the variables
 * the question type defines (`questionVariables`), so every type is covered by its definition.
 * `null` for what answers nothing (an `info` text, an element that cannot be shown).
 */
export function createAnswerInWords({
  richText,
  questionVariables,
  optionVariableCode,
}: LaterShared) {
  return function answerInWords(
    element: StudyElement,
    answers: Readonly<Record<string, Answer>>,
    words: WordsContext,
  ): AnswerInWords | null {
    if (element.kind === 'invalid') return null
    const number = new Intl.NumberFormat(words.language)
    const optionWords = (option: ResponseOption) => richText(words.text(option.labelKey))
    const valueWords = (options: readonly ResponseOption[], value: number) => {
      const option = options.find((candidate) => candidate.value === value)
      return option ? optionWords(option) : number.format(value)
    }
    const answerOf = (variableCode: string) =>
      Object.hasOwn(answers, variableCode) ? answers[variableCode] : undefined
    if (element.kind === 'instrumentItem') {
      const value = answerOf(element.variableCode)?.valueNum ?? null
      const lines =
        value === null ? [] : [{ key: 'value', words: valueWords(element.item.options, value) }]
      return { textKey: element.item.textKey, lines, ranked: false }
    }
    const { question } = element
    const variables = questionVariables(question)
    if (variables.length === 0) return null
    const options = question.options ?? []
    // Keyed, so that an option's "please specify" text takes the place of its bare label.
    const lines = new Map<string, AnswerLine>()
    const add = (key: string, line: Omit<AnswerLine, 'key'>) => lines.set(key, { key, ...line })
    for (const { variableCode, rule } of variables) {
      const value = answerOf(variableCode)?.valueNum ?? null
      const typed = answerOf(variableCode)?.valueText ?? null
      const row = question.rows?.find((candidate) => candidate.variableCode === variableCode)
      const other = options.find((option) => option.other?.variableCode === variableCode)
      const own = options.find(
        (option) => optionVariableCode(question.variableCode, option.value) === variableCode,
      )
      if (row) {
        // Every row is listed, an unanswered one as such: the table is read row by row.
        const rowWords = value === null ? words.t('review.unanswered') : valueWords(options, value)
        add(variableCode, { part: row.textKey, words: rowWords })
      } else if (other) {
        if (typed) add(`option:${other.value}`, { part: other.labelKey, words: typed })
      } else if (typed !== null && rule.kind === 'date') {
        const date = new Date(`${typed}T00:00:00Z`)
        const format = { dateStyle: 'long', timeZone: 'UTC' } as const
        add(variableCode, { words: new Intl.DateTimeFormat(words.language, format).format(date) })
      } else if (typed && rule.kind === 'text') add(variableCode, { words: typed })
      else if (value === null) continue
      else if (rule.kind === 'consent') {
        add(variableCode, { words: words.t(value === 1 ? 'review.agreed' : 'review.notAgreed') })
      } else if (own && rule.kind === 'range') {
        add(`option:${own.value}`, { words: optionWords(own), rank: value })
      } else if (own) {
        // One 1/0 variable per option (a `multi` question): the chosen ones.
        if (value === 1) add(`option:${own.value}`, { words: optionWords(own) })
      } else if (rule.kind === 'option')
        add(`option:${value}`, { words: valueWords(options, value) })
      else add(variableCode, { words: number.format(value) })
    }
    const listed = [...lines.values()]
    const ranked = listed.some((line) => line.rank !== undefined)
    if (ranked) listed.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
    return { textKey: question.agreeLabelKey ?? question.textKey, lines: listed, ranked }
  }
}
