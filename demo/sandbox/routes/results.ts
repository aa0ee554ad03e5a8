import type { Hono } from 'hono'
import type { ResultsDataset, ResultsPage } from '../../../src/api/types'
import { requireKey } from '../auth'
import { toCsv } from '../csv'
import { validationFailed } from '../errors'
import { readListPage } from '../paging'
import { datasets, isPosition, readResults } from '../results-store'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { requireStudy } from '../studies-store'

/**
 * GET /studies/{id}/results (OpenAPI getStudyResults, docs/service.md#researcher-side): `dataset`
 * responses | scores | sessions | paradata (default responses), `format` json (paged by cursor) |
 * csv (RFC 4180, whole dataset, as an attachment). A cleared answer stays a row with a null value.
 */
export function registerResultRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db } = deps

  app.get('/studies/:id/results', requireKey(deps), (c) => {
    const study = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const dataset = (c.req.query('dataset') ?? 'responses') as ResultsDataset
    if (!Object.hasOwn(datasets, dataset)) {
      throw validationFailed([
        { field: 'dataset', message: 'must be responses, scores, sessions or paradata' },
      ])
    }
    const format = c.req.query('format') ?? 'json'
    if (format !== 'json' && format !== 'csv') {
      throw validationFailed([{ field: 'format', message: 'must be json or csv' }])
    }

    if (format === 'csv') {
      const rows = readResults(db, { studyId: study.id, dataset }).map(({ row }) => row)
      return c.body(toCsv(datasets[dataset].columns, rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${study.id}-${dataset}.csv"`,
      })
    }

    const { data, nextCursor } = readListPage((name) => c.req.query(name), {
      kind: `results:${dataset}`,
      fits: (position) => isPosition(dataset, position),
      rows: (after, limit) => readResults(db, { studyId: study.id, dataset, after, limit }),
      positionOf: (result) => result.position,
      toItem: (result) => result.row,
    })
    // The OpenAPI document describes the records of responses and scores; sessions and
    // paradata rows follow docs/service.md#researcher-side with the same member names as their CSV
    // columns.
    const body: ResultsPage = { dataset, data: data as ResultsPage['data'], nextCursor }
    return c.json(body)
  })
}
