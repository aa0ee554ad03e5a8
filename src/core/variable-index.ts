import { questionVariables } from '../api/question-types'
import { variableCodesOf, type StudyElement } from './content'
import type { StudyPage } from './pages'

/** Which element answers each variable, and the variables in presentation order. */
export interface VariableIndex {
  /** Every variable of the pages, in page order. */
  order: ReadonlyMap<string, number>
  elementOf: ReadonlyMap<string, StudyElement>
  /** The order its options were shown in, for the variables of questions that shuffle them. */
  displayOrderOf: ReadonlyMap<string, number[]>
  /**
   * Variables no element answers: the parameters the participant arrived with (sent, never
   * checked by a field) and the arm the service assigned (acknowledged from the start).
   */
  sessionVariables: ReadonlySet<string>
}

/** Indexes the variables of every page (hidden ones included), after the session's own. */
export function createVariableIndex(
  pages: readonly StudyPage[],
  sessionCodes: readonly string[] = [],
): VariableIndex {
  const order = new Map<string, number>(sessionCodes.map((code, index) => [code, index]))
  const elementOf = new Map<string, StudyElement>()
  const displayOrderOf = new Map<string, number[]>()
  for (const element of pages.flatMap((page) => page.elements)) {
    for (const variableCode of variableCodesOf(element)) {
      if (order.has(variableCode)) continue
      order.set(variableCode, order.size)
      elementOf.set(variableCode, element)
    }
    if (element.kind === 'question' && element.displayOrder) {
      for (const variable of questionVariables(element.question)) {
        if (variable.displayValues) displayOrderOf.set(variable.variableCode, element.displayOrder)
      }
    }
  }
  return { order, elementOf, displayOrderOf, sessionVariables: new Set(sessionCodes) }
}
