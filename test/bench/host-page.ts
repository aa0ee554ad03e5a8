/** Where serve-proxy.ts answers the rendering benchmark's host page. */
export const hostPagePath = '/bench.html'

/**
 * A plain host page as an integrator writes it: the production embed script (one module script)
 * and one `<study-runner>` on the proxy's origin. `persist="none"` so that no run resumes the
 * session of an earlier one. `?study=<id>` names the study; null for an id the API would refuse.
 */
export function hostPageHtml(query: URLSearchParams): string | null {
  const studyId = query.get('study') ?? ''
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(studyId)) return null
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>study-runner bench: ${studyId}</title>
    <script type="module" src="/embed/study-runner.js"></script>
  </head>
  <body>
    <study-runner study-id="${studyId}" proxy-url="/api/study" lang="en" persist="none"></study-runner>
  </body>
</html>
`
}
