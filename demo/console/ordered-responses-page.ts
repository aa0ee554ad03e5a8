import type { ResponseRecord } from '../../src/api/types'
import type { Page } from '../../src/server'
import { answerInWords } from './answer-in-words'
import type { DatasetSnapshots } from './dataset-snapshots'
import { orderResponses, variableOrder } from './question-order'

/** A row of the responses dataset with the answer in words, when the content could be read. */
export type ResponseRow = ResponseRecord & { answer?: string | null }

/** One page of the responses dataset as the console shows it. */
export interface OrderedResponsesPage extends Page<ResponseRow> {
  /**
   * False when the study's content could not be read: the rows keep the service's order and
   * carry no `answer`.
   */
  inQuestionOrder: boolean
}

/**
 * One page of a study's responses in question order (question-order.ts). The service orders a
 * session's answers by variable code, and its pages can end in the middle of a session, so the
 * console reads the whole dataset (as it reads the scores and sessions for the charts; a snapshot
 * kept for a few seconds, dataset-snapshots.ts), orders it, and pages the ordered rows itself: a
 * cursor here is the offset of the page's first row. Each row gains its `answer` in words
 * (answer-in-words.ts), read from the same content.
 * Answers undefined for a cursor that does not fit (not a page start, or past the end).
 */
export async function orderedResponsesPage(
  snapshots: DatasetSnapshots,
  studyId: string,
  options: { limit: number; cursor?: string; version: string },
): Promise<OrderedResponsesPage | undefined> {
  const offset = options.cursor === undefined ? 0 : Number(options.cursor)
  if (!/^\d*$/.test(options.cursor ?? '') || offset % options.limit !== 0) return undefined
  const [rows, content] = await Promise.all([
    snapshots.rows(studyId, 'responses', options.version),
    // A study whose content the service will not serve (an expired licence) still has results.
    snapshots.content(studyId),
  ])
  if (offset > 0 && offset >= rows.length) return undefined
  const ordered = content ? orderResponses(rows, variableOrder(content)) : rows
  const end = offset + options.limit
  const inWords = content ? answerInWords(content) : undefined
  const data = ordered.slice(offset, end)
  return {
    data: inWords ? data.map((row) => ({ ...row, answer: inWords(row) })) : data,
    nextCursor: end < ordered.length ? String(end) : null,
    inQuestionOrder: content !== undefined,
  }
}
