import { isLinkApiError, isStudyServiceError } from '../../src/server'
import { showError } from './api-errors'
import { consoleUrls } from './console-paths'
import { htmlResponse } from './console-responses'
import { renderLayout, type ConsoleSection } from './render-layout'

/**
 * A page that could not be shown: an unknown study (404), or the service failed or could not be
 * reached (502). It keeps the console's navigation, so the way back is one click.
 */
export function failurePage(error: unknown, section: ConsoleSection): Response {
  if ((isStudyServiceError(error) || isLinkApiError(error)) && error.status === 404) {
    return htmlResponse(
      renderLayout({
        title: 'Not found',
        section,
        notice: { kind: 'error', text: 'There is no such study in this account.' },
        body: `<p><a href="${consoleUrls.studies}">Back to the studies</a></p>`,
      }),
      404,
    )
  }
  const shown = showError(error)
  return htmlResponse(
    renderLayout({
      title: 'Something went wrong',
      section,
      notice: { kind: 'error', text: shown.message || 'The Study Service refused the request.' },
      body: '<p>Try again in a moment; the demo server logs the details.</p>',
    }),
    shown.status >= 400 && shown.status < 500 ? shown.status : 502,
  )
}
