import { questionTypeDefinitions, type QuestionTypeDefinition } from '../../src/api/question-types'
import type { ResponseRecord, StudyContent } from '../../src/api/types'

/**
 * Each variable of a study's content with its place in the study: modules in presentation
 * order, their elements in order, and each question's variables in the order its type lists them
 * (`src/api/question-types.ts`; docs/content-format.md): a `multi` or `ranking` question's
 * options, a `matrix`'s rows, then any "other, please specify" text, so it follows its question.
 * Questions and items no module shows follow, in the order the content lists them. The
 * condition and the parameters come first, computed values last. Randomised modules and
 * shuffled options count in their written order.
 */
export function variableOrder(content: StudyContent): Map<string, number> {
  const order = new Map<string, number>()
  const questions = new Map(content.questions.map((question) => [question.id, question]))
  const items = new Map(content.instrumentItems.map((item) => [item.id, item]))
  const place = (variableCode: string) => {
    if (!order.has(variableCode)) order.set(variableCode, order.size)
  }
  const placeElement = (elementId: string) => {
    const question = questions.get(elementId)
    if (question) {
      // An unknown type (content from a newer service) answers under its own code, if at all.
      const definition: QuestionTypeDefinition | undefined = questionTypeDefinitions[question.type]
      const variables = definition?.variables(question) ?? [{ variableCode: question.variableCode }]
      for (const { variableCode } of variables) place(variableCode)
      return
    }
    const item = items.get(elementId)
    if (item) place(item.variableCode)
  }
  // What a session holds before its first question: the arm, then the parameters it came with.
  if (content.conditions) place(content.conditions.variableCode)
  for (const parameter of content.parameters ?? []) place(parameter.variableCode)
  for (const module of content.modules) module.elements.forEach(placeElement)
  content.questions.forEach((question) => placeElement(question.id))
  content.instrumentItems.forEach((item) => placeElement(item.id))
  // Worked out from the answers, so after them.
  for (const computed of content.computed ?? []) place(computed.variableCode)
  return order
}

/**
 * The responses dataset in question order: sessions stay in the order the service gives them
 * (start order), and within a session the answers follow `order` (from {@link variableOrder});
 * a variable the content does not name comes last, by its code.
 */
export function orderResponses(
  rows: readonly ResponseRecord[],
  order: ReadonlyMap<string, number>,
): ResponseRecord[] {
  const sessionRank = new Map<string, number>()
  for (const row of rows) {
    if (!sessionRank.has(row.sessionId)) sessionRank.set(row.sessionId, sessionRank.size)
  }
  const place = (code: string) => order.get(code) ?? Number.POSITIVE_INFINITY
  return [...rows].sort(
    (a, b) =>
      sessionRank.get(a.sessionId)! - sessionRank.get(b.sessionId)! ||
      place(a.variableCode) - place(b.variableCode) ||
      (a.variableCode < b.variableCode ? -1 : a.variableCode > b.variableCode ? 1 : 0),
  )
}
