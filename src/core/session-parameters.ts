import type { StudyContent } from '../api/types'

/** What the participant arrived with, checked against the content's `parameters`. */
export type ParameterCheck =
  /** Every required parameter is there: the values to store, by `variableCode`. */
  | { kind: 'complete'; answers: Record<string, string> }
  /** A required parameter is absent or malformed: no session may start. */
  | { kind: 'incomplete'; names: string[] }

/**
 * Reads the content's parameters ("hidden fields", docs/content-format.md) from what the host and
 * the page's URL gave, by name — only the names the content lists. A value must match the
 * parameter's `pattern` (the whole value) and be at most `maxLength` characters; a required one that
 * is missing or malformed makes the check `incomplete`, an optional one is left out (with a
 * warning when malformed).
 * @example checkParameters(content, { PROLIFIC_PID: '5f…' }, 10_000)
 */
export function checkParameters(
  content: Pick<StudyContent, 'parameters'>,
  given: Readonly<Record<string, string>>,
  maxLength: number,
): ParameterCheck {
  const answers: Array<[string, string]> = []
  const names: string[] = []
  for (const parameter of content.parameters ?? []) {
    const value = Object.hasOwn(given, parameter.name) ? given[parameter.name] : undefined
    const usable =
      value !== undefined &&
      value !== '' &&
      value.length <= maxLength &&
      fits(value, parameter.pattern)
    if (usable) answers.push([parameter.variableCode, value])
    else if (parameter.required) names.push(parameter.name)
    else if (value) {
      console.warn(`[study-runner] parameter "${parameter.name}" does not match its pattern`)
    }
  }
  // fromEntries defines own properties, `__proto__` included.
  return names.length > 0
    ? { kind: 'incomplete', names }
    : { kind: 'complete', answers: Object.fromEntries(answers) }
}

function fits(value: string, pattern: string | undefined): boolean {
  if (pattern === undefined) return true
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value)
  } catch {
    console.warn(
      `[study-runner] the pattern ${JSON.stringify(pattern)} is not a regular expression`,
    )
    return true
  }
}
