import type { Hono } from 'hono'
import { SandboxError } from './errors'
import type { SandboxEnv } from './sandbox-env'

/**
 * Answers 405 with `Allow` for a known path asked with another method (DESIGN.md §1, RFC 9110
 * §15.5.6). Register it after the path's real handlers: Hono runs the first that answers.
 * GET implies HEAD, because Hono answers HEAD with the GET handler.
 */
export function answerOtherMethods(app: Hono<SandboxEnv>, path: string, methods: string[]): void {
  const allow = methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]))
  app.all(path, () => {
    throw new SandboxError('method_not_allowed', `Use ${allow.join(' or ')} here.`, undefined, {
      Allow: allow.join(', '),
    })
  })
}
