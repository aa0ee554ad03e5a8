import { optionVariableCode } from '../api/question-types'
import type { Question } from '../api/types'

/**
 * The variable of one option of a `multi` question (docs/content-format.md):
 * `${variableCode}_${value}`.
 */
export function multiOptionCode(question: Pick<Question, 'variableCode'>, value: number): string {
  return optionVariableCode(question.variableCode, value)
}

/** The option values of a `multi` question that are checked (answered 1). */
export function multiSelection(
  question: Question,
  answers: Readonly<Record<string, { valueNum: number | null } | undefined>>,
): Set<number> {
  const selected = new Set<number>()
  for (const option of question.options ?? []) {
    if (answers[multiOptionCode(question, option.value)]?.valueNum === 1) selected.add(option.value)
  }
  return selected
}

/**
 * The answers of every option after the participant checks or unchecks one: 1 for each checked
 * option, 0 for every other, so that once the question is answered each option has a value.
 * Checking an `exclusive` option ("none of these") unchecks all others; checking any other option
 * unchecks the exclusive ones.
 * @example toggleMultiOption(question, new Set([1]), 99, true) // { Q_1: 0, Q_2: 0, Q_99: 1 }
 */
export function toggleMultiOption(
  question: Question,
  selected: ReadonlySet<number>,
  value: number,
  checked: boolean,
): Record<string, 0 | 1> {
  const options = question.options ?? []
  const toggled = options.find((option) => option.value === value)
  const next = new Set(selected)
  if (!checked) next.delete(value)
  else if (toggled?.exclusive) {
    next.clear()
    next.add(value)
  } else {
    for (const option of options) if (option.exclusive) next.delete(option.value)
    next.add(value)
  }
  return Object.fromEntries(
    options.map((option) => [
      multiOptionCode(question, option.value),
      next.has(option.value) ? 1 : 0,
    ]),
  )
}
