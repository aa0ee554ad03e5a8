import type { ResponseQueuePieces } from './response-queue-pieces'
/** The members of an answer that clearing touches. */
export interface ClearableAnswer {
  valueNum: number | null
  /** A text question's answer; absent for other types. */
  valueText?: string | null | undefined
  /** What was typed into a number field; never sent. */
  entry?: string | undefined
  answeredAt: string
  changes: number
}

/** Input of {@link clearHiddenAnswers}. */
export interface ClearHiddenAnswersInput<A extends ClearableAnswer> {
  /** All answers of the session, by `variableCode`. */
  answers: Readonly<Record<string, A>>
  /** The `changes` count of each answer the service acknowledged, by `variableCode`. */
  acknowledged: Readonly<Record<string, number>>
  /** The variables of the elements that are hidden now. */
  variableCodes: Iterable<string>
  /** When the answers are cleared, ISO 8601. */
  clearedAt: string
}

/**
 * Clears the answers of hidden elements (docs/content-format.md). An answer the service has never
 * seen is dropped; one it has (any version acknowledged) becomes `valueNum: null` in a new version,
 * so that the next batch sends the clearing and the service keeps a row with null. Returns the same
 * `answers` object when nothing changed, so a store can skip the update.
 */
export function clearHiddenAnswers<A extends ClearableAnswer>(
  input: ClearHiddenAnswersInput<A>,
  /** Handed in: this runs in the delivery chunk (session-runtime.ts). */
  { ownValue, setOwn }: Pick<ResponseQueuePieces, 'ownValue' | 'setOwn'>,
): { answers: Readonly<Record<string, A>>; cleared: string[] } {
  let answers: Record<string, A> | undefined
  const cleared: string[] = []
  for (const variableCode of new Set(input.variableCodes)) {
    const answer = ownValue(input.answers, variableCode)
    if (!answer || isCleared(answer)) continue
    answers ??= { ...input.answers }
    cleared.push(variableCode)
    if (!Object.hasOwn(input.acknowledged, variableCode)) {
      delete answers[variableCode]
      continue
    }
    const clearedAnswer: A = {
      ...answer,
      valueNum: null,
      answeredAt: input.clearedAt,
      changes: answer.changes + 1,
    }
    // A text answer is cleared as `valueText: null` too; what was typed into a field goes.
    if (clearedAnswer.valueText !== undefined) clearedAnswer.valueText = null
    delete clearedAnswer.entry
    setOwn(answers, variableCode, clearedAnswer)
  }
  return { answers: answers ?? input.answers, cleared }
}

function isCleared(answer: ClearableAnswer): boolean {
  return answer.valueNum === null && answer.valueText == null && answer.entry === undefined
}
