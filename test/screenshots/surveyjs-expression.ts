import type { JsonLogic, Question } from '../../src/api/types'

/**
 * Writes a study condition (JsonLogic, docs/content-format.md#rules) as a SurveyJS expression, for
 * the forms the example study uses: `==` / `!=` between a variable and a number, `in` a list of
 * numbers, and `and` / `or` of those. A multi question's option variable (`ACTIVITY_1`) becomes a
 * `contains` test on the question's array value. Anything else throws, so a new form in the
 * content is noticed rather than silently dropped.
 */
export function toSurveyExpression(rule: JsonLogic, questions: readonly Question[]): string {
  const [operator, args] = onlyEntry(rule)
  const list = Array.isArray(args) ? (args as unknown[]) : [args]
  switch (operator) {
    case 'and':
    case 'or':
      return list
        .map((part) => `(${toSurveyExpression(part as JsonLogic, questions)})`)
        .join(` ${operator} `)
    case '==':
    case '!=': {
      const [variable, value] = [varName(list[0]), list[1]]
      const option = multiOption(variable, questions)
      if (option) {
        const chosen = (value === 1) === (operator === '==')
        return `{${option.question}} ${chosen ? 'contains' : 'notcontains'} ${option.value}`
      }
      return `{${variable}} ${operator === '==' ? '=' : '<>'} ${literal(value)}`
    }
    case 'in': {
      const values = list[1]
      if (!Array.isArray(values)) throw new Error('Only `in` with a list is converted.')
      return `{${varName(list[0])}} anyof [${values.map(literal).join(', ')}]`
    }
    default:
      throw new Error(`The condition operator "${operator}" is not converted.`)
  }
}

function onlyEntry(rule: JsonLogic): [string, unknown] {
  if (!rule || typeof rule !== 'object' || Array.isArray(rule))
    throw new Error('Only object conditions are converted.')
  const entries = Object.entries(rule as Record<string, unknown>)
  if (entries.length !== 1) throw new Error('A condition must have exactly one operator.')
  return entries[0]!
}

function varName(operand: unknown): string {
  const name = (operand as { var?: unknown } | null)?.var
  if (typeof name !== 'string') throw new Error('Only `{ "var": "CODE" }` operands are converted.')
  return name
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return `'${value.replaceAll("'", "\\'")}'`
  throw new Error(`The value ${JSON.stringify(value)} is not converted.`)
}

function multiOption(
  variable: string,
  questions: readonly Question[],
): { question: string; value: number } | undefined {
  for (const question of questions) {
    if (question.type !== 'multi') continue
    for (const option of question.options ?? []) {
      if (`${question.variableCode}_${option.value}` === variable)
        return { question: question.variableCode, value: option.value }
    }
  }
  return undefined
}
