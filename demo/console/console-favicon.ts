/**
 * The console's icon: the header's mark ("sr" on the primary blue, white letters) as a small
 * SVG, served from the console's own origin, as the CSP's `img-src 'self'` allows. Colours are
 * presentation attributes, not CSS, so the file needs no style of its own; white on #0969da
 * reads on light and dark tab bars alike.
 */
export const consoleFavicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<title>study-runner researcher console</title>
<rect width="32" height="32" rx="7" fill="#0969da"/>
<text x="16" y="21.5" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="15" font-weight="700" fill="#ffffff">sr</text>
</svg>
`
