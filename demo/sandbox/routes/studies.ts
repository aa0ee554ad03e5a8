import type { Hono } from 'hono'
import type { StudyList, StudyStatus } from '../../../src/api/types'
import { requireKey } from '../auth'
import { createStudy } from '../create-study'
import { validationFailed } from '../errors'
import { assertLicensed } from '../licenses'
import { fitsOne, readListPage } from '../paging'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { contentOf, listStudyRows, requireStudy, toStudyRecord } from '../studies-store'
import { updateStudy } from '../update-study'
import { validateStudyCreate, validateStudyUpdate } from '../validate-study-edits'

const statuses: readonly StudyStatus[] = ['draft', 'live', 'closed']

/**
 * GET and POST /studies, GET and PATCH /studies/{id}, GET /studies/{id}/content (OpenAPI
 * listStudies, createStudy, getStudy, updateStudy, getStudyContent; docs/content-format.md,
 * docs/service.md#researcher-side).
 */
export function registerStudyRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db, clock } = deps
  const auth = requireKey(deps)

  app.get('/studies', auth, (c) => {
    const status = c.req.query('status')
    if (status !== undefined && !statuses.includes(status as StudyStatus)) {
      throw validationFailed([{ field: 'status', message: 'must be draft, live or closed' }])
    }
    const body: StudyList = readListPage((name) => c.req.query(name), {
      kind: 'studies',
      fits: fitsOne('string'),
      rows: (after, limit) =>
        listStudyRows(db, c.get('apiKey').accountId, {
          status: status as StudyStatus | undefined,
          afterId: after?.[0] as string | undefined,
          limit,
        }),
      positionOf: (row) => [row.id],
      toItem: (row) => toStudyRecord(db, row),
    })
    return c.json(body)
  })

  app.post('/studies', auth, async (c) => {
    const input = validateStudyCreate(await readJsonBody(c.req.raw, deps.maxBodyBytes))
    const row = createStudy(db, {
      ...input,
      accountId: c.get('apiKey').accountId,
      nowIso: clock.nowIso(),
    })
    return c.json(toStudyRecord(db, row), 201, {
      Location: `/api/public/v1/studies/${row.id}`,
    })
  })

  app.get('/studies/:id', auth, (c) => {
    const row = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    return c.json(toStudyRecord(db, row))
  })

  app.patch('/studies/:id', auth, async (c) => {
    const study = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const changes = validateStudyUpdate(await readJsonBody(c.req.raw, deps.maxBodyBytes))
    const row = updateStudy(db, { study, changes, nowIso: clock.nowIso(), emit: deps.emit })
    return c.json(toStudyRecord(db, row))
  })

  // Served whatever the status: hosts preview drafts (docs/service.md#participant-calls). ETag is
  // the revision, quoted as RFC 9110 §8.8.3 requires; If-None-Match is compared weakly (§13.1.2).
  app.get('/studies/:id/content', auth, (c) => {
    const row = requireStudy(db, c.get('apiKey').accountId, c.req.param('id'))
    const content = contentOf(row)
    assertLicensed(db, row, content, clock.nowIso())
    const etag = `"${row.revision}"`
    const headers = { ETag: etag, 'Cache-Control': 'no-cache' }
    if (matchesEtag(c.req.header('if-none-match'), row.revision)) {
      return c.body(null, 304, headers)
    }
    return c.json(content, 200, headers)
  })
}

/** If-None-Match holds `*` or the revision, quoted or not, weak or strong. */
export function matchesEtag(header: string | undefined, revision: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .some((tag) => tag === '*' || tag === revision)
}
