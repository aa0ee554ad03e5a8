import type { ResultsDataset } from '../../src/api/types'
import { isStudyServiceError } from '../../src/server'
import type { RouteHandler } from './console-context'
import { htmlResponse, securityHeaders } from './console-responses'
import { failurePage } from './failure-page'
import type { Notice } from './render-layout'
import { renderResultsPage } from './render-results-page'
import { orderedResponsesPage } from './ordered-responses-page'
import { isDataset, resultsCsvStream, resultsPage } from './results-api'
import { completionPoints, scoreDistributions } from './results-charts'

/** Rows per page of a results table. */
export const resultsPageSize = 25

/**
 * GET /console/studies/:id/results?dataset=…&trail=…: the charts (scores per scale, sessions
 * per day, from every row of the scores and sessions datasets) and one page of a dataset. The
 * API pages by cursor; `trail` holds the cursors that led to this page, so "Previous page" is
 * the trail minus its last cursor. Responses are shown in question order, paged by the console
 * (ordered-responses-page.ts), its cursors row offsets.
 */
export const showResults: RouteHandler = async (context, _request, url, [studyId]) => {
  const asked = url.searchParams.get('dataset')
  const dataset: ResultsDataset = isDataset(asked) ? asked : 'responses'
  const trail = (url.searchParams.get('trail') ?? '').split('.').filter((cursor) => cursor !== '')
  try {
    const study = await context.service.studies.get(studyId!)
    // Whole datasets, read again once a session started, completed or was abandoned.
    const version = JSON.stringify(study.counts)
    const [scores, sessions] = await Promise.all([
      context.snapshots.rows(study.id, 'scores', version),
      context.snapshots.rows(study.id, 'sessions', version),
    ])
    let notice: Notice | undefined
    const pageFrom = async (cursor?: string) => {
      if (dataset === 'responses') {
        return orderedResponsesPage(context.snapshots, study.id, {
          limit: resultsPageSize,
          cursor,
          version,
        })
      }
      return resultsPage(context.service, study.id, { dataset, limit: resultsPageSize, cursor })
    }
    let page = await pageFrom(trail.at(-1)).catch((error: unknown) => {
      // A cursor from an old link or another dataset: the service refuses it (422).
      if (trail.length > 0 && isStudyServiceError(error) && error.status === 422) return undefined
      throw error
    })
    if (!page) {
      notice = {
        kind: 'warning',
        text: 'That page link no longer fits the data; here is the first page.',
      }
      trail.length = 0
      page = (await pageFrom())!
    }
    if ('inQuestionOrder' in page && !page.inQuestionOrder) {
      notice = {
        kind: 'warning',
        text: "The study's content could not be read, so the responses are in the service's order (by variable code within each session).",
      }
    }
    const html = renderResultsPage({
      study,
      dataset,
      rows: page.data,
      trail,
      nextCursor: page.nextCursor,
      pageSize: resultsPageSize,
      scoreCharts: scoreDistributions(study.instrumentIds, scores, context.instrumentScales()),
      completion: completionPoints(sessions),
      responsesInQuestionOrder: 'inQuestionOrder' in page ? page.inQuestionOrder : undefined,
      notice,
    })
    return htmlResponse(html)
  } catch (error) {
    return failurePage(error, 'studies')
  }
}

/**
 * GET /console/studies/:id/results.csv?dataset=…: the service's CSV of the whole dataset,
 * streamed through with its Content-Type and Content-Disposition (the file name it chose).
 */
export const downloadResultsCsv: RouteHandler = async (context, _request, url, [studyId]) => {
  const asked = url.searchParams.get('dataset')
  const dataset: ResultsDataset = isDataset(asked) ? asked : 'responses'
  try {
    const csv = await resultsCsvStream(context.service, studyId!, dataset)
    return new Response(csv.body, {
      status: 200,
      headers: {
        ...securityHeaders,
        'content-type': csv.contentType,
        'content-disposition': csv.disposition,
      },
    })
  } catch (error) {
    return failurePage(error, 'studies')
  }
}
