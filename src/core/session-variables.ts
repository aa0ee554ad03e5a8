import type { StudyContent } from '../api/types'

/**
 * The variables of a session that no question answers (docs/content-format.md): the parameters
 * it arrived with and the arm the service assigned. Both hold text; conditions and piping read
 * them like answers.
 */
export function sessionVariablesOf(
  content: Pick<StudyContent, 'parameters' | 'conditions'>,
): string[] {
  const codes = (content.parameters ?? []).map((parameter) => parameter.variableCode)
  return content.conditions ? [...codes, content.conditions.variableCode] : codes
}
