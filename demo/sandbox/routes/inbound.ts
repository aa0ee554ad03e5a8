import type { Hono } from 'hono'
import { errorResponse, SandboxError } from '../errors'
import { runInboundAction, type InboundOutcome } from '../inbound-actions'
import { createReceiptStore, findInboundEndpoint } from '../inbound-store'
import { isJsonMediaType, readSandboxBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { checkSignature, signatureToleranceSeconds } from '../webhook-signature'

/**
 * `POST /webhooks/in/{slug}` (docs/service.md#events; OpenAPI pushInbound). No key and no rate
 * limit: the signature is the credential, and it is checked before anything else is looked at —
 * only an unknown slug (404) and an oversized body (413) come first. Then a replay of the same
 * signed bytes answers the first response again; then media type (415), JSON (400) and the
 * action itself. Each answer after a valid signature is kept until its signature is stale.
 */
export function registerInboundRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const { db } = deps
  const receipts = createReceiptStore(db)

  app.post('/webhooks/in/:slug', async (c) => {
    const slug = c.req.param('slug')
    const endpoint = /^[A-Za-z0-9_-]{1,64}$/.test(slug) ? findInboundEndpoint(db, slug) : undefined
    if (!endpoint) throw new SandboxError('not_found', `There is no inbound URL "${slug}".`)
    const raw = Buffer.from(await readSandboxBody(c.req.raw, deps.maxBodyBytes))

    // Wall time, never the sandbox clock (docs/service.md#events).
    const nowSeconds = Math.floor(Date.now() / 1000)
    const signature = checkSignature(
      c.req.raw.headers.get('x-service-signature') ?? undefined,
      raw,
      endpoint.secret,
      nowSeconds,
    )
    if (!signature.ok) throw new SandboxError('invalid_signature', signature.message)

    // Receipts older than any signature that could still pass are of no more use.
    receipts.forgetBefore(nowSeconds - 2 * signatureToleranceSeconds)
    const earlier = receipts.find(slug, signature.digest)
    if (earlier) return answer(earlier.status, earlier.body)

    try {
      if (!isJsonMediaType(c.req.header('content-type') ?? null)) {
        throw new SandboxError('unsupported_media_type', 'Send the body as application/json.')
      }
      const push = parseJson(raw)
      // The action and its receipt commit together: a replay can never run it twice.
      return db.transaction(() => {
        const outcome: InboundOutcome = runInboundAction(deps, endpoint.account_id, push)
        const body = JSON.stringify(outcome.body)
        receipts.keep({
          slug,
          digest: signature.digest,
          signedAt: signature.t,
          status: outcome.status,
          body,
        })
        return answer(outcome.status, body)
      })()
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error
      const response = errorResponse(error)
      const body = await response.clone().text()
      receipts.keep({
        slug,
        digest: signature.digest,
        signedAt: signature.t,
        status: response.status,
        body,
      })
      return response
    }
  })
}

function answer(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown
  } catch {
    throw new SandboxError('bad_request', 'The body is not valid JSON.')
  }
}
