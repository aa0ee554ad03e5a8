import type { ResponseRecord } from '../../src/api/types'
import type { Page } from '../../src/server'
import type { DatasetSnapshots } from './dataset-snapshots'
import { orderResponses, variableOrder } from './question-order'

/** One page of the responses dataset as the console shows it. */
export interface OrderedResponsesPage extends Page<ResponseRecord> {
  /** False when the study's content could not be read: the rows keep the service's order. */
  inQuestionOrder: boolean
}

/**
 * One page of a study's responses in question order (question-order.ts). The service orders a
 * session's answers by variable code, and its pages can end in the middle of a session, so the
 * console reads the whole dataset (as it reads the scores and sessions for the charts; a snapshot
 * kept for a few seconds, dataset-snapshots.ts), orders it, and pages the ordered rows itself: a
 * cursor here is the offset of the page's first row.
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
  return {
    data: ordered.slice(offset, end),
    nextCursor: end < ordered.length ? String(end) : null,
    inQuestionOrder: content !== undefined,
  }
}
