import createClient, { type Client } from 'openapi-fetch'
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

/** Options of {@link createLinkClient}. */
export interface LinkClientOptions {
  /**
   * The service address including the version prefix, e.g.
   * `https://links.example/api/public/v1` or the sandbox's `http://127.0.0.1:4010/api/public/v1`.
   */
  baseUrl: string
  /** The `sk_live_…` key. Server-side only: it must never reach a browser (DESIGN.md §1). */
  apiKey: string
  /** A fetch to send requests with, e.g. a sandbox's `app.fetch` in tests. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>
  /** Extra headers sent with every request, e.g. a `User-Agent`. */
  headers?: Record<string, string>
}

/** Options of a link list: `limit` 1..100 per page, `status` to keep one kind. @default limit 100 */
export interface LinkListOptions {
  limit?: number
  /** Only `active` or only `deleted` links. @default both */
  status?: LinkStatus
}

/** A typed client for every endpoint of the Link-Shortening API (link spec §4, DESIGN.md §8). */
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
 * const links = createLinkClient({ baseUrl: process.env.LINK_API_URL!, apiKey: process.env.LINK_API_KEY! })
 * const link = await links.create({ destination_url: 'https://example.org/?study=s1', alias: 'spring-s1' })
 * console.log(link.short_url, (await links.get(link.id)).clicks)
 * for await (const each of links.list({ status: 'active' })) console.log(each.short_url)
 */
export function createLinkClient(options: LinkClientOptions): LinkClient {
  if (!options.apiKey) {
    throw new Error(
      '[study-runner] createLinkClient needs an apiKey: the sk_live_… key, kept on the server',
    )
  }
  if (!isAbsoluteUrl(options.baseUrl)) {
    throw new Error(
      `[study-runner] createLinkClient needs an absolute baseUrl including /api/public/v1, not "${options.baseUrl}"`,
    )
  }
  const raw = createClient<linkPaths>({
    baseUrl: options.baseUrl,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
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

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text)
    return true
  } catch {
    return false
  }
}
