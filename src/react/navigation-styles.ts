/**
 * Styles of the page progress bar, kept apart from the frame's styles in styles.ts. Same rules:
 * every selector under `[data-study-runner]`, logical properties only, colours through the
 * `--sr-*` custom properties (the bar uses `--sr-color-primary` and `--sr-color-border`).
 */
export const navigationStyles = `
[data-study-runner] .sr-progress-bar {
  display: block;
  inline-size: 100%;
  block-size: 0.5rem;
  margin-block: 0 var(--sr-spacing, 1rem);
  border: 0;
  border-radius: var(--sr-radius, 0.375rem);
  overflow: hidden;
  appearance: none;
  accent-color: var(--sr-color-primary, #0969da);
  background: color-mix(in srgb, var(--sr-color-border, #818b98) 35%, transparent);
}
[data-study-runner] .sr-progress-bar::-webkit-progress-bar {
  background: color-mix(in srgb, var(--sr-color-border, #818b98) 35%, transparent);
}
[data-study-runner] .sr-progress-bar::-webkit-progress-value { background: var(--sr-color-primary, #0969da); }
[data-study-runner] .sr-progress-bar::-moz-progress-bar { background: var(--sr-color-primary, #0969da); }
`
