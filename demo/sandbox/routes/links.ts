import { refuseOtherMethods, type AllowedMethods } from '../allowed-methods'
import { Hono } from 'hono'
import type { LinkDeleted, LinkDetail, LinkList, LinkStatus } from '../../../src/api/link-types'
import {
  createLinkCreationLimit,
  creationLimitHeaders,
  type LinkCreationLimitOptions,
} from '../links/creation-limit'
import { requireLinkKey } from '../links/link-auth'
import { decodeLinkCursor, encodeLinkCursor, parseLinkLimit } from '../links/link-cursor'
import { badLinkInput, LinkError, linkErrorResponse } from '../links/link-error'
import {
  deleteLink,
  followShortCode,
  insertLink,
  listLinkRows,
  requireLink,
  toLink,
} from '../links/links-store'
import { readLinkBody, validateLinkCreate } from '../links/validate-link-create'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'

const statuses: readonly LinkStatus[] = ['active', 'deleted']

/** What the link routes need besides the sandbox's deps. */
export interface LinkRouteOptions {
  creationLimit?: LinkCreationLimitOptions
  /** Receives unexpected errors; the client only sees 500 `{ error }`. */
  onUnexpectedError: (error: unknown) => void
}

/**
 * The Link-Shortening API (docs/service.md#link-api) beside the Study Service under
 * `/api/public/v1`: `GET|POST /links`, `GET|DELETE /links/{id}`, and the short URL
 * `GET /s/{code}` (302, no key). Its errors are `{ error: "<message>" }`, so these routes live
 * in their own Hono app whose error handler is the one place they become responses.
 */
export function registerLinkRoutes(
  app: Hono<SandboxEnv>,
  deps: SandboxDeps,
  options: LinkRouteOptions,
): void {
  const { db, clock } = deps
  const links = new Hono<SandboxEnv>()
  const auth = requireLinkKey(db)
  const limit = createLinkCreationLimit(db, options.creationLimit)
  const originOf = (url: string) => new URL(url).origin

  links.get('/api/public/v1/links', auth, (c) => {
    const status = c.req.query('status')
    if (status !== undefined && !statuses.includes(status as LinkStatus)) {
      throw badLinkInput('status must be active or deleted.')
    }
    const pageSize = parseLinkLimit(c.req.query('limit'))
    const beforeSeq = decodeLinkCursor(c.req.query('cursor'))
    const rows = listLinkRows(db, c.get('apiKey').accountId, {
      status: status as LinkStatus | undefined,
      beforeSeq,
      limit: pageSize + 1,
    })
    const page = rows.slice(0, pageSize)
    const last = page.at(-1)
    const origin = originOf(c.req.url)
    const body: LinkList = {
      links: page.map((row) => toLink(row, origin)),
      next_cursor: rows.length > pageSize && last ? encodeLinkCursor(last.seq) : null,
    }
    return c.json(body)
  })

  links.post('/api/public/v1/links', auth, async (c) => {
    const apiKey = c.get('apiKey')
    // The limit is judged before the body is read, and again where the link is stored: the
    // body arrives asynchronously, the check and the insert below run without a gap.
    const early = limit.check(apiKey.id)
    if (!early.allowed) throw tooManyCreations(early)
    const input = validateLinkCreate(await readLinkBody(c.req.raw, deps.maxBodyBytes))
    const decision = limit.check(apiKey.id)
    if (!decision.allowed) throw tooManyCreations(decision)
    const row = insertLink(db, {
      ...input,
      accountId: apiKey.accountId,
      keyId: apiKey.id,
      nowIso: clock.nowIso(),
      wallMs: limit.wallNow(),
    })
    return c.json(toLink(row, originOf(c.req.url)), 201, {
      Location: `/api/public/v1/links/${row.id}`,
      ...creationLimitHeaders(decision),
    })
  })

  links.get('/api/public/v1/links/:id', auth, (c) => {
    const row = requireLink(db, c.get('apiKey').accountId, c.req.param('id'))
    const body: LinkDetail = { link: toLink(row, originOf(c.req.url)), clicks: row.clicks }
    return c.json(body)
  })

  links.delete('/api/public/v1/links/:id', auth, (c) => {
    deleteLink(db, c.get('apiKey').accountId, c.req.param('id'), clock.nowIso())
    const body: LinkDeleted = { ok: true }
    return c.json(body)
  })

  // The short URL (docs/service.md#link-api): no key; 302 so every visit comes back here and
  // counts; a HEAD (link previews, checkers) answers alike without counting a click.
  links.get('/s/:code', (c) => {
    const code = c.req.param('code')
    const destination = followShortCode(db, code, { countClick: c.req.method === 'GET' })
    if (destination === undefined) {
      throw new LinkError(404, `There is no active short link "${code}".`)
    }
    return c.body(null, 302, { Location: destination, 'Cache-Control': 'private, no-store' })
  })
  refuseOtherMethods(links, linkMethodRefusal)
  links.all('/s/*', () => {
    throw new LinkError(404, 'There is no short link at this path.')
  })

  links.onError((error) => {
    if (error instanceof LinkError) return linkErrorResponse(error)
    options.onUnexpectedError(error)
    return linkErrorResponse(new LinkError(500, 'The sandbox failed unexpectedly.'))
  })
  app.route('/', links)
}

function tooManyCreations(decision: { resetSeconds: number; limit: number }): LinkError {
  return new LinkError(
    429,
    `This key created ${decision.limit} links in the last hour; retry in ${decision.resetSeconds} s.`,
    {
      'Retry-After': String(decision.resetSeconds),
      ...creationLimitHeaders({ ...decision, allowed: false, remaining: 0 }),
    },
  )
}

/** The link API's own 405 shape, with `Allow`. */
function linkMethodRefusal({ allow, listed }: AllowedMethods): LinkError {
  return new LinkError(405, `Use ${listed} here.`, { Allow: allow })
}
