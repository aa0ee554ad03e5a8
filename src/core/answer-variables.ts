import { questionVariables } from '../api/question-types'
import type { StudyContent } from '../api/types'
import type { AnswerVariable } from './answer-value'
import { sessionVariablesOf } from './session-variables'

/**
 * Every variable the content can answer, by `variableCode` (docs/content-format.md): one per
 * instrument item, and per question the variables its type defines (`questionVariables`) — one per
 * option of a `multi` question, none for `info`. A text rule takes text, a range a typed number, an
 * option a chosen value.
 */
export function answerVariablesOf(content: StudyContent): Map<string, AnswerVariable> {
  const variables = new Map<string, AnswerVariable>()
  for (const question of content.questions ?? []) {
    for (const { variableCode, rule } of questionVariables(question)) {
      const kind = rule.kind === 'range' ? 'number' : rule.kind
      variables.set(variableCode, { kind, elementCode: question.variableCode })
    }
  }
  for (const item of content.instrumentItems ?? []) {
    variables.set(item.variableCode, { kind: 'option', elementCode: item.variableCode })
  }
  for (const variableCode of sessionVariablesOf(content)) {
    variables.set(variableCode, { kind: 'text', elementCode: variableCode })
  }
  return variables
}
