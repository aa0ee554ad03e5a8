import { questionVariables, type AnswerRule } from '../../src/api/question-types'
import type { Question, ResponseRecord, StudyContent } from '../../src/api/types'

/** How one variable's answer reads, from its stored number and text. */
type Reading = (valueNum: number | null, valueText: string | null) => string | null

/** Hex digits of a consent's hash shown: enough to tell two wordings apart at a glance. */
const shownHashDigits = 8

/**
 * The responses table's `answer` column: each answer in words, for a researcher scanning the
 * table (the JSON and the CSV keep the numbers; docs/content-format.md). An option reads as its
 * label in the study's default language, an option of a `multi` as chosen or not, a rank as
 * "rank n", a date as its `YYYY-MM-DD` text, a consent as agreed or declined with the start of
 * the hash of the text agreed to, text as itself, a parameter, computed value or the condition
 * as its value. A cleared answer, or a variable the content does not name, reads as null.
 */
export function answerInWords(content: StudyContent): (row: ResponseRecord) => string | null {
  const table = Object.hasOwn(content.translations, content.defaultLanguage)
    ? content.translations[content.defaultLanguage]
    : undefined
  const text = (key: string) => (table && Object.hasOwn(table, key) ? table[key]! : key)
  const labels = (options: Question['options']) =>
    new Map((options ?? []).map((option) => [option.value, text(option.labelKey)]))

  const readings = new Map<string, Reading>()
  for (const question of content.questions) {
    const optionLabels = labels(question.options)
    for (const { variableCode, rule, displayValues } of questionVariables(question)) {
      // A variable of its own per option (multi, ranking) answers for that option: chosen or
      // not, or its rank.
      const perOption = displayValues !== undefined && variableCode !== question.variableCode
      readings.set(variableCode, readingOf(rule, perOption, optionLabels))
    }
  }
  for (const item of content.instrumentItems) {
    readings.set(item.variableCode, readingOf(optionRule, false, labels(item.options)))
  }
  // The variables that are no question's (docs/content-format.md, "Parameters, computed
  // values, conditions, piping") read as the value they hold.
  const asText: Reading = (_valueNum, valueText) => valueText
  for (const parameter of content.parameters ?? []) readings.set(parameter.variableCode, asText)
  for (const computed of content.computed ?? []) {
    readings.set(computed.variableCode, (valueNum, valueText) =>
      valueNum === null ? valueText : String(valueNum),
    )
  }
  if (content.conditions) readings.set(content.conditions.variableCode, asText)
  return (row) => readings.get(row.variableCode)?.(row.valueNum, row.valueText ?? null) ?? null
}

const optionRule: AnswerRule = { kind: 'option', values: [] }

/** @param perOption whether the variable answers for one option of its question */
function readingOf(
  rule: AnswerRule,
  perOption: boolean,
  optionLabels: ReadonlyMap<number, string>,
): Reading {
  switch (rule.kind) {
    case 'option':
      if (perOption) {
        return (valueNum) => (valueNum === null ? null : valueNum === 1 ? 'chosen' : 'not chosen')
      }
      return (valueNum) =>
        valueNum === null ? null : (optionLabels.get(valueNum) ?? String(valueNum))
    case 'range':
      return (valueNum) =>
        valueNum === null ? null : perOption ? `rank ${valueNum}` : String(valueNum)
    case 'text':
    case 'date':
      return (_valueNum, valueText) => valueText
    case 'consent':
      return (valueNum, valueText) => {
        if (valueNum === null) return null
        const hash = valueText ? ` (hash ${valueText.slice(0, shownHashDigits)}…)` : ''
        return `${valueNum === 1 ? 'agreed' : 'declined'}${hash}`
      }
  }
}
