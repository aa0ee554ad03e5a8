import type { RouteHandler } from './console-context'
import { htmlResponse } from './console-responses'
import { failurePage } from './failure-page'
import { renderCloseStudyPage } from './render-close-study-page'

/**
 * GET /console/studies/:id/close: the confirmation step before closing. Only its form's post
 * (`confirm=yes`) closes the study; a close posted without it is sent here (study-routes.ts).
 */
export const confirmCloseStudy: RouteHandler = async (context, _request, _url, [studyId]) => {
  try {
    const study = await context.service.studies.get(studyId!)
    return htmlResponse(renderCloseStudyPage(study))
  } catch (error) {
    return failurePage(error, 'studies')
  }
}
