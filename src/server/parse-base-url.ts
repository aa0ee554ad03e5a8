/**
 * `new URL('studies', base)` drops the last segment unless base ends with '/'
 * (docs/architecture.md).
 */
export function parseBaseUrl(baseUrl: string): URL {
  let base: URL
  try {
    base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  } catch {
    throw new Error(
      `[study-runner] createStudyProxy needs \`baseUrl\` as an absolute URL, e.g. "https://service.example/api/public/v1"; got "${baseUrl}".`,
    )
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new Error('[study-runner] createStudyProxy `baseUrl` must be http(s).')
  }
  if (base.search || base.hash || base.username || base.password) {
    throw new Error(
      '[study-runner] createStudyProxy `baseUrl` takes no query, fragment or credentials.',
    )
  }
  return base
}
