import type { StudyContent } from '../../src/api/types'

/** What a variable accepts as `valueNum` / `valueText`, derived from the study content. */
export type AnswerRule =
  | { kind: 'option'; values: number[] }
  | { kind: 'range'; min?: number; max?: number; step?: number; integer: boolean }
  | { kind: 'text'; maxLength: number }

/** The service's cap on `valueText` (OpenAPI ResponseItem.valueText.maxLength). */
export const maxTextLength = 10_000

/**
 * Every answerable variableCode of a study with its rule (DESIGN.md §3): single and scale
 * questions and instrument items take one of their option values; a multi question answers each
 * option as `${variableCode}_${value}` with 1 or 0; slider and number take a number in range;
 * text takes `valueText`. Info elements answer nothing.
 */
export function answerRules(content: StudyContent): Map<string, AnswerRule> {
  const rules = new Map<string, AnswerRule>()
  for (const question of content.questions) {
    switch (question.type) {
      case 'single':
      case 'scale':
        rules.set(question.variableCode, {
          kind: 'option',
          values: (question.options ?? []).map((option) => option.value),
        })
        break
      case 'multi':
        for (const option of question.options ?? []) {
          rules.set(`${question.variableCode}_${option.value}`, { kind: 'option', values: [0, 1] })
        }
        break
      case 'slider':
      case 'number':
        rules.set(question.variableCode, {
          kind: 'range',
          min: question.min,
          max: question.max,
          step: question.step,
          integer: question.integer === true,
        })
        break
      case 'text':
        rules.set(question.variableCode, {
          kind: 'text',
          maxLength: Math.min(question.maxLength ?? maxTextLength, maxTextLength),
        })
        break
      case 'info':
        break
    }
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
  if (rule.integer && !Number.isInteger(value)) return 'must be a whole number'
  if (rule.min !== undefined && value < rule.min) return `must be at least ${rule.min}`
  if (rule.max !== undefined && value > rule.max) return `must be at most ${rule.max}`
  if (rule.step !== undefined && rule.step > 0) {
    const steps = (value - (rule.min ?? 0)) / rule.step
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return `must be a multiple of ${rule.step}`
  }
  return undefined
}
