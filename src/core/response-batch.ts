import type { ResponseItem } from '../api/types'
import type { AnswerFields } from './answer-value'
import type { ownValue } from './own-value'

/**
 * An answer as the session keeps it until the service acknowledged it: `valueNum` (the chosen
 * option's value or the number; `null` clears), `valueText` for text questions, and the typed
 * `entry` of a number field (see {@link AnswerFields}), plus paradata.
 */
export interface Answer extends AnswerFields {
  /** When the answer was last given, ISO 8601. */
  answeredAt: string
  /** Milliseconds from showing the page to the latest answer (paradata). */
  rtMs: number
  /** How often the answer was changed after it was first given (paradata). */
  changes: number
}

/** Input of {@link buildResponseBatch}. */
export interface ResponseBatchInput {
  /** All answers of the session, by `variableCode`. */
  answers: Readonly<Record<string, Answer>>
  /** Which variables may go into this batch (e.g. the current page's). */
  variableCodes: Iterable<string>
  /** The `changes` count of each answer the service has acknowledged, by `variableCode`. */
  acknowledged: Readonly<Record<string, number>>
  /** The option order shown, sent as `displayOrder`, of the variables whose options shuffle. */
  displayOrderOf?: ReadonlyMap<string, number[]>
  /** Handed in: this runs in the delivery chunk (answer-delivery.ts). */
  ownValue: typeof ownValue
}

/**
 * The response items still to send for some variables: answered, and not acknowledged in their
 * current version. A text answer travels as `valueText` with `valueNum: null`, a clearing as
 * `valueNum: null` (and `valueText: null` for a text); the typed `entry` never leaves; a question
 * that shuffles its options adds the order shown (`displayOrder`). Kept apart
 * from the session store so that a durable response queue (with retries and size limits,
 * docs/architecture.md#the-request-budget, docs/architecture.md#the-widgets-promises) can replace
 * it.
 */
export function buildResponseBatch(input: ResponseBatchInput): ResponseItem[] {
  const items: ResponseItem[] = []
  for (const variableCode of new Set(input.variableCodes)) {
    const answer = input.ownValue(input.answers, variableCode)
    if (!answer || input.ownValue(input.acknowledged, variableCode) === answer.changes) continue
    const displayOrder = input.displayOrderOf?.get(variableCode)
    items.push({
      variableCode,
      valueNum: answer.valueNum,
      ...(answer.valueText !== undefined ? { valueText: answer.valueText } : {}),
      answeredAt: answer.answeredAt,
      rtMs: answer.rtMs,
      changes: answer.changes,
      ...(displayOrder ? { displayOrder } : {}),
    })
  }
  return items
}

/** Records a batch as acknowledged: each item's version (its `changes` count) is now stored. */
export function acknowledgeBatch(
  acknowledged: Readonly<Record<string, number>>,
  items: readonly ResponseItem[],
): Record<string, number> {
  const next = { ...acknowledged }
  for (const item of items) {
    // An own property, also for `__proto__` (which an assignment would take as the prototype).
    Object.defineProperty(next, item.variableCode, {
      value: item.changes ?? 0,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return next
}

/**
 * The most items the service takes in one batch (docs/service.md#participant-calls: more is a 422).
 */
export const maxBatchItems = 500

/**
 * The first batch of `items` whose request body `{ token, responses }` stays within `maxBytes` of
 * UTF-8 (docs/architecture.md#the-request-budget: 32 KB, so a `keepalive` request always fits) and
 * `maxBatchItems`; the rest goes in later requests. An item too big on its own still goes, alone.
 * @example takeBatch(items, 'tok', 32_000).length // how many items the next request carries
 */
export function takeBatch(
  items: readonly ResponseItem[],
  token: string,
  maxBytes: number,
): ResponseItem[] {
  const encoder = new TextEncoder()
  let bytes = encoder.encode(JSON.stringify({ token, responses: [] })).length
  const batch: ResponseItem[] = []
  for (const item of items) {
    // Each further item adds itself and a comma.
    const size = encoder.encode(JSON.stringify(item)).length + (batch.length > 0 ? 1 : 0)
    if (batch.length > 0 && (bytes + size > maxBytes || batch.length >= maxBatchItems)) break
    batch.push(item)
    bytes += size
  }
  return batch
}
