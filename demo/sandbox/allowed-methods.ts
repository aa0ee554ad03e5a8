import type { Env, Hono } from 'hono'
import { SandboxError } from './errors'

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

/** The Study Service's 405: `method_not_allowed` with `Allow`. */
const serviceRefusal = ({ allow, listed }: AllowedMethods): Error =>
  new SandboxError('method_not_allowed', `Use ${listed} here.`, undefined, { Allow: allow })

/**
 * Answers 405 with `Allow` for every path registered on `app` so far, when it is asked with a
 * method it has no handler for (RFC 9110 §15.5.6). The methods come from the app's own routes,
 * so a new route is covered without a line more. Call it once, after the routes and before any
 * catch-all: Hono runs the first handler that answers. The refusal is the surface's own: the
 * Study Service's error by default, the link API's from its routes (thrown, for the app's error
 * handler), or a whole answer (the console's page).
 */
export function refuseOtherMethods<E extends Env>(
  app: Hono<E>,
  refuse: (allowed: AllowedMethods) => Error | Response = serviceRefusal,
): void {
  const methodsByPath = new Map<string, string[]>()
  for (const route of app.routes) {
    // `use` middleware and catch-alls answer every method: they allow nothing in particular.
    if (route.method === 'ALL') continue
    const methods = methodsByPath.get(route.path) ?? []
    methodsByPath.set(route.path, [...methods, route.method])
  }
  for (const [path, methods] of methodsByPath) {
    const allowed = allowedMethods(methods)
    app.all(path, () => {
      const refusal = refuse(allowed)
      if (refusal instanceof Response) return refusal
      throw refusal
    })
  }
}
