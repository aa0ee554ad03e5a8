import type { ResponseRecord } from '../../src/api/types'
import type { Page, StudyServiceClient } from '../../src/server'
import { orderResponses, variableOrder } from './question-order'

/** One page of the responses dataset as the console shows it. */
export interface OrderedResponsesPage extends Page<ResponseRecord> {
  /** False when the study's content could not be read: the rows keep the service's order. */
  inQuestionOrder: boolean
}

/**
 * One page of a study's responses in question order (question-order.ts). The service orders a
 * session's answers by variable code, and its pages can end in the middle of a session, so the
 * console reads the whole dataset (as it reads the scores and sessions for the charts), orders
 * it, and pages the ordered rows itself: a cursor here is the offset of the page's first row.
 * Answers undefined for a cursor that does not fit (not a page start, or past the end).
 */
export async function orderedResponsesPage(
  service: StudyServiceClient,
  studyId: string,
  options: { limit: number; cursor?: string },
): Promise<OrderedResponsesPage | undefined> {
  const offset = options.cursor === undefined ? 0 : Number(options.cursor)
  if (!/^\d*$/.test(options.cursor ?? '') || offset % options.limit !== 0) return undefined
  const [rows, content] = await Promise.all([
    service.studies.results(studyId, { dataset: 'responses' }).toArray(),
    // A study whose content the service will not serve (an expired licence) still has results.
    service.studies.getContent(studyId).catch(() => undefined),
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
