import type { Client } from 'openapi-fetch'
import type { Instrument, License, LicenseCreateRequest, LicenseStatus, paths } from '../api/types'
import { paginate, type Page, type Paginated } from './study-service-pagination'
import { expectData } from './study-service-request'

/** The public instrument catalogue (never item wording). */
export interface InstrumentCalls {
  list(options?: { limit?: number }): Paginated<Instrument>
  listPage(options?: { limit?: number; cursor?: string }): Promise<Page<Instrument>>
}

/** The caller's own licences. */
export interface LicenseCalls {
  list(options?: { limit?: number; status?: LicenseStatus }): Paginated<License>
  listPage(options?: {
    limit?: number
    status?: LicenseStatus
    cursor?: string
  }): Promise<Page<License>>
  /** Requests a licence for an instrument; it starts `requested`. */
  request(body: LicenseCreateRequest): Promise<License>
}

/** The catalogue and licence calls over an openapi-fetch client. */
export function createCatalogueCalls(raw: Client<paths>): {
  instruments: InstrumentCalls
  licenses: LicenseCalls
} {
  const instrumentPage: InstrumentCalls['listPage'] = async (query = {}) =>
    (await expectData(raw.GET('/instruments', { params: { query } }))).data
  const licensePage: LicenseCalls['listPage'] = async (query = {}) =>
    (await expectData(raw.GET('/licenses', { params: { query } }))).data
  return {
    instruments: {
      list: ({ limit } = {}) => paginate((cursor) => instrumentPage({ limit, cursor })),
      listPage: instrumentPage,
    },
    licenses: {
      list: ({ limit, status } = {}) =>
        paginate((cursor) => licensePage({ limit, status, cursor })),
      listPage: licensePage,
      request: async (body) => (await expectData(raw.POST('/licenses', { body }))).data,
    },
  }
}
