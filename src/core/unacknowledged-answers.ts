import type { ResponseQueuePieces } from './response-queue-pieces'
import type { Answer } from './response-batch'

/**
 * The answers the service has not acknowledged in their current version and that say something
 * (not cleared): what a fresh start carries over when the stored session is lost.
 */
export function unacknowledgedAnswersOf(
  answers: Readonly<Record<string, Answer>>,
  acknowledged: Readonly<Record<string, number>>,
  /** Handed in: this runs in the delivery chunk (session-runtime.ts). */
  { ownValue }: Pick<ResponseQueuePieces, 'ownValue'>,
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
