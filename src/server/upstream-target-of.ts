import type { UpstreamTarget } from './call-upstream'
import { parseBaseUrl } from './parse-base-url'
import type { StudyProxyOptions } from './study-proxy-options'

/**
 * Where the proxy's upstream calls go, read from its options. A malformed `baseUrl` throws at
 * once. A missing (undefined or empty) `baseUrl` or `apiKey` does not: it is an environment
 * variable set where the server runs but not where it is built, and `next build` imports route
 * modules to read their settings. The returned function then throws on every call instead — a 500
 * the proxy reports to `onError` — naming what is missing.
 */
export function upstreamTargetOf(options: StudyProxyOptions): () => UpstreamTarget {
  const base = options.baseUrl ? parseBaseUrl(options.baseUrl) : undefined
  if (!base || !options.apiKey) {
    const unset = (['baseUrl', 'apiKey'] as const).filter((name) => !options[name])
    const missing = unset.map((name) => `\`${name}\``).join(' and ')
    return () => {
      throw new Error(
        `[study-runner] createStudyProxy has no ${missing} (undefined or empty: is its ` +
          'environment variable set where the server runs?), so every request answers 500 ' +
          'until it is.',
      )
    }
  }
  const target: UpstreamTarget = {
    base,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    maxAnswerBytes: options.maxUpstreamBytes ?? 4 * 1024 * 1024,
  }
  return () => target
}
