import createClient, { type Client } from 'openapi-fetch'

/** What both API clients take: where the API is, the key, and optionally a fetch and headers. */
export interface KeyedClientOptions {
  /**
   * The service address including the version prefix, e.g.
   * `https://service.example/api/public/v1` or the sandbox's `http://127.0.0.1:4010/api/public/v1`.
   */
  baseUrl: string
  /**
   * The `sk_live_…` key. Server-side only: it must never reach a browser (docs/architecture.md).
   */
  apiKey: string
  /**
   * A fetch to send requests with, e.g. a sandbox's `app.fetch` in tests. @default globalThis.fetch
   */
  fetch?: (request: Request) => Promise<Response>
  /** Extra headers sent with every request, e.g. a `User-Agent`. */
  headers?: Record<string, string>
}

/**
 * An openapi-fetch client that sends the key as a Bearer token with every request, after
 * checking the options; `factory` names the public function in the error messages.
 */
export function createKeyedClient<Paths extends object>(
  factory: string,
  options: KeyedClientOptions,
): Client<Paths> {
  if (!options.apiKey) {
    throw new Error(
      `[study-runner] ${factory} needs an apiKey: the sk_live_… key, kept on the server`,
    )
  }
  if (!isAbsoluteUrl(options.baseUrl)) {
    throw new Error(
      `[study-runner] ${factory} needs an absolute baseUrl including /api/public/v1, not "${options.baseUrl}"`,
    )
  }
  return createClient<Paths>({
    baseUrl: options.baseUrl,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text)
    return true
  } catch {
    return false
  }
}
