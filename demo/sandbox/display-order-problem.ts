import type { VariableRule } from './answer-rules'

/**
 * Why an answer's `displayOrder` does not fit its variable, or undefined when it does or was not
 * sent (docs/content-format.md, "Display order is data"). It must list each of the question's
 * option values (`VariableRule.displayValues`) exactly once, in the order shown; a variable
 * whose question shows no options to order takes none.
 */
export function displayOrderProblem(
  variable: VariableRule,
  displayOrder: unknown,
): string | undefined {
  if (displayOrder === undefined) return undefined
  const expected = variable.displayValues
  if (!expected) {
    return 'is only for the options of single, multi, scale, dropdown and ranking questions; this variable has none to order'
  }
  const wanted = `must list each of the option values ${expected.join(', ')} once, in the order shown`
  if (
    !Array.isArray(displayOrder) ||
    !displayOrder.every((value) => typeof value === 'number' && Number.isFinite(value))
  ) {
    return `${wanted}, as an array of numbers`
  }
  const values = displayOrder as number[]
  const unknown = values.filter((value) => !expected.includes(value))
  const twice = values.filter((value, index) => values.indexOf(value) !== index)
  const missing = expected.filter((value) => !values.includes(value))
  const faults = [
    unknown.length > 0 ? `not an option: ${unknown.join(', ')}` : '',
    twice.length > 0 ? `more than once: ${[...new Set(twice)].join(', ')}` : '',
    missing.length > 0 ? `left out: ${missing.join(', ')}` : '',
  ].filter((fault) => fault !== '')
  return faults.length > 0 ? `${wanted}: ${faults.join('; ')}` : undefined
}

/** How a checked `displayOrder` is stored and reported: its values joined by `|`. */
export function storedDisplayOrder(displayOrder: readonly number[] | undefined): string | null {
  return displayOrder === undefined ? null : displayOrder.join('|')
}
