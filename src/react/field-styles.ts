/**
 * Styles of the question types and the instrument grid, kept apart from the frame's styles in
 * styles.ts. Same rules: every selector under `[data-study-runner]`, logical properties only,
 * colours and sizes through the `--sr-*` custom properties. Every pointer target is at least
 * 44 px in one dimension and 24 px in the other (WCAG 2.2 target size). The grid switches to
 * stacked questions by a container query on the widget root (`container-type: inline-size`).
 */
export const fieldStyles = `
[data-study-runner] .sr-fields { margin-block-end: var(--sr-spacing); }
[data-study-runner] .sr-info {
  margin-block: 0 calc(var(--sr-spacing) * 1.5);
  padding-block: 0.75em;
  padding-inline: 1em;
  border-inline-start: 4px solid var(--sr-color-primary);
  border-radius: var(--sr-radius);
  background: var(--sr-color-surface);
}
[data-study-runner] .sr-info > :last-child { margin-block-end: 0; }

[data-study-runner] :is(.sr-number, .sr-text, .sr-other-text) {
  min-block-size: 44px;
  padding-block: 0.375em;
  padding-inline: 0.5em;
  color: var(--sr-color-text);
  background: var(--sr-color-background);
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
}
[data-study-runner] .sr-number { inline-size: min(100%, 12em); font-variant-numeric: tabular-nums; }
[data-study-runner] .sr-text { display: block; inline-size: 100%; min-block-size: 6em; resize: vertical; }
[data-study-runner] :is(.sr-number, .sr-text, .sr-other-text)[aria-invalid='true'] { border: 2px solid var(--sr-color-error); }
[data-study-runner] .sr-counter {
  margin-block: 0.25em 0;
  color: var(--sr-color-muted);
  font-size: 0.875em;
  font-variant-numeric: tabular-nums;
  text-align: end;
}
[data-study-runner] .sr-counter[data-near] { color: var(--sr-color-text); font-weight: 600; }

[data-study-runner] .sr-scale-points {
  display: grid;
  grid-template-columns: repeat(var(--sr-points, 5), minmax(0, 1fr));
  gap: 0.25rem;
}
[data-study-runner] .sr-scale-point {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: 44px;
  padding: 0.25rem;
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
  font-variant-numeric: tabular-nums;
  cursor: pointer;
}
/* The radio itself covers its point, invisible: the point is what is seen, clicked and focused. */
[data-study-runner] .sr-scale-point input {
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
}
[data-study-runner] .sr-scale-point:hover { background: color-mix(in srgb, var(--sr-color-primary) 8%, transparent); }
[data-study-runner] .sr-scale-point:has(input:focus-visible) {
  outline: 3px solid var(--sr-color-focus);
  outline-offset: 2px;
}
[data-study-runner] .sr-scale-point:has(input:checked) {
  border-color: var(--sr-color-primary);
  background: var(--sr-color-primary);
  color: var(--sr-color-on-primary);
  font-weight: 600;
}
[data-study-runner] .sr-scale-end { display: none; }
/* More than 7 points in a widget under 30rem cannot share a row: a vertical list, the end
   labels beside the first and the last point instead of under the row. */
@container (width < 30rem) {
  [data-study-runner] [data-points='many'] { grid-template-columns: 1fr; }
  [data-study-runner] [data-points='many'] .sr-scale-point { justify-content: flex-start; padding-inline: 0.75rem; }
  [data-study-runner] [data-points='many'] .sr-scale-end { display: inline; font-size: 0.875em; }
  [data-study-runner] [data-points='many'] + .sr-end-labels { display: none; }
}
[data-study-runner] .sr-grid-choice input {
  flex: none;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  margin: 0;
  accent-color: var(--sr-color-primary);
}
[data-study-runner] .sr-end-labels {
  display: flex;
  justify-content: space-between;
  gap: var(--sr-spacing);
  margin-block-start: 0.25em;
  color: var(--sr-color-muted);
  font-size: 0.875em;
}
[data-study-runner] .sr-end-labels > :last-child { text-align: end; }

[data-study-runner] .sr-slider input[type='range'] {
  -webkit-appearance: none;
  appearance: none;
  display: block;
  inline-size: 100%;
  block-size: 44px;
  margin: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
}
[data-study-runner] .sr-slider input[type='range']::-webkit-slider-runnable-track {
  block-size: 0.5rem;
  border: 1px solid var(--sr-color-border);
  border-radius: 999px;
  background: color-mix(in srgb, var(--sr-color-border) 40%, var(--sr-color-background));
}
[data-study-runner] .sr-slider input[type='range']::-moz-range-track {
  block-size: 0.5rem;
  border: 1px solid var(--sr-color-border);
  border-radius: 999px;
  background: color-mix(in srgb, var(--sr-color-border) 40%, var(--sr-color-background));
}
[data-study-runner] .sr-slider input[type='range']::-webkit-slider-thumb {
  -webkit-appearance: none;
  appearance: none;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  margin-block-start: calc(-0.5rem - 1px);
  border: 2px solid var(--sr-color-background);
  border-radius: 50%;
  background: var(--sr-color-primary);
  box-shadow: 0 0 0 1px var(--sr-color-primary);
}
[data-study-runner] .sr-slider input[type='range']::-moz-range-thumb {
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border: 2px solid var(--sr-color-background);
  border-radius: 50%;
  background: var(--sr-color-primary);
  box-shadow: 0 0 0 1px var(--sr-color-primary);
}
/* No value yet (no anchoring, docs/content-format.md): the whole track, no thumb. */
[data-study-runner] .sr-slider[data-unset] input[type='range']::-webkit-slider-thumb { opacity: 0; }
[data-study-runner] .sr-slider[data-unset] input[type='range']::-moz-range-thumb { opacity: 0; }
[data-study-runner] .sr-slider input[aria-invalid='true']::-webkit-slider-runnable-track { border: 2px solid var(--sr-color-error); }
[data-study-runner] .sr-slider input[aria-invalid='true']::-moz-range-track { border: 2px solid var(--sr-color-error); }
[data-study-runner] .sr-slider-output {
  display: block;
  margin-block-start: 0.25em;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
}
[data-study-runner] .sr-slider[data-unset] .sr-slider-output { color: var(--sr-color-muted); font-weight: 400; font-style: italic; }

[data-study-runner] .sr-grid {
  inline-size: 100%;
  margin-block: 0 calc(var(--sr-spacing) * 1.5);
  border-collapse: collapse;
}
[data-study-runner] .sr-grid :is(th, td) {
  padding-block: 0.375rem;
  padding-inline: 0.25rem;
  border-block-end: 1px solid var(--sr-color-border);
  vertical-align: middle;
}
/* The item column takes what the options leave; the options share the rest evenly. */
[data-study-runner] .sr-grid thead th {
  inline-size: calc(60% / var(--sr-columns, 5));
  font-size: 0.875em;
  font-weight: 600;
  text-align: center;
  vertical-align: bottom;
  overflow-wrap: normal;
  hyphens: auto;
}
[data-study-runner] .sr-grid tbody tr:nth-child(odd) { background: var(--sr-color-surface); }
[data-study-runner] .sr-grid-item { padding-inline-end: 0.75rem; font-weight: 400; text-align: start; }
[data-study-runner] .sr-grid-item .sr-field-error { margin-block: 0.25em 0; }
[data-study-runner] .sr-grid-row[aria-invalid='true'] > th { border-inline-start: 4px solid var(--sr-color-error); padding-inline-start: 0.5rem; }
[data-study-runner] .sr-grid td { text-align: center; }
[data-study-runner] .sr-grid-choice {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75em;
  min-inline-size: 44px;
  min-block-size: 44px;
  border-radius: var(--sr-radius);
  cursor: pointer;
}
[data-study-runner] .sr-grid-choice:hover { background: color-mix(in srgb, var(--sr-color-primary) 10%, transparent); }
/* Wide: the column header shows the option, the radio's own label stays for assistive technology. */
[data-study-runner] .sr-grid-option {
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
/* Narrow (the widget under ~600 px): each row becomes a stacked question, options labelled. */
@container (width < 36rem) {
  [data-study-runner] .sr-grid,
  [data-study-runner] .sr-grid :is(tbody, tr, th, td) { display: block; }
  [data-study-runner] .sr-grid thead { display: none; }
  [data-study-runner] .sr-grid :is(th, td) { padding: 0; border: 0; text-align: start; }
  [data-study-runner] .sr-grid tbody tr:nth-child(odd) { background: none; }
  [data-study-runner] .sr-grid-row { margin-block-end: calc(var(--sr-spacing) * 1.5); }
  [data-study-runner] .sr-grid-row[aria-invalid='true'] { border-inline-start: 4px solid var(--sr-color-error); padding-inline-start: 0.75em; }
  [data-study-runner] .sr-grid-row[aria-invalid='true'] > th { border: 0; padding-inline-start: 0; }
  [data-study-runner] .sr-grid-item { margin-block-end: 0.5em; font-weight: 600; }
  [data-study-runner] .sr-grid-choice { justify-content: flex-start; padding-block: 0.25em; padding-inline: 0.5em; }
  [data-study-runner] .sr-grid-option {
    position: static;
    inline-size: auto;
    block-size: auto;
    margin: 0;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
}
`
