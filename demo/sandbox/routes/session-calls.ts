import type { Hono } from 'hono'
import { requireKey } from '../auth'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { acceptResponses, completeSession, requireSessionOfAccount } from '../session-actions'

/**
 * POST /sessions/{id}/responses and POST /sessions/{id}/finish (OpenAPI submitResponses,
 * finishSession; docs/service.md#participant-calls). Both carry the session token in the body
 * (docs/service.md#authentication). Checks
 * run in this order: unknown session 404, body 415/413/400, missing token 422, wrong token 403,
 * closed session 409, then the answers themselves 422.
 */
export function registerSessionCallRoutes(app: Hono<SandboxEnv>, deps: SandboxDeps): void {
  const auth = requireKey(deps)

  app.post('/sessions/:id/responses', auth, async (c) => {
    const input = await readSessionCall(c.get('apiKey').accountId, c.req.param('id'), c.req.raw)
    return c.json(acceptResponses(deps, input), 201)
  })

  app.post('/sessions/:id/finish', auth, async (c) => {
    const input = await readSessionCall(c.get('apiKey').accountId, c.req.param('id'), c.req.raw)
    return c.json(completeSession(deps, input))
  })

  // An unknown session answers 404 before its body is read. The call is then checked again
  // after the body arrived: another call may have finished the session meanwhile. From there on
  // everything is synchronous, so no other request interleaves.
  async function readSessionCall(
    accountId: string,
    sessionId: string,
    request: Request,
  ): Promise<{ accountId: string; sessionId: string; body: unknown }> {
    requireSessionOfAccount(deps, accountId, sessionId)
    const body = await readJsonBody(request, deps.maxBodyBytes)
    return { accountId, sessionId, body }
  }
}
