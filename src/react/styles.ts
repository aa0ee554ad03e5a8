/**
 * The widget's stylesheet. Every selector is under `[data-study-runner]` (no global CSS), only
 * logical properties are used (right-to-left works by itself), and hosts theme it through custom
 * properties, each with a default:
 * `--sr-color-primary`, `--sr-color-on-primary`, `--sr-color-text`, `--sr-color-muted`,
 * `--sr-color-background`, `--sr-color-border`, `--sr-color-error`, `--sr-color-focus`,
 * `--sr-font-family`, `--sr-font-size`, `--sr-radius`, `--sr-spacing`, `--sr-max-width`.
 */
export const studyRunnerStyles = `
[data-study-runner] {
  box-sizing: border-box;
  max-inline-size: var(--sr-max-width, 40rem);
  margin-inline: auto;
  padding: var(--sr-spacing, 1rem);
  font-family: var(--sr-font-family, system-ui, sans-serif);
  font-size: var(--sr-font-size, 1rem);
  line-height: 1.5;
  color: var(--sr-color-text, #1f2328);
  background: var(--sr-color-background, transparent);
}
[data-study-runner] *, [data-study-runner] *::before, [data-study-runner] *::after {
  box-sizing: inherit;
}
[data-study-runner] h2 { font-size: 1.5em; margin-block: 0 0.5em; }
[data-study-runner] h3 { font-size: 1.1em; margin-block: 0 0.5em; }
[data-study-runner] :focus-visible {
  outline: 3px solid var(--sr-color-focus, #0969da);
  outline-offset: 2px;
}
[data-study-runner] h2:focus, [data-study-runner] .sr-error-summary:focus { outline: none; }
[data-study-runner] .sr-progress { color: var(--sr-color-muted, #59636e); margin-block: 0 0.25em; }
[data-study-runner] .sr-field {
  border: 0;
  margin: 0;
  margin-block-end: calc(var(--sr-spacing, 1rem) * 1.5);
  padding: 0;
  min-inline-size: 0;
}
[data-study-runner] .sr-field-label { display: block; font-weight: 600; margin-block-end: 0.5em; padding: 0; }
[data-study-runner] .sr-required { color: var(--sr-color-error, #b3261e); margin-inline-start: 0.25em; }
[data-study-runner] .sr-help { color: var(--sr-color-muted, #59636e); margin-block: 0 0.5em; }
[data-study-runner] .sr-field-error { color: var(--sr-color-error, #b3261e); font-weight: 600; margin-block: 0 0.5em; }
[data-study-runner] .sr-field[aria-invalid='true'], [data-study-runner] .sr-field:has([aria-invalid='true']) {
  border-inline-start: 4px solid var(--sr-color-error, #b3261e);
  padding-inline-start: 0.75em;
}
[data-study-runner] .sr-option {
  display: flex;
  align-items: center;
  gap: 0.75em;
  min-block-size: 44px;
  padding-block: 0.25em;
  padding-inline: 0.5em;
  border-radius: var(--sr-radius, 0.375rem);
  cursor: pointer;
}
[data-study-runner] .sr-option:hover { background: color-mix(in srgb, var(--sr-color-primary, #0969da) 8%, transparent); }
[data-study-runner] .sr-option input { inline-size: 1.25em; block-size: 1.25em; margin: 0; flex: none; accent-color: var(--sr-color-primary, #0969da); }
[data-study-runner] input[type='number'] {
  font: inherit;
  inline-size: min(100%, 12em);
  min-block-size: 44px;
  padding-inline: 0.5em;
  border: 1px solid var(--sr-color-border, #818b98);
  border-radius: var(--sr-radius, 0.375rem);
}
[data-study-runner] input[aria-invalid='true'] { border: 2px solid var(--sr-color-error, #b3261e); }
[data-study-runner] .sr-navigation { display: flex; flex-wrap: wrap; gap: var(--sr-spacing, 1rem); margin-block-start: var(--sr-spacing, 1rem); }
[data-study-runner] .sr-button {
  font: inherit;
  min-block-size: 44px;
  min-inline-size: 6em;
  padding-block: 0.5em;
  padding-inline: 1.25em;
  border-radius: var(--sr-radius, 0.375rem);
  border: 2px solid var(--sr-color-primary, #0969da);
  cursor: pointer;
}
[data-study-runner] .sr-button-primary {
  margin-inline-start: auto;
  background: var(--sr-color-primary, #0969da);
  color: var(--sr-color-on-primary, #ffffff);
}
[data-study-runner] .sr-button-secondary { background: transparent; color: var(--sr-color-primary, #0969da); }
[data-study-runner] .sr-button[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
[data-study-runner] .sr-error-summary, [data-study-runner] .sr-notice-error {
  border: 2px solid var(--sr-color-error, #b3261e);
  border-radius: var(--sr-radius, 0.375rem);
  padding: var(--sr-spacing, 1rem);
  margin-block-end: var(--sr-spacing, 1rem);
}
[data-study-runner] .sr-error-summary ul { margin: 0; padding-inline-start: 1.25em; }
[data-study-runner] .sr-error-summary a { color: var(--sr-color-error, #b3261e); font-weight: 600; }
[data-study-runner] .sr-content-error {
  border: 1px dashed var(--sr-color-error, #b3261e);
  border-radius: var(--sr-radius, 0.375rem);
  padding: 0.75em;
  margin-block-end: var(--sr-spacing, 1rem);
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
`
