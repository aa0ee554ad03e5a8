import { questionTypeDefinitions, questionVariables } from '../api/question-types'
import type { ResponseItem } from '../api/types'
import { variableCodesOf, type StudyElement } from './content'
import type { StudyPage } from './pages'
import { buildResponseBatch, type Answer } from './response-batch'
import { validateAnswer, type ValidationMessageKey } from './validation'
import { ownValue } from './own-value'

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

// "Not answered yet" is no reason to hold an answer back; a malformed value is (a 422).
const incompleteKeys: ReadonlySet<ValidationMessageKey> = new Set([
  'validation.required',
  'validation.multiRequired',
  'validation.sliderRequired',
  // A consent declined (0) is an answer too.
  'validation.consentRequired',
])

/** Input of {@link pendingItemsOf}. */
export interface OutboxInput {
  answers: Readonly<Record<string, Answer>>
  /** The version (`changes`) of each answer the service acknowledged. */
  acknowledged: Readonly<Record<string, number>>
  /** The version of each answer that went out, acknowledged or not. */
  sent: Readonly<Record<string, number>>
  index: VariableIndex
}

/**
 * The outbox (docs/architecture.md#the-widgets-promises): every answer whose current version the
 * service has not acknowledged, as response items in presentation order — except what must not go
 * yet: a value the service would refuse (a number out of range, a text too long: the participant is
 * still typing), a variable the content does not know, and a clearing of an answer the service
 * never saw (nothing to clear).
 */
export function pendingItemsOf(input: OutboxInput): ResponseItem[] {
  const { answers, index } = input
  const codes = Object.keys(answers)
    .filter((variableCode) => {
      const answer = ownValue(answers, variableCode)
      const element = index.elementOf.get(variableCode)
      if (!answer || !(element || index.sessionVariables.has(variableCode))) return false
      if (isCleared(answer) && !Object.hasOwn(input.sent, variableCode)) return false
      if (!element) return true
      const problem = validateAnswer(element, answer)
      return problem === null || incompleteKeys.has(problem.key) || isMultiOption(element)
    })
    .sort((a, b) => (index.order.get(a) ?? 0) - (index.order.get(b) ?? 0))
  return buildResponseBatch({
    answers,
    variableCodes: codes,
    acknowledged: input.acknowledged,
    displayOrderOf: index.displayOrderOf,
  })
}

/**
 * The answers the service has not acknowledged in their current version and that say something
 * (not cleared): what a fresh start carries over when the stored session is lost.
 */
export function unacknowledgedAnswersOf(
  answers: Readonly<Record<string, Answer>>,
  acknowledged: Readonly<Record<string, number>>,
): Record<string, Answer> {
  return Object.fromEntries(
    Object.entries(answers).filter(
      ([variableCode, answer]) =>
        ownValue(acknowledged, variableCode) !== answer.changes && !isCleared(answer),
    ),
  )
}

function isCleared(answer: Answer): boolean {
  return answer.valueNum === null && answer.valueText == null
}

// A question answering per option (multi: 1/0 each); its own check is about the whole selection.
function isMultiOption(element: StudyElement): boolean {
  return (
    element.kind === 'question' && questionTypeDefinitions[element.question.type].answersSeveral
  )
}
