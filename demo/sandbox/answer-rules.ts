import { createHash } from 'node:crypto'
import { maxTextLength, questionVariables, type AnswerRule } from '../../src/api/question-types'
import type { StudyContent } from '../../src/api/types'

export { maxTextLength, type AnswerRule } from '../../src/api/question-types'

/**
 * What a variable takes, by kind: a question type's rules (`src/api/question-types.ts`), and
 * two the service adds for variables that are no question's (docs/content-format.md,
 * "Parameters, computed values, conditions, piping"): a computed value is a number or a text,
 * and the condition is written by the service alone.
 */
export type VariableAnswerRule =
  AnswerRule | { kind: 'computed'; maxLength: number } | { kind: 'assigned' }

/** What one variable of a study accepts (answer-rules.ts builds them from the content). */
export interface VariableRule {
  rule: VariableAnswerRule
  /**
   * The option values a `displayOrder` sent with this variable must list, each once; without
   * them the variable takes no `displayOrder` (its question shows no options to order).
   */
  displayValues?: number[]
  /**
   * For an option of a `ranking` question: the question's id. Two options of one question may
   * not share a rank within a batch.
   */
  rankingQuestion?: string
  /**
   * For a `consent`: the SHA-256 hex of its text in each of the content's languages. The
   * participant may have switched the display language, so any of them is the text served.
   */
  consentHashes?: ReadonlySet<string>
}

/**
 * Every answerable variableCode of a study with its rule (docs/content-format.md), from the
 * question types' definitions shared with the widget (`src/api/question-types.ts`): single,
 * scale and dropdown questions, matrix rows and instrument items take one of their option
 * values; a multi question answers each option as `${variableCode}_${value}` with 1 or 0, a
 * ranking question each option with its rank; slider and number take a number in range; text
 * and "other, please specify" take `valueText`; a date its text and day number; a consent 1 or 0
 * with the hash of its text. Info elements answer nothing. A parameter takes `valueText`, a
 * computed value `valueNum` or `valueText` (each at most {@link maxTextLength} characters of
 * text), and the condition nothing from a client: the service assigned it at the start.
 */
export function answerRules(content: StudyContent): Map<string, VariableRule> {
  const rules = new Map<string, VariableRule>()
  for (const question of content.questions) {
    for (const { variableCode, rule, displayValues } of questionVariables(question)) {
      rules.set(variableCode, {
        rule,
        ...(displayValues ? { displayValues } : {}),
        // A number given to one of a question's orderable options is a rank (ranking).
        ...(rule.kind === 'range' && displayValues ? { rankingQuestion: question.id } : {}),
        ...(rule.kind === 'consent' ? { consentHashes: consentHashes(content, rule.textKey) } : {}),
      })
    }
  }
  for (const item of content.instrumentItems) {
    rules.set(item.variableCode, {
      rule: { kind: 'option', values: item.options.map((option) => option.value) },
    })
  }
  for (const parameter of content.parameters ?? []) {
    rules.set(parameter.variableCode, { rule: { kind: 'text', maxLength: maxTextLength } })
  }
  for (const computed of content.computed ?? []) {
    rules.set(computed.variableCode, { rule: { kind: 'computed', maxLength: maxTextLength } })
  }
  if (content.conditions) rules.set(content.conditions.variableCode, { rule: { kind: 'assigned' } })
  return rules
}

/**
 * The lowercase SHA-256 hex of a consent text's UTF-8 bytes, exactly as served: what a consent
 * answer carries as `valueText`, so the results show which wording was agreed to.
 */
export function consentTextHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

function consentHashes(content: StudyContent, textKey: string): Set<string> {
  const hashes = new Set<string>()
  for (const language of content.languages) {
    const table = Object.hasOwn(content.translations, language)
      ? content.translations[language]
      : undefined
    const text = table && Object.hasOwn(table, textKey) ? table[textKey] : undefined
    if (typeof text === 'string') hashes.add(consentTextHash(text))
  }
  return hashes
}

/** Why `value` breaks a numeric rule, or undefined when it fits. */
export function numericProblem(rule: VariableAnswerRule, value: number): string | undefined {
  if (rule.kind === 'computed') return undefined
  if (rule.kind === 'assigned') return 'is assigned by the service'
  if (rule.kind === 'text') return 'must be null for a text answer; send valueText'
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
