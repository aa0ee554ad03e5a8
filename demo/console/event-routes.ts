import type { RouteHandler } from './console-context'
import { htmlResponse } from './console-responses'
import { renderEventsPage } from './render-events-page'

/**
 * GET /console/events: the receiver's latest deliveries, each named by its study. The titles
 * come from the Study Service; when it cannot answer, the page still lists the events, with
 * the study ids alone.
 */
export const showEvents: RouteHandler = async (context) => {
  const studies = await context.service.studies
    .list()
    .toArray()
    .catch(() => [])
  const titles = new Map(studies.map((study) => [study.id, study.title]))
  return htmlResponse(renderEventsPage(context.deliveries(), titles))
}
