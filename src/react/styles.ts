/**
 * The frame's stylesheet: theme, defensive reset, screens, buttons and the shared base of fields.
 * Every selector is under `[data-study-runner]` (no global CSS,
 * docs/architecture.md#the-widgets-promises), only logical
 * properties are used (right-to-left works by itself), and hosts theme it through custom
 * properties, each with a light and a dark default:
 *
 * | property | light | dark |
 * | --- | --- | --- |
 * | `--sr-color-primary` | `#0969da` | `#4493f8` |
 * | `--sr-color-on-primary` | white or black, whichever contrasts more with the primary | same |
 * | `--sr-color-text` | `#1f2328` | `#e6edf3` |
 * | `--sr-color-muted` | `#59636e` | `#9198a1` |
 * | `--sr-color-background` | `#ffffff` | `#0d1117` |
 * | `--sr-color-surface` | `#f6f8fa` | `#151b23` |
 * | `--sr-color-border` | `#818b98` | `#656c76` |
 * | `--sr-color-error` | `#b3261e` | `#f85149` |
 * | `--sr-color-focus` | `#0969da` | `#4493f8` |
 *
 * and, the same in both schemes, `--sr-font-family` (`system-ui, sans-serif`), `--sr-font-size`
 * (`1rem`), `--sr-line-height` (`1.5`), `--sr-radius` (`0.375rem`), `--sr-spacing` (`1rem`),
 * `--sr-max-width` (`40rem`).
 *
 * Contrast of the defaults (WCAG 2.2 AA: text ≥ 4.5:1, UI components and focus ≥ 3:1):
 * light — text 15.8, muted 6.1, primary 5.2, error 6.5 on background (≥ 4.8 on surface),
 * on-primary on primary 5.2, border 3.5 and focus 5.2 against background;
 * dark — text 16.0, muted 6.5, primary 6.1, error 5.7 on background (≥ 5.1 on surface),
 * on-primary on primary 6.9, border 3.6 and focus 6.9 against background. The on-primary colour
 * is derived from whatever primary the host sets (below; watch-on-primary.ts where relative
 * colours are missing): at least 4.58:1.
 *
 * Which palette: each default is a `light-dark()` pair, chosen by the root's `color-scheme` —
 * `data-scheme="light"` or `"dark"` (the `colorScheme` option), else (`auto`) the host page's,
 * inherited: light where the page declares none, the system's where it declares `light dark`.
 *
 * How the theme resolves: the root reads the host's `--sr-*` values (set on the root, e.g. via
 * `className`, or on any ancestor) into private `--_sr-*` properties with the scheme's defaults,
 * and hands the resolved values back to its descendants under the public names — so every
 * stylesheet of the widget simply uses `var(--sr-color-primary)` and gets the host's value or the
 * right default for light or dark.
 */
