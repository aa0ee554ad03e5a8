/**
 * The styles of the later parts (later-parts.ts), which travel with them: the list of problems
 * (its frame is shared with the notice screens in styles.ts) and the score table. Same rules as
 * styles.ts: scoped under `[data-study-runner]`, logical properties, `--sr-*` properties.
 */
export const laterStyles = `
[data-study-runner] .sr-error-summary ul { margin: 0; padding-inline-start: 1.25em; }
[data-study-runner] .sr-error-summary a { color: var(--sr-color-error); font-weight: 600; }
[data-study-runner] .sr-scores {
  inline-size: 100%;
  border-collapse: collapse;
  margin-block: var(--sr-spacing) 0;
  font-variant-numeric: tabular-nums;
}
[data-study-runner] .sr-scores caption { text-align: start; font-weight: 700; margin-block-end: 0.5em; }
[data-study-runner] .sr-scores :is(th, td) {
  text-align: start;
  padding-block: 0.5em;
  padding-inline: 0.75em;
  border-block-end: 1px solid var(--sr-color-border);
}
[data-study-runner] .sr-scores thead th { background: var(--sr-color-surface); }
`
