import { questionVariables, type AnswerRule } from '../../src/api/question-types'
import type { StudyContent } from '../../src/api/types'

export { maxTextLength, type AnswerRule } from '../../src/api/question-types'

/**
 * Every answerable variableCode of a study with its rule (docs/content-format.md), from the
 * question types' definitions shared with the widget (`src/api/question-types.ts`): single and
 * scale questions and instrument items take one of their option values; a multi question answers
 * each option as `${variableCode}_${value}` with 1 or 0; slider and number take a number in range;
 * text takes `valueText`. Info elements answer nothing.
 */
export function answerRules(content: StudyContent): Map<string, AnswerRule> {
  const rules = new Map<string, AnswerRule>()
  for (const question of content.questions) {
    for (const { variableCode, rule } of questionVariables(question)) rules.set(variableCode, rule)
  }
  for (const item of content.instrumentItems) {
    rules.set(item.variableCode, {
      kind: 'option',
      values: item.options.map((option) => option.value),
    })
  }
  return rules
}

/** Why `value` breaks a numeric rule, or undefined when it fits. */
export function numericProblem(rule: AnswerRule, value: number): string | undefined {
  if (rule.kind === 'text') return 'must be null for a text question; send valueText'
  if (rule.kind === 'option') {
    return rule.values.includes(value) ? undefined : `must be one of ${rule.values.join(', ')}`
  }
  if (rule.kind === 'consent') return value === 0 || value === 1 ? undefined : 'must be 1 or 0'
  if (rule.kind === 'date') return Number.isInteger(value) ? undefined : 'must be a day number'
  if (rule.integer && !Number.isInteger(value)) return 'must be a whole number'
  if (rule.min !== undefined && value < rule.min) return `must be at least ${rule.min}`
  if (rule.max !== undefined && value > rule.max) return `must be at most ${rule.max}`
  if (rule.step !== undefined && rule.step > 0) {
    const steps = (value - (rule.min ?? 0)) / rule.step
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return `must be a multiple of ${rule.step}`
  }
  return undefined
}
