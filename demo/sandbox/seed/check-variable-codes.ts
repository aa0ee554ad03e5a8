import { optionVariableCode, questionVariables } from '../../../src/api/question-types'
import type { InstrumentItem } from '../../../src/api/types'
import type { QuestionDefinition, StudyDefinition } from './seed-types'
import type { Problems } from './shape-checks'

/** The members of a study's content that name variables. */
export type VariableSources = Pick<
  StudyDefinition['content'],
  'questions' | 'parameters' | 'computed' | 'conditions'
>

/**
 * Every variable a study stores must have a code of its own, or two answers would overwrite
 * each other in the results: a question's own variable, each option of a `multi` or `ranking`
 * (`${variableCode}_${value}`), each row of a `matrix`, each "other, please specify" text, each
 * instrument item presented, each parameter and computed value, and the condition
 * (docs/content-format.md). A code used twice is reported at both places, as JSON paths.
 *
 * @returns every variable code of the study, which piping may name (check-placeholders.ts)
 */
export function checkVariableCodes(
  content: VariableSources,
  items: readonly InstrumentItem[],
  problems: Problems,
): Set<string> {
  const { questions } = content
  const firstPlace = new Map<string, string>()
  const place = (code: string, path: string) => {
    const earlier = firstPlace.get(code)
    if (earlier === undefined) firstPlace.set(code, path)
    else {
      problems.push(
        `${path}: variableCode "${code}" is used twice, first at ${earlier}; give each variable a code of its own`,
      )
    }
  }
  questions.forEach((question, index) => {
    const at = `content.questions[${index}]`
    const members = membersOf(question, at)
    for (const { variableCode } of questionVariables(question)) {
      // The first member not yet counted that gives this code: a code a question gives twice
      // names both members.
      const member = members.findIndex((each) => each.code === variableCode)
      place(variableCode, member >= 0 ? members.splice(member, 1)[0]!.path : at)
    }
  })
  for (const item of items) {
    place(item.variableCode, `item "${item.id}" of instrument "${item.instrumentId}"`)
  }
  content.parameters?.forEach((parameter, index) =>
    place(parameter.variableCode, `content.parameters[${index}].variableCode`),
  )
  content.computed?.forEach((computed, index) =>
    place(computed.variableCode, `content.computed[${index}].variableCode`),
  )
  if (content.conditions) {
    place(content.conditions.variableCode, 'content.conditions.variableCode')
  }
  return new Set(firstPlace.keys())
}

/** Every member of a question that can give a variable code, with its JSON path. */
function membersOf(question: QuestionDefinition, at: string): { code: string; path: string }[] {
  const options = question.options ?? []
  return [
    { code: question.variableCode, path: `${at}.variableCode` },
    ...options.flatMap((option, index) =>
      option.other
        ? [{ code: option.other.variableCode, path: `${at}.options[${index}].other.variableCode` }]
        : [],
    ),
    ...(question.rows ?? []).map((row, index) => ({
      code: row.variableCode,
      path: `${at}.rows[${index}].variableCode`,
    })),
    ...options.map((option, index) => {
      const code = optionVariableCode(question.variableCode, option.value)
      return { code, path: `${at}.options[${index}] (answered as "${code}")` }
    }),
  ]
}
