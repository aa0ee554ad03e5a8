import type { StudyContent } from '../api/types'

/**
 * The variables of a session that no question answers (docs/content-format.md): the parameters
 * it arrived with, the arm the service assigned and the computed values. Conditions and piping
 * read them like answers.
 */
export function sessionVariablesOf(
  content: Pick<StudyContent, 'parameters' | 'conditions' | 'computed'>,
): string[] {
  return [
    ...(content.parameters ?? []).map((parameter) => parameter.variableCode),
    ...(content.conditions ? [content.conditions.variableCode] : []),
    ...(content.computed ?? []).map((item) => item.variableCode),
  ]
}
