import type { Client } from 'openapi-fetch'
import type {
  Link,
  LinkCreateRequest,
  LinkDetail,
  LinkList,
  LinkStatus,
  linkPaths,
} from '../api/link-types'
import { LinkApiError, linkApiErrorFrom } from './link-api-error'
import { paginate, type Paginated } from './study-service-pagination'
import { createKeyedClient, type KeyedClientOptions } from './create-keyed-client'

/** Options of {@link createLinkClient}. */
export type LinkClientOptions = KeyedClientOptions

/**
 * Options of a link list: `limit` 1..100 per page, `status` to keep one kind. @default limit 100
 */
export interface LinkListOptions {
  limit?: number
  /** Only `active` or only `deleted` links. @default both */
  status?: LinkStatus
}

/** A typed client for every endpoint of the Link-Shortening API (docs/service.md#link-api). */
export interface LinkClient {
  /** Creates a short link; `alias` becomes its code (409 when taken). 100 an hour per key. */
  create(body: LinkCreateRequest): Promise<Link>
  /** One link and its click count; a deleted link stays readable with status `deleted`. */
  get(linkId: string): Promise<LinkDetail>
  /** Deletes a link: its short URL stops redirecting and its code is never reused. */
  delete(linkId: string): Promise<{ ok: true }>
  /** The caller's links, newest first, page after page as you iterate. */
  list(options?: LinkListOptions): Paginated<Link>
  /** One page of links: `{ links, next_cursor }` as the API answers it. */
  listPage(options?: LinkListOptions & { cursor?: string }): Promise<LinkList>
  /** The underlying openapi-fetch client, for what the methods above do not cover. */
  raw: Client<linkPaths>
}

/**
 * Creates a Link-Shortening API client over fetch (Node ≥ 20 and edge runtimes alike). It takes
 * the same kind of key as the Study Service client, but the link API has its own error shape,
 * so every method resolves the typed body or throws a {@link LinkApiError}.
 *
 * @example
 * const links = createLinkClient({ baseUrl: process.env.LINK_API_URL!, apiKey:
 * process.env.LINK_API_KEY! })
 * const link = await links.create({ destination_url: 'https://example.org/?study=s1', alias:
 * 'spring-s1' })
 * console.log(link.short_url, (await links.get(link.id)).clicks)
 * for await (const each of links.list({ status: 'active' })) console.log(each.short_url)
 */
export function createLinkClient(options: LinkClientOptions): LinkClient {
  const raw = createKeyedClient<linkPaths>('createLinkClient', options)
  const listPage: LinkClient['listPage'] = (query = {}) =>
    expectLinkData(raw.GET('/links', { params: { query } }))
  const path = (id: string) => ({ params: { path: { id } } })
  return {
    create: (body) => expectLinkData(raw.POST('/links', { body })),
    get: (linkId) => expectLinkData(raw.GET('/links/{id}', path(linkId))),
    delete: (linkId) => expectLinkData(raw.DELETE('/links/{id}', path(linkId))),
    list: ({ limit, status } = {}) =>
      paginate(async (cursor) => {
        const page = await listPage({ limit, status, cursor })
        return { data: page.links, nextCursor: page.next_cursor }
      }),
    listPage,
    raw,
  }
}

/** What an openapi-fetch call resolves to. */
interface FetchResult<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws a {@link LinkApiError}: for a
 * non-2xx answer with the service's message, for no answer at all with status 0.
 */
async function expectLinkData<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  let result: FetchResult<Data>
  try {
    result = await call
  } catch (cause) {
    throw new LinkApiError({
      status: 0,
      message: `The link API could not be reached: ${(cause as Error)?.message ?? String(cause)}`,
      cause,
    })
  }
  if (!result.response.ok) throw linkApiErrorFrom(result.response, result.error)
  return result.data as Data
}
