import type { ApiErrorDetail } from '../../src/api/types'
import type { VariableRule } from './answer-rules'
import type { ValidAnswer } from './validate-responses'

/**
 * Two options of one `ranking` question given the same rank within a batch: each such item is
 * named, with the items it clashes with (422, validate-responses.ts). Of several items for one
 * variable, the one that would be stored counts (the latest `answeredAt`, on a tie the later
 * item). A clash with a rank stored by an earlier batch is not refused: a participant may still
 * be reordering, and the next batch settles it (docs/sandbox.md#question-types).
 */
export function sharedRankProblems(
  answers: readonly (ValidAnswer | undefined)[],
  rules: ReadonlyMap<string, VariableRule>,
): ApiErrorDetail[] {
  const stored = new Map<string, { index: number; answer: ValidAnswer }>()
  answers.forEach((answer, index) => {
    if (!answer || rules.get(answer.variableCode)?.rankingQuestion === undefined) return
    const earlier = stored.get(answer.variableCode)
    if (!earlier || answer.answeredAt >= earlier.answer.answeredAt) {
      stored.set(answer.variableCode, { index, answer })
    }
  })
  const byRank = new Map<string, { index: number; answer: ValidAnswer }[]>()
  for (const entry of stored.values()) {
    if (entry.answer.valueNum === null) continue // unranked
    const question = rules.get(entry.answer.variableCode)!.rankingQuestion!
    const key = JSON.stringify([question, entry.answer.valueNum])
    byRank.set(key, [...(byRank.get(key) ?? []), entry])
  }
  const details: ApiErrorDetail[] = []
  for (const clash of byRank.values()) {
    if (clash.length < 2) continue
    for (const { index, answer } of clash.sort((a, b) => a.index - b.index)) {
      const others = clash
        .filter((other) => other.index !== index)
        .map((other) => `responses[${other.index}] (${other.answer.variableCode})`)
      details.push({
        field: `responses[${index}].valueNum`,
        message: `rank ${answer.valueNum} is also given to ${others.join(' and ')}: each option of a ranking question takes a rank of its own`,
      })
    }
  }
  return details
}
