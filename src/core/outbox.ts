import type { questionTypeDefinitions } from '../api/question-types'
import type { ResponseItem } from '../api/types'
import type { ownValue } from './own-value'
import { buildResponseBatch, type Answer } from './response-batch'
import type { validateAnswer, ValidationMessageKey } from './validation'
import type { VariableIndex } from './variable-index'

/**
 * What the outbox uses of the rest of the core, handed in: it runs in the delivery chunk
 * (answer-delivery.ts), which imports nothing of the widget's entry.
 */
export interface OutboxPieces {
  validateAnswer: typeof validateAnswer
  questionTypeDefinitions: typeof questionTypeDefinitions
  ownValue: typeof ownValue
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
  pieces: OutboxPieces
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
  const { validateAnswer, ownValue, questionTypeDefinitions } = input.pieces
  const codes = Object.keys(answers)
    .filter((variableCode) => {
      const answer = ownValue(answers, variableCode)
      const element = index.elementOf.get(variableCode)
      if (!answer || !(element || index.sessionVariables.has(variableCode))) return false
      if (isCleared(answer) && !Object.hasOwn(input.sent, variableCode)) return false
      if (!element) return true
      const problem = validateAnswer(element, answer)
      const several =
        element.kind === 'question' && questionTypeDefinitions[element.question.type].answersSeveral
      return problem === null || incompleteKeys.has(problem.key) || several
    })
    .sort((a, b) => (index.order.get(a) ?? 0) - (index.order.get(b) ?? 0))
  return buildResponseBatch({
    answers,
    variableCodes: codes,
    acknowledged: input.acknowledged,
    displayOrderOf: index.displayOrderOf,
    ownValue,
  })
}

function isCleared(answer: Answer): boolean {
  return answer.valueNum === null && answer.valueText == null
}
