import { consoleUrls, faviconPath, stylesheetPath } from './console-paths'
import { escapeHtml as e } from './escape-html'

/** The console's panels, in the navigation's order. */
export type ConsoleSection = 'studies' | 'licences' | 'events' | 'invites'

const sections: { id: ConsoleSection; label: string; href: string }[] = [
  { id: 'studies', label: 'Studies', href: consoleUrls.studies },
  // Labels are markup.
  { id: 'licences', label: 'Licences &amp; instruments', href: consoleUrls.licences },
  { id: 'events', label: 'Events', href: consoleUrls.events },
  { id: 'invites', label: 'Invites', href: consoleUrls.invites },
]

/** A notice at the top of a page: the result of the last action, or a problem. */
export interface Notice {
  kind: 'success' | 'error' | 'warning'
  /** Plain text; escaped here. */
  text: string
}

/** What every console page has. */
export interface LayoutModel {
  /** The page's `<h1>` and the start of its `<title>`. */
  title: string
  section: ConsoleSection
  /** Trusted markup between the navigation and the heading, e.g. breadcrumbs. */
  before?: string
  /** A line under the heading (plain text). */
  lede?: string
  /** Shown when its text is not empty. */
  notice?: Notice
  /** The page's content: trusted markup built by the page's renderer. */
  body: string
}

/**
 * The console's page shell: a skip link, the header with the product name and a "sandbox"
 * badge, the navigation (a sidebar on wide screens, a row on narrow ones), one `<main>` with one
 * `<h1>`, and a footer saying where the key is. No script.
 */
export function renderLayout(model: LayoutModel): string {
  const nav = sections
    .map(
      (section) =>
        `<li><a href="${section.href}"${section.id === model.section ? ' aria-current="page"' : ''}>${section.label}</a></li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(model.title)} · Researcher console · study-runner</title>
<link rel="stylesheet" href="${stylesheetPath}">
<link rel="icon" href="${faviconPath}" type="image/svg+xml">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="topbar">
<a class="brand" href="${consoleUrls.studies}"><span class="brand-mark" aria-hidden="true">sr</span> study-runner <span class="brand-sub">Researcher console</span></a>
<span class="badge badge-sandbox">Sandbox</span>
</header>
<div class="shell">
<nav class="sidenav" aria-label="Console"><ul>${nav}</ul></nav>
<main id="main" tabindex="-1">
${model.before ?? ''}
<h1>${e(model.title)}</h1>
${model.lede ? `<p class="lede">${e(model.lede)}</p>` : ''}
${model.notice?.text ? renderNotice(model.notice) : ''}
${model.body}
</main>
</div>
<footer class="footer"><p>The API key stays on this demo server: these pages post their forms here, and the server calls the Study Service.</p></footer>
</body>
</html>
`
}

function renderNotice(notice: Notice): string {
  // An error is announced at once; a success or warning politely.
  const role = notice.kind === 'error' ? 'alert' : 'status'
  return `<div class="notice notice-${notice.kind}" role="${role}"><p>${e(notice.text)}</p></div>`
}

/**
 * A link that opens in a new tab, saying so to everyone: a visible arrow, and to screen readers
 * "(opens in a new tab)" (WCAG 2.2 technique G201). No opener and no referrer reach the page
 * opened. `text` is plain text; `className` is trusted.
 */
export function newTabLink(href: string, text: string, className?: string): string {
  const classes = className ? ` class="${className}"` : ''
  return `<a${classes} href="${e(href)}" target="_blank" rel="noopener noreferrer">${e(text)}<span class="new-tab-mark" aria-hidden="true">↗</span><span class="visually-hidden"> (opens in a new tab)</span></a>`
}

/** A status badge; `tone` picks its colours. */
export function badge(text: string, tone: string): string {
  return `<span class="badge badge-${e(tone)}">${e(text)}</span>`
}

/** A timestamp as people read it (UTC, to the minute), with the exact value in `datetime`. */
export function timeHtml(iso: string | null | undefined): string {
  if (!iso) return '<span class="muted">—</span>'
  const shown = iso.slice(0, 16).replace('T', ' ')
  return `<time datetime="${e(iso)}">${e(shown)} UTC</time>`
}

/**
 * A table in a region that scrolls sideways on narrow screens (the page itself never does);
 * focusable so a keyboard can scroll it, named by the table's caption.
 */
export function scrollTable(id: string, caption: string, head: string, rows: string): string {
  return `<div class="table-scroll" role="region" aria-labelledby="${id}-caption" tabindex="0">
<table id="${id}">
<caption id="${id}-caption">${caption}</caption>
<thead>${head}</thead>
<tbody>
${rows}
</tbody>
</table>
</div>`
}
