import type { RouteHandler } from './console-context'
import { htmlResponse } from './console-responses'
import { renderEventsPage } from './render-events-page'

/** GET /console/events: the receiver's latest deliveries. */
export const showEvents: RouteHandler = (context) =>
  Promise.resolve(htmlResponse(renderEventsPage(context.deliveries())))