export const studyRunnerStyles = `
[data-study-runner] {
  --_sr-color-primary: var(--sr-color-primary, light-dark(#0969da, #4493f8));
  --_sr-color-on-primary: var(--sr-color-on-primary, var(--_sr-derived-on-primary, light-dark(#ffffff, #000000)));
  --_sr-color-text: var(--sr-color-text, light-dark(#1f2328, #e6edf3));
  --_sr-color-muted: var(--sr-color-muted, light-dark(#59636e, #9198a1));
  --_sr-color-background: var(--sr-color-background, light-dark(#ffffff, #0d1117));
  --_sr-color-surface: var(--sr-color-surface, light-dark(#f6f8fa, #151b23));
  --_sr-color-border: var(--sr-color-border, light-dark(#818b98, #656c76));
  --_sr-color-error: var(--sr-color-error, light-dark(#b3261e, #f85149));
  --_sr-color-focus: var(--sr-color-focus, light-dark(#0969da, #4493f8));
  --_sr-font-family: var(--sr-font-family, system-ui, sans-serif);
  --_sr-font-size: var(--sr-font-size, 1rem);
  --_sr-line-height: var(--sr-line-height, 1.5);
  --_sr-radius: var(--sr-radius, 0.375rem);
  --_sr-spacing: var(--sr-spacing, 1rem);
  --_sr-max-width: var(--sr-max-width, 40rem);
}
/* The text on the primary, worked out by the browser from the primary in use (light-dark() resolved,
   the host's value applied): white (1 1 1 in linear sRGB) while the primary's WCAG luminance
   0.2126 r + 0.7152 g + 0.0722 b (linear sRGB channels) is at most 0.1791288 — where white
   contrasts at least as much as black, sqrt(1.05 × 0.05) − 0.05 — else black. Nothing to force
   before the first paint, and a theme change applies by itself; where relative colours (from a
   light-dark() origin, as the default primary is) are missing, watch-on-primary.ts works it out
   after the first paint. */
@supports (color: color(from light-dark(red, red) srgb-linear r g calc(b * 1))) {
  [data-study-runner] {
    --_sr-white-on-primary: clamp(0, (0.1791288 - 0.2126 * r - 0.7152 * g - 0.0722 * b) * 1e7, 1);
    --_sr-derived-on-primary: color(from var(--_sr-color-primary) srgb-linear var(--_sr-white-on-primary) var(--_sr-white-on-primary) var(--_sr-white-on-primary));
  }
}
[data-study-runner][data-scheme='light'] { color-scheme: light; }
[data-study-runner][data-scheme='dark'] { color-scheme: dark; }
[data-study-runner] > * {
  --sr-color-primary: var(--_sr-color-primary);
  --sr-color-on-primary: var(--_sr-color-on-primary);
  --sr-color-text: var(--_sr-color-text);
  --sr-color-muted: var(--_sr-color-muted);
  --sr-color-background: var(--_sr-color-background);
  --sr-color-surface: var(--_sr-color-surface);
  --sr-color-border: var(--_sr-color-border);
  --sr-color-error: var(--_sr-color-error);
  --sr-color-focus: var(--_sr-color-focus);
  --sr-font-family: var(--_sr-font-family);
  --sr-font-size: var(--_sr-font-size);
  --sr-line-height: var(--_sr-line-height);
  --sr-radius: var(--_sr-radius);
  --sr-spacing: var(--_sr-spacing);
  --sr-max-width: var(--_sr-max-width);
}
[data-study-runner] {
  container-type: inline-size;
  display: block;
  box-sizing: border-box;
  inline-size: auto;
  max-inline-size: var(--_sr-max-width);
  min-inline-size: 0;
  padding: var(--_sr-spacing);
  border-radius: var(--_sr-radius);
  color: var(--_sr-color-text);
  background: var(--_sr-color-background);
  font-family: var(--_sr-font-family);
  font-size: var(--_sr-font-size);
  font-weight: 400;
  font-style: normal;
  font-variant: normal;
  font-stretch: normal;
  line-height: var(--_sr-line-height);
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  text-decoration: none;
  white-space: normal;
  overflow-wrap: break-word;
  hyphens: manual;
  visibility: visible;
  cursor: auto;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
[data-study-runner] *, [data-study-runner] *::before, [data-study-runner] *::after {
  box-sizing: inherit;
}
[data-study-runner] :is(h2, h3, p, ul, ol, li, table, caption, th, td, fieldset, legend, label, form, section) {
  font-family: inherit;
  color: inherit;
  letter-spacing: inherit;
  text-transform: none;
  text-shadow: none;
}
[data-study-runner] :is(p, ul, ol, table) { margin-block: 0 0.75em; margin-inline: 0; }
[data-study-runner] :is(h2, h3) { font-weight: 700; line-height: 1.25; margin-inline: 0; }
[data-study-runner] h2 { font-size: 1.5em; margin-block: 0 0.5em; }
[data-study-runner] h3 { font-size: 1.1em; margin-block: 0 0.5em; }
[data-study-runner] :is(button, input, select, textarea) {
  font: inherit;
  letter-spacing: inherit;
  text-transform: none;
  margin: 0;
}
[data-study-runner] :focus-visible {
  outline: 3px solid var(--sr-color-focus);
  outline-offset: 2px;
}
[data-study-runner] h2:focus { outline: none; }
[data-study-runner] .sr-error-summary:focus { outline: 3px solid var(--sr-color-focus); outline-offset: 2px; }
[data-study-runner] .sr-progress { color: var(--sr-color-muted); margin-block: 0 0.25em; }
[data-study-runner] .sr-save-status > p { color: var(--sr-color-muted); margin-block: 0.5em; }
[data-study-runner] .sr-field {
  border: 0;
  margin: 0;
  margin-block-end: calc(var(--sr-spacing) * 1.5);
  padding: 0;
  min-inline-size: 0;
}
[data-study-runner] .sr-field-label { display: block; font-weight: 600; margin-block-end: 0.5em; padding: 0; }
[data-study-runner] .sr-required { color: var(--sr-color-error); margin-inline-start: 0.25em; }
[data-study-runner] .sr-help { color: var(--sr-color-muted); margin-block: 0 0.5em; }
[data-study-runner] .sr-field-error { color: var(--sr-color-error); font-weight: 600; margin-block: 0 0.5em; }
[data-study-runner] .sr-field[aria-invalid='true'], [data-study-runner] .sr-field:has([aria-invalid='true']) {
  border-inline-start: 4px solid var(--sr-color-error);
  padding-inline-start: 0.75em;
}
[data-study-runner] .sr-option {
  display: flex;
  align-items: center;
  gap: 0.75em;
  min-block-size: 44px;
  margin-block-end: 0.5em;
  padding-block: 0.5em;
  padding-inline: 0.75em;
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
  cursor: pointer;
  transition: background-color 120ms ease-out;
}
[data-study-runner] .sr-option:hover { background: color-mix(in srgb, var(--sr-color-primary) 8%, transparent); }
[data-study-runner] .sr-option:has(input:checked) {
  border-color: var(--sr-color-primary);
  box-shadow: inset 0 0 0 1px var(--sr-color-primary);
  background: color-mix(in srgb, var(--sr-color-primary) 12%, transparent);
}
[data-study-runner] .sr-option input { inline-size: 1.25em; block-size: 1.25em; margin: 0; flex: none; accent-color: var(--sr-color-primary); }
[data-study-runner] .sr-navigation { display: flex; flex-wrap: wrap; gap: var(--sr-spacing); margin-block-start: var(--sr-spacing); }
[data-study-runner] .sr-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 44px;
  min-inline-size: 6em;
  padding-block: 0.5em;
  padding-inline: 1.25em;
  border-radius: var(--sr-radius);
  border: 2px solid var(--sr-color-primary);
  box-shadow: none;
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease-out, color 120ms ease-out;
}
[data-study-runner] .sr-button-primary {
  margin-inline-start: auto;
  background: var(--sr-color-primary);
  color: var(--sr-color-on-primary);
}
[data-study-runner] .sr-button-secondary { background: var(--sr-color-background); color: var(--sr-color-primary); }
[data-study-runner] .sr-button-secondary:hover { background: color-mix(in srgb, var(--sr-color-primary) 8%, var(--sr-color-background)); }
[data-study-runner] .sr-button[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
[data-study-runner] .sr-resume-action { margin-block-start: 0.5em; }
[data-study-runner] .sr-resume-action p { margin: 0; }
[data-study-runner] .sr-link-button {
  min-block-size: 44px;
  padding: 0;
  border: 0;
  background: none;
  /* The text's colour: a host's primary need not contrast with the background (a green theme in dark). */
  color: var(--sr-color-text);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
}
[data-study-runner] .sr-error-summary, [data-study-runner] .sr-notice-error {
  border: 2px solid var(--sr-color-error);
  border-radius: var(--sr-radius);
  padding: var(--sr-spacing);
  margin-block-end: var(--sr-spacing);
}
[data-study-runner] .sr-content-error {
  border: 1px dashed var(--sr-color-error);
  border-radius: var(--sr-radius);
  padding: 0.75em;
  margin-block-end: var(--sr-spacing);
}
[data-study-runner] .sr-completion h2::before {
  content: '✓' / '';
  display: inline-grid;
  place-items: center;
  inline-size: 1.5em;
  block-size: 1.5em;
  margin-inline-end: 0.5em;
  border-radius: 50%;
  background: var(--sr-color-primary);
  color: var(--sr-color-on-primary);
  font-size: 0.875em;
}
[data-study-runner] .sr-notice > :last-child, [data-study-runner] .sr-completion > :last-child { margin-block-end: 0; }
[data-study-runner] .sr-loading { block-size: 18rem; overflow: hidden; }
[data-study-runner] .sr-skeleton { display: flex; flex-direction: column; gap: 0.9rem; }
[data-study-runner] .sr-skeleton-line, [data-study-runner] .sr-skeleton-button {
  display: block;
  block-size: 1rem;
  inline-size: 100%;
  border-radius: var(--sr-radius);
  background: var(--sr-color-surface);
  background: color-mix(in srgb, var(--sr-color-text) 10%, transparent);
}
[data-study-runner] .sr-skeleton-short { inline-size: 30%; }
[data-study-runner] .sr-skeleton-medium { inline-size: 60%; }
[data-study-runner] .sr-skeleton-heading { block-size: 1.75rem; inline-size: 70%; margin-block-end: 0.5rem; }
[data-study-runner] .sr-skeleton-button { block-size: 44px; inline-size: 7rem; margin-block-start: 1rem; align-self: flex-end; }
[data-study-runner] .sr-language-switcher {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5em;
  margin-block-end: var(--sr-spacing);
}
[data-study-runner] .sr-language-switcher select {
  min-block-size: 44px;
  max-inline-size: 100%;
  padding-inline: 0.5em;
  color: var(--sr-color-text);
  background: var(--sr-color-background);
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
}
[data-study-runner] .sr-visually-hidden {
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
@container (max-width: 24rem) {
  [data-study-runner] .sr-language-switcher { justify-content: flex-start; }
  [data-study-runner] .sr-notice .sr-button { inline-size: 100%; }
}
@media (prefers-reduced-motion: reduce) {
  [data-study-runner], [data-study-runner] *, [data-study-runner] *::before, [data-study-runner] *::after {
    transition: none !important;
    animation: none !important;
    scroll-behavior: auto !important;
  }
}
`
