/**
 * CSS for the charts; include it once in the console's stylesheet. Colours are custom
 * properties on `.sr-chart` (override them there), with a dark set for
 * `prefers-color-scheme: dark`. Text is at least 4.5:1 and bars, outlines and band edges at
 * least 3:1 against the card and the band shading, in both sets (WCAG 2.2 SC 1.4.3, 1.4.11);
 * test/demo/charts checks the ratios.
 *
 * The SVG scales to its container, so in narrow containers its text is drawn larger (in
 * viewBox units) and `.sr-chart__minor` labels are hidden to make room.
 */
export const chartStyles = `
.sr-chart {
  --sr-chart-surface: #ffffff;
  --sr-chart-border: #d1d5db;
  --sr-chart-text: #111827;
  --sr-chart-muted: #4b5563;
  --sr-chart-grid: #e5e7eb;
  --sr-chart-axis: #6b7280;
  --sr-chart-bar: #2563eb;
  --sr-chart-band-even: #eef2f7;
  --sr-chart-band-odd: #fbf3e4;
  --sr-chart-band-edge: #6b7280;
  --sr-chart-started-fill: #dbeafe;
  --sr-chart-started-stroke: #2563eb;
  --sr-chart-completed: #0f766e;
  container-type: inline-size;
  margin: 0 0 1.5rem;
  padding: 1rem 1rem 0.75rem;
  border: 1px solid var(--sr-chart-border);
  border-radius: 0.5rem;
  background: var(--sr-chart-surface);
  color: var(--sr-chart-text);
  font-variant-numeric: tabular-nums;
}
@media (prefers-color-scheme: dark) {
  .sr-chart {
    --sr-chart-surface: #111827;
    --sr-chart-border: #374151;
    --sr-chart-text: #f3f4f6;
    --sr-chart-muted: #9ca3af;
    --sr-chart-grid: #263041;
    --sr-chart-axis: #8b95a5;
    --sr-chart-bar: #60a5fa;
    --sr-chart-band-even: #1a2433;
    --sr-chart-band-odd: #262117;
    --sr-chart-band-edge: #8b95a5;
    --sr-chart-started-fill: #1e3a8a;
    --sr-chart-started-stroke: #93c5fd;
    --sr-chart-completed: #2dd4bf;
  }
}
.sr-chart__caption { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; margin-block-end: 0.5rem; }
.sr-chart__title { font-weight: 600; font-size: 1rem; }
.sr-chart__summary { color: var(--sr-chart-muted); font-size: 0.875rem; }
.sr-chart__svg { display: block; width: 100%; height: auto; overflow: visible; font-size: 12px; }
.sr-chart__svg text { fill: var(--sr-chart-muted); }
.sr-chart__svg .sr-chart__count, .sr-chart__svg .sr-chart__axis-title { fill: var(--sr-chart-text); }
.sr-chart__count { font-weight: 600; }
.sr-chart__band-label { font-weight: 600; }
.sr-chart__svg line { vector-effect: non-scaling-stroke; }
.sr-chart__grid { stroke: var(--sr-chart-grid); stroke-width: 1; }
.sr-chart__axis { stroke: var(--sr-chart-axis); stroke-width: 1; }
.sr-chart__band--even { fill: var(--sr-chart-band-even); }
.sr-chart__band--odd { fill: var(--sr-chart-band-odd); }
.sr-chart__band-edge { stroke: var(--sr-chart-band-edge); stroke-width: 1; stroke-dasharray: 4 3; }
.sr-chart__bar { fill: var(--sr-chart-bar); }
.sr-chart__started { fill: var(--sr-chart-started-fill); stroke: var(--sr-chart-started-stroke); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
.sr-chart__completed { fill: var(--sr-chart-completed); }
.sr-chart__legend { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0 0 0.5rem; padding: 0; list-style: none; font-size: 0.875rem; }
.sr-chart__legend li { display: flex; align-items: center; gap: 0.4rem; }
.sr-chart__key { display: inline-block; block-size: 0.875rem; box-sizing: border-box; }
.sr-chart__key--started { inline-size: 1.125rem; background: var(--sr-chart-started-fill); border: 2px solid var(--sr-chart-started-stroke); }
.sr-chart__key--completed { inline-size: 0.5rem; margin-inline: 0.3rem; background: var(--sr-chart-completed); }
.sr-chart__band-key { display: flex; flex-wrap: wrap; gap: 0.125rem 1rem; margin: 0.5rem 0 0; padding: 0; list-style: none; font-size: 0.8125rem; color: var(--sr-chart-muted); }
.sr-chart__band-name { font-weight: 600; color: var(--sr-chart-text); }
.sr-chart__empty { display: grid; place-items: center; min-block-size: 8rem; margin: 0; border: 1px dashed var(--sr-chart-axis); border-radius: 0.375rem; color: var(--sr-chart-muted); }
.sr-chart__data { margin-block-start: 0.5rem; font-size: 0.875rem; }
.sr-chart__data summary { cursor: pointer; color: var(--sr-chart-muted); inline-size: fit-content; }
.sr-chart__data summary:focus-visible { outline: 2px solid var(--sr-chart-bar); outline-offset: 2px; }
.sr-chart__tables { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0 2rem; }
.sr-chart__table { border-collapse: collapse; margin-block: 0.5rem; min-inline-size: 10rem; }
.sr-chart__table caption { text-align: start; font-weight: 600; padding-block: 0.25rem; }
.sr-chart__table th, .sr-chart__table td { padding: 0.2rem 0.75rem 0.2rem 0; border-block-end: 1px solid var(--sr-chart-grid); text-align: start; }
.sr-chart__table td, .sr-chart__table thead th + th { text-align: end; }
.sr-chart__table tfoot th, .sr-chart__table tfoot td { font-weight: 600; border-block-end: 0; }
.sr-chart__hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 520px) {
  .sr-chart__svg { font-size: 18px; }
  .sr-chart__minor { display: none; }
}
@container (max-width: 400px) {
  .sr-chart__svg { font-size: 28px; }
}
@media (max-width: 30rem) {
  .sr-chart { padding: 0.75rem 0.625rem 0.5rem; }
}
@media (forced-colors: active) {
  .sr-chart__bar, .sr-chart__completed { fill: CanvasText; }
  .sr-chart__band { fill: Canvas; }
  .sr-chart__started { fill: Canvas; stroke: CanvasText; }
  .sr-chart__svg text { fill: CanvasText; }
  .sr-chart__grid, .sr-chart__axis, .sr-chart__band-edge { stroke: GrayText; }
}
`
