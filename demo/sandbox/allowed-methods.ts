import type { Hono } from 'hono'
import { SandboxError } from './errors'
import type { SandboxEnv } from './sandbox-env'

/** The methods a path answers, for a 405: the `Allow` header and the same list in words. */
export interface AllowedMethods {
  /** `GET, HEAD, POST` (RFC 9110 §10.2.1). */
  allow: string
  /** `GET, HEAD or POST`, for the message. */
  listed: string
}

/**
 * The one place a 405's method list is made, for the sandbox, its link API and the console: GET
 * implies HEAD (Hono and the console answer HEAD with the GET handler), duplicates go.
 */
export function allowedMethods(methods: readonly string[]): AllowedMethods {
  const all = [
    ...new Set(methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]))),
  ]
  const listed = all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : (all[0] ?? '')
  return { allow: all.join(', '), listed }
}

/**
 * Answers 405 with `Allow` for a known path asked with another method (docs/architecture.md, RFC
 * 9110 §15.5.6). Register it after the path's real handlers: Hono runs the first that answers. The
 * error is the surface's own: the Study Service's shape by default, the link API's from its routes.
 */
export function answerOtherMethods(
  app: Hono<SandboxEnv>,
  path: string,
  methods: readonly string[],
  refuse: (allowed: AllowedMethods) => Error = ({ allow, listed }) =>
    new SandboxError('method_not_allowed', `Use ${listed} here.`, undefined, { Allow: allow }),
): void {
  const allowed = allowedMethods(methods)
  app.all(path, () => {
    throw refuse(allowed)
  })
}
