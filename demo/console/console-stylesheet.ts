import { chartStyles } from './charts'

/**
 * The console's one stylesheet: system font, a header and a sidebar (a row of links below
 * 48rem), cards, zebra tables that scroll inside their own region, status badges, forms with
 * their errors, light and dark palettes. Text colours meet 4.5:1 and control borders 3:1 on
 * their backgrounds (WCAG 2.2 AA) in both palettes. The charts' own rules follow it.
 */
const consoleStyles = `
:root {
  color-scheme: light dark;
  --bg: #f6f8fa; --surface: #ffffff; --surface-2: #f6f8fa; --text: #1f2328; --muted: #59636e;
  --border: #d1d9e0; --control: #818b98; --primary: #0969da; --primary-hover: #0550ae;
  --on-primary: #ffffff; --focus: #0969da;
  --success-bg: #dafbe1; --success-text: #116329; --success-edge: #1a7f37;
  --warning-bg: #fff8c5; --warning-text: #7d4e00; --warning-edge: #9a6700;
  --danger-bg: #ffebe9; --danger-text: #a40e26; --danger-edge: #cf222e;
  --neutral-bg: #eaeef2; --neutral-text: #424a53;
  --closed-bg: #fbefff; --closed-text: #6e40c9;
  --sandbox-bg: #fff1e5; --sandbox-text: #953800;
  --radius: 0.5rem;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 100%; line-height: 1.5;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --surface: #151b23; --surface-2: #1d242d; --text: #e6edf3; --muted: #9198a1;
    --border: #3d444d; --control: #7d8590; --primary: #4493f8; --primary-hover: #79b8ff;
    --on-primary: #0d1117; --focus: #4493f8;
    --success-bg: #12301f; --success-text: #56d364; --success-edge: #3fb950;
    --warning-bg: #352a0c; --warning-text: #e3b341; --warning-edge: #d29922;
    --danger-bg: #3b1219; --danger-text: #ff7b72; --danger-edge: #f85149;
    --neutral-bg: #2a313c; --neutral-text: #d1d7e0;
    --closed-bg: #2e2146; --closed-text: #d2a8ff;
    --sandbox-bg: #3d2313; --sandbox-text: #ffa657;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); overflow-wrap: anywhere; }
a { color: var(--primary); }
a:hover { color: var(--primary-hover); }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace; font-size: 0.875em; }
h1 { font-size: 1.625rem; line-height: 1.25; margin: 0 0 0.25rem; }
h2 { font-size: 1.125rem; margin: 0 0 0.75rem; }
h3 { font-size: 1rem; margin: 0 0 0.5rem; }
.visually-hidden { position: absolute !important; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.skip-link { position: absolute; inset-inline-start: 0.5rem; inset-block-start: -3rem; padding: 0.5rem 0.75rem; background: var(--surface); border-radius: var(--radius); z-index: 10; }
.skip-link:focus { inset-block-start: 0.5rem; }
.muted, .hint { color: var(--muted); }
.hint { font-size: 0.875rem; margin: 0 0 0.5rem; }
.lede { color: var(--muted); margin: 0 0 1.5rem; max-inline-size: 60rem; }

.topbar { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; padding: 0.75rem 1.5rem; background: var(--surface); border-block-end: 1px solid var(--border); }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 600; color: var(--text); text-decoration: none; }
.brand-mark { display: inline-grid; place-items: center; inline-size: 1.75rem; block-size: 1.75rem; border-radius: 0.375rem; background: var(--primary); color: var(--on-primary); font-size: 0.8125rem; }
.brand-sub { color: var(--muted); font-weight: 400; }
.shell { display: grid; grid-template-columns: 14rem minmax(0, 1fr); min-block-size: calc(100vh - 7rem); }
.sidenav { padding: 1.25rem 0.75rem; border-inline-end: 1px solid var(--border); background: var(--surface); }
.sidenav ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.125rem; }
.sidenav a { display: block; padding: 0.5rem 0.75rem; border-radius: 0.375rem; color: var(--text); text-decoration: none; }
.sidenav a:hover { background: var(--surface-2); }
.sidenav a[aria-current="page"] { background: var(--neutral-bg); font-weight: 600; box-shadow: inset 3px 0 0 var(--primary); }
main { padding: 1.5rem 2rem 3rem; min-inline-size: 0; max-inline-size: 80rem; }
main:focus { outline: none; }
.footer { padding: 1rem 1.5rem; border-block-start: 1px solid var(--border); color: var(--muted); font-size: 0.875rem; background: var(--surface); }
.footer p { margin: 0; }
@media (max-width: 48rem) {
  .shell { grid-template-columns: minmax(0, 1fr); }
  .sidenav { border-inline-end: 0; border-block-end: 1px solid var(--border); padding: 0.5rem; }
  .sidenav ul { display: flex; flex-wrap: wrap; }
  .sidenav a[aria-current="page"] { box-shadow: inset 0 -3px 0 var(--primary); }
  main { padding: 1rem 1rem 2rem; }
  .topbar { padding: 0.75rem 1rem; }
}

.breadcrumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0 0 0.75rem; padding: 0; font-size: 0.875rem; }
.breadcrumbs li + li::before { content: "/"; margin-inline-end: 0.25rem; color: var(--muted); }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem; margin: 0 0 1.5rem; }
.card-success { border-inline-start: 4px solid var(--success-edge); }
section { margin-block-end: 1.5rem; }

.badge { display: inline-block; padding: 0.0625rem 0.5rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; line-height: 1.5; white-space: nowrap; background: var(--neutral-bg); color: var(--neutral-text); }
.badge-success { background: var(--success-bg); color: var(--success-text); }
.badge-warning { background: var(--warning-bg); color: var(--warning-text); }
.badge-danger { background: var(--danger-bg); color: var(--danger-text); }
.badge-closed { background: var(--closed-bg); color: var(--closed-text); }
.badge-sandbox { background: var(--sandbox-bg); color: var(--sandbox-text); text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.75rem; }

.notice { border: 1px solid var(--border); border-inline-start: 4px solid var(--primary); border-radius: var(--radius); padding: 0.75rem 1rem; margin: 0 0 1.5rem; background: var(--surface); }
.notice p { margin: 0; }
.notice p + p, .notice ul + p { margin-block-start: 0.5rem; }
.notice ul { margin: 0; padding-inline-start: 1.25rem; }
.notice-success { border-inline-start-color: var(--success-edge); background: var(--success-bg); color: var(--success-text); }
.notice-error { border-inline-start-color: var(--danger-edge); background: var(--danger-bg); color: var(--danger-text); }
.notice-warning { border-inline-start-color: var(--warning-edge); background: var(--warning-bg); color: var(--warning-text); }
.notice-warning h2 { font-size: 1rem; }

.table-scroll { position: relative; overflow-x: auto; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); margin-block-end: 1rem; }
table { border-collapse: collapse; inline-size: 100%; font-size: 0.9375rem; overflow-wrap: break-word; }
caption { caption-side: top; text-align: start; padding: 0.75rem 1rem; font-weight: 600; border-block-end: 1px solid var(--border); }
th, td { text-align: start; padding: 0.5rem 1rem; vertical-align: top; border-block-end: 1px solid var(--border); }
thead th { background: var(--surface-2); font-size: 0.8125rem; color: var(--muted); font-weight: 600; white-space: nowrap; }
tbody th { font-weight: 600; }
tbody tr:nth-child(even) > * { background: var(--surface-2); }
tbody tr:last-child > * { border-block-end: 0; }
.num { text-align: end; font-variant-numeric: tabular-nums; }
td.empty { text-align: center; color: var(--muted); padding: 1.5rem; }
code.id { color: var(--muted); font-size: 0.8125rem; }
td pre { margin: 0.5rem 0 0; padding: 0.75rem; background: var(--bg); border: 1px solid var(--border); border-radius: 0.375rem; max-inline-size: 40rem; overflow-x: auto; white-space: pre-wrap; }
td details summary { cursor: pointer; color: var(--primary); }
td.qr svg, .qr svg { background: #ffffff; display: block; border-radius: 0.25rem; }
.verdict { font-weight: 600; white-space: nowrap; }
.verdict-ok { color: var(--success-text); }
.verdict-bad { color: var(--danger-text); }

.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; margin: 0 0 1rem; }
.stat { padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface-2); }
.stat dt { font-size: 0.8125rem; color: var(--muted); }
.stat dd { margin: 0.25rem 0 0; font-size: 1.375rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.5rem 1.5rem; margin: 0 0 1rem; }
.facts dt { font-size: 0.8125rem; color: var(--muted); }
.facts dd { margin: 0; }

.form { display: grid; gap: 1rem; max-inline-size: 40rem; }
.field { display: grid; gap: 0.25rem; }
.field label { font-weight: 600; }
.field .hint { margin: 0; }
.field-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem; }
input, select, textarea { font: inherit; color: var(--text); background: var(--surface); border: 1px solid var(--control); border-radius: 0.375rem; padding: 0.4375rem 0.625rem; inline-size: 100%; max-inline-size: 100%; }
textarea { resize: vertical; }
.field-invalid input, .field-invalid select, .field-invalid textarea { border: 2px solid var(--danger-edge); }
.field-error { margin: 0; color: var(--danger-text); font-weight: 600; font-size: 0.9375rem; }
.fieldset { border: 1px solid var(--border); border-radius: var(--radius); padding: 0.75rem 1rem 1rem; margin: 0; min-inline-size: 0; }
.fieldset legend { font-weight: 600; padding: 0 0.25rem; }
.error-summary { border: 2px solid var(--danger-edge); border-radius: var(--radius); padding: 0.75rem 1rem; background: var(--danger-bg); color: var(--danger-text); }
.error-summary ul { margin: 0; padding-inline-start: 1.25rem; }
.error-summary a { color: var(--danger-text); font-weight: 600; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }

.button { display: inline-flex; align-items: center; justify-content: center; min-block-size: 2.25rem; padding: 0.375rem 0.875rem; border: 1px solid var(--control); border-radius: 0.375rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; font-size: 0.9375rem; text-decoration: none; cursor: pointer; }
.button:hover { background: var(--surface-2); color: var(--text); }
.button-primary { background: var(--primary); border-color: var(--primary); color: var(--on-primary); }
.button-primary:hover { background: var(--primary-hover); border-color: var(--primary-hover); color: var(--on-primary); }
.new-tab-mark { margin-inline-start: 0.3em; }
.button-small { min-block-size: 2rem; padding: 0.25rem 0.625rem; font-size: 0.875rem; }
.link-row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 0 0 1rem; }
.inline-form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 0 0 0.5rem; }
.inline-form .hint { margin: 0; }
.sandbox-controls { display: flex; flex-wrap: wrap; gap: 0.375rem; padding: 0.375rem; border: 1px dashed var(--sandbox-text); border-radius: 0.375rem; background: var(--sandbox-bg); }
.sandbox-controls form { margin: 0; }

.tabs ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0 0 1rem; padding: 0; border-block-end: 1px solid var(--border); }
.tabs a { display: block; padding: 0.5rem 0.875rem; color: var(--muted); text-decoration: none; border-block-end: 3px solid transparent; margin-block-end: -1px; font-weight: 600; }
.tabs a:hover { color: var(--text); }
.tabs a[aria-current="page"] { color: var(--text); border-block-end-color: var(--primary); }
.pager { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.download-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.chart-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr)); gap: 1rem; align-items: start; }
.chart-grid .sr-chart { margin: 0; }
.created-link { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.created-link p { margin: 0; }
.invite-tools { display: grid; gap: 0.75rem; min-inline-size: 0; flex: 1 1 16rem; }
.copy-field { display: grid; gap: 0.25rem; margin-block-start: 0.5rem; min-inline-size: 12rem; }
.copy-field label { font-size: 0.875rem; font-weight: 600; }
.copy-field input { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace; font-size: 0.875rem; }
td.qr .button { margin-block-start: 0.5rem; white-space: nowrap; }

.message-body { display: grid; place-items: center; min-block-size: 100vh; padding: 1rem; }
.message-card { max-inline-size: 32rem; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.5rem 2rem; }
.brand-line { color: var(--muted); font-size: 0.875rem; margin: 0 0 0.5rem; }
`

/** The stylesheet's text, served at `/console/assets/console.css`. */
export const consoleStylesheet = `${consoleStyles}\n${chartStyles}`
