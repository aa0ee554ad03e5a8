import { faviconPath, stylesheetPath } from './console-paths'

/**
 * Headers on every console answer: nothing cached (pages show data fetched with the key), no
 * referrer leaves (short links and participant pages are opened from here), no framing, and a
 * CSP without any script: the console is plain HTML forms and one stylesheet. Inline SVG (charts,
 * QR codes) is part of the document and needs nothing more.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}

/** A console page. */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...securityHeaders },
  })
}

/** Post/redirect/get: after a form post, a reload shows the page instead of posting again. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...securityHeaders } })
}

/**
 * A small page with one message (401, 403, 404, …), styled by the console's stylesheet.
 * `messageHtml` is trusted markup written in this code, never data.
 */
export function messagePage(
  status: number,
  title: string,
  messageHtml: string,
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Researcher console</title>
<link rel="stylesheet" href="${stylesheetPath}">
<link rel="icon" href="${faviconPath}" type="image/svg+xml">
</head>
<body class="message-body">
<main class="message-card">
<p class="brand-line">study-runner · Researcher console</p>
<h1>${title}</h1>
<p>${messageHtml}</p>
</main>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...securityHeaders, ...headers },
  })
}
