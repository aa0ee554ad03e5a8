import type { Context, MiddlewareHandler } from 'hono'
import { SandboxError, validationFailed } from '../errors'
import { isLoopbackRequest } from '../loopback'
import { readJsonBody } from '../request-body'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { isRecord } from '../seed/shape-checks'

/** The `/_sandbox` controls answer on loopback only (docs/sandbox.md). */
export function loopbackOnly(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const remoteAddress = c.env?.incoming?.socket?.remoteAddress
    if (!isLoopbackRequest({ remoteAddress }, deps.unknownRemoteIsLoopback)) {
      throw new SandboxError('insufficient_scope', 'Sandbox controls answer on loopback only.')
    }
    await next()
  }
}

/** A control's optional JSON body: absent is `{}`, anything but an object 422. */
export async function objectBody(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
): Promise<Record<string, unknown>> {
  const body = (await readJsonBody(c.req.raw, deps.maxBodyBytes)) ?? {}
  if (!isRecord(body)) throw validationFailed([{ field: 'body', message: 'must be a JSON object' }])
  return body
}

/** The `account` a control acts for: the body's, else the default account. */
export function accountOf(body: Record<string, unknown>, defaultAccountId: string): string {
  const account = body.account ?? defaultAccountId
  if (typeof account !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(account)) {
    throw validationFailed([
      { field: 'account', message: 'must be an account id (letters, digits, _ or -)' },
    ])
  }
  return account
}
