import type { Hono } from 'hono'
import type { InstrumentList, LicenseList, LicenseStatus } from '../../../src/api/types'
import { requireKey } from '../auth'
import { validationFailed } from '../errors'
import {
  instrumentExists,
  listInstrumentDefinitions,
  toInstrumentRecord,
} from '../instruments-store'
import { insertLicenseRequest, listLicenseRows, toLicenseRecord } from '../licenses-store'
import { fitsOne, readListPage } from '../paging'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { isRecord } from '../seed/shape-checks'
import type { ApiErrorDetail } from '../../../src/api/types'

const licenseStatuses: readonly LicenseStatus[] = ['requested', 'approved', 'rejected', 'expired']

/**
 * GET /instruments (the public catalogue), GET /licenses (the caller's own) and POST /licenses
 * (OpenAPI listInstruments, listLicenses, requestLicense; docs/service.md#participant-calls,
 * docs/service.md#researcher-side).
 */
export function registerCatalogueRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db, clock } = deps
  const auth = requireKey(deps)

  app.get('/instruments', auth, (c) => {
    const body: InstrumentList = readListPage((name) => c.req.query(name), {
      kind: 'instruments',
      fits: fitsOne('string'),
      rows: (after, limit) =>
        listInstrumentDefinitions(db, { afterId: after?.[0] as string | undefined, limit }),
      positionOf: (definition) => [definition.id],
      toItem: toInstrumentRecord,
    })
    return c.json(body)
  })

  app.get('/licenses', auth, (c) => {
    const status = c.req.query('status')
    if (status !== undefined && !licenseStatuses.includes(status as LicenseStatus)) {
      throw validationFailed([
        { field: 'status', message: 'must be requested, approved, rejected or expired' },
      ])
    }
    const body: LicenseList = readListPage((name) => c.req.query(name), {
      kind: 'licenses',
      fits: fitsOne('number'),
      rows: (after, limit) =>
        listLicenseRows(db, c.get('apiKey').accountId, {
          status: status as LicenseStatus | undefined,
          afterSeq: after?.[0] as number | undefined,
          limit,
        }),
      positionOf: (row) => [row.seq],
      toItem: toLicenseRecord,
    })
    return c.json(body)
  })

  app.post('/licenses', auth, async (c) => {
    const body = await readJsonBody(c.req.raw, deps.maxBodyBytes)
    if (!isRecord(body)) {
      throw validationFailed([
        { field: 'body', message: 'must be a JSON object { instrumentId, purpose }' },
      ])
    }
    const details: ApiErrorDetail[] = []
    const { instrumentId, purpose } = body
    if (typeof instrumentId !== 'string' || !instrumentExists(db, instrumentId)) {
      details.push({ field: 'instrumentId', message: 'must name an instrument of the catalogue' })
    }
    if (typeof purpose !== 'string' || purpose.trim() === '' || purpose.length > 2000) {
      details.push({ field: 'purpose', message: 'is required: at most 2000 characters' })
    }
    if (details.length > 0) throw validationFailed(details)
    const row = db.transaction(() => {
      const inserted = insertLicenseRequest(db, {
        accountId: c.get('apiKey').accountId,
        instrumentId: instrumentId as string,
        purpose: purpose as string,
        now: clock.nowIso(),
      })
      deps.emit('license.requested', {
        licenseId: inserted.id,
        instrumentId: inserted.instrument_id,
      })
      return inserted
    })()
    return c.json(toLicenseRecord(row), 201)
  })
}
