import {
  checkOptionalBoolean,
  checkString,
  checkStringArray,
  isRecord,
  type Problems,
} from './shape-checks'

/**
 * Checks the shape of the variables a study has besides its questions (docs/content-format.md,
 * "Parameters, computed values, conditions, piping"): `parameters` (each a `name` unique among
 * them, a `variableCode`, an optional `pattern` that compiles as a JavaScript regular expression
 * and an optional `required`), `computed` (a `variableCode` and an `expression` shaped as a
 * JsonLogic rule) and `conditions` (a `variableCode` and a non-empty list of distinct arms).
 * Each problem names its JSON path. That every variableCode is unique across the study is
 * checked when the content is assembled (check-variable-codes.ts).
 */
export function checkStudyVariables(content: Record<string, unknown>, problems: Problems): void {
  checkParameters(content.parameters, problems)
  checkComputed(content.computed, problems)
  checkConditions(content.conditions, problems)
}

function checkParameters(value: unknown, problems: Problems): void {
  if (value === undefined) return
  if (!Array.isArray(value)) {
    problems.push(
      'content.parameters: expected an array of { name, variableCode, pattern?, required? }',
    )
    return
  }
  const names = new Set<string>()
  value.forEach((parameter, index) => {
    const at = `content.parameters[${index}]`
    if (!isRecord(parameter)) {
      problems.push(`${at}: expected { name, variableCode, pattern?, required? }`)
      return
    }
    if (checkString(parameter.name, `${at}.name`, problems)) {
      if (names.has(parameter.name)) {
        problems.push(
          `${at}.name: "${parameter.name}" appears twice; a page's URL can give each name one value only, so keep one`,
        )
      }
      names.add(parameter.name)
    }
    checkString(parameter.variableCode, `${at}.variableCode`, problems)
    if (parameter.pattern !== undefined) checkPattern(parameter.pattern, `${at}.pattern`, problems)
    checkOptionalBoolean(parameter.required, `${at}.required`, problems)
  })
}

/**
 * A parameter's `pattern` must compile. It is compiled with the `u` flag, the stricter reading,
 * so a pattern that passes here compiles in a client whichever way it reads it.
 */
function checkPattern(value: unknown, path: string, problems: Problems): void {
  if (typeof value !== 'string') {
    problems.push(`${path}: expected a regular expression as a string`)
    return
  }
  try {
    new RegExp(value, 'u')
  } catch (error) {
    problems.push(
      `${path}: not a valid JavaScript regular expression (${(error as Error).message})`,
    )
  }
}

function checkComputed(value: unknown, problems: Problems): void {
  if (value === undefined) return
  if (!Array.isArray(value)) {
    problems.push('content.computed: expected an array of { variableCode, expression }')
    return
  }
  value.forEach((computed, index) => {
    const at = `content.computed[${index}]`
    if (!isRecord(computed)) {
      problems.push(`${at}: expected { variableCode, expression }`)
      return
    }
    checkString(computed.variableCode, `${at}.variableCode`, problems)
    if (!isJsonLogicShape(computed.expression)) {
      problems.push(
        `${at}.expression: expected a JsonLogic rule: an object with exactly one operation, or a number, string or boolean`,
      )
    }
  })
}

/**
 * The outer shape of a JsonLogic rule (OpenAPI JsonLogic): an object with exactly one operation,
 * or a constant. Only the shape is checked; what the operations read is the client's to judge
 * when the content loads. `null` is refused: as an expression it is more likely a slip than a
 * value meant to be stored.
 */
function isJsonLogicShape(value: unknown): boolean {
  if (isRecord(value)) return Object.keys(value).length === 1
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

function checkConditions(value: unknown, problems: Problems): void {
  if (value === undefined) return
  if (!isRecord(value)) {
    problems.push('content.conditions: expected { variableCode, values }')
    return
  }
  checkString(value.variableCode, 'content.conditions.variableCode', problems)
  const arms = value.values
  if (!checkStringArray(arms, 'content.conditions.values', problems)) return
  arms.forEach((arm, index) => {
    if (arms.indexOf(arm) !== index) {
      problems.push(
        `content.conditions.values[${index}]: "${arm}" appears twice; name each arm once`,
      )
    }
  })
}
