/**
 * The `ranking` field's styles (ranking-field.tsx), scoped under `[data-study-runner]` with the
 * rules of field-styles.ts: logical properties only (RTL mirrors the rows; ↑ and ↓ keep meaning
 * up and down), colours through `--sr-*`. Every button is 44 × 44 px at least; an item's row
 * wraps its buttons under the label when the widget is narrow (320 px). What tells things apart
 * is never colour alone: ranked items carry their place number and a solid border, options to
 * rank a dashed border and a ＋, a disabled button is dashed and dimmed, the dragged item lifts
 * with a shadow and a thick line marks where it lands. Focus shows through the frame's
 * `:focus-visible` outline.
 */
export const rankingStyles = `
[data-study-runner] .sr-ranking-lists { display: grid; gap: var(--sr-spacing); }
[data-study-runner] .sr-ranking-title { margin-block: 0 0.375em; font-size: 0.875em; font-weight: 600; }
[data-study-runner] .sr-ranking-list {
  display: flex;
  flex-direction: column;
  gap: 0.5em;
  margin: 0;
  padding: 0;
  list-style: none;
}
/* Where the ranked items will go, before the first. */
[data-study-runner] ol.sr-ranking-list:empty {
  min-block-size: 44px;
  border: 2px dashed var(--sr-color-border);
  border-radius: var(--sr-radius);
}
[data-study-runner] .sr-ranking-item {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em;
  padding: 0.25em;
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
  background: var(--sr-color-background);
}
[data-study-runner] .sr-ranking-handle {
  flex: none;
  inline-size: 1.75rem;
  block-size: 44px;
  border-radius: var(--sr-radius);
  color: var(--sr-color-muted);
  background-image: radial-gradient(circle, currentColor 1.5px, transparent 2px);
  background-size: 0.5rem 0.5rem;
  background-position: center;
  background-repeat: space;
  background-origin: content-box;
  padding-block: 0.625rem;
  padding-inline: 0.375rem;
  cursor: grab;
  touch-action: none;
  user-select: none;
}
[data-study-runner] .sr-ranking-item[data-dragging] {
  z-index: 1;
  border-color: var(--sr-color-primary);
  box-shadow: 0 0.25rem 0.75rem color-mix(in srgb, var(--sr-color-text) 35%, transparent);
}
[data-study-runner] .sr-ranking-item[data-dragging] .sr-ranking-handle { cursor: grabbing; }
[data-study-runner] .sr-ranking-item[data-drop]::after {
  content: '';
  position: absolute;
  inset-inline: 0;
  block-size: 4px;
  border-radius: 2px;
  background: var(--sr-color-primary);
}
[data-study-runner] .sr-ranking-item[data-drop='before']::after { inset-block-start: calc(-0.25em - 3px); }
[data-study-runner] .sr-ranking-item[data-drop='after']::after { inset-block-end: calc(-0.25em - 3px); }
[data-study-runner] .sr-ranking-number {
  flex: none;
  display: inline-grid;
  place-items: center;
  min-inline-size: 2em;
  block-size: 2em;
  padding-inline: 0.25em;
  border: 2px solid transparent;
  border-radius: 1em;
  background: var(--sr-color-primary);
  color: var(--sr-color-on-primary);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}
[data-study-runner] .sr-ranking-label { flex: 1 1 8em; min-inline-size: 0; }
[data-study-runner] .sr-ranking-actions { display: flex; gap: 0.25em; margin-inline-start: auto; }
[data-study-runner] .sr-ranking-button {
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 2px solid var(--sr-color-primary);
  border-radius: var(--sr-radius);
  background: var(--sr-color-background);
  color: var(--sr-color-primary);
  font-size: 1.25em;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;
}
[data-study-runner] .sr-ranking-add {
  display: flex;
  align-items: center;
  gap: 0.75em;
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: 0.375em;
  padding-inline: 0.5em 0.75em;
  border: 1px dashed var(--sr-color-border);
  border-radius: var(--sr-radius);
  background: var(--sr-color-background);
  color: var(--sr-color-text);
  text-align: start;
  cursor: pointer;
}
[data-study-runner] .sr-ranking-add-icon {
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: 2em;
  block-size: 2em;
  border: 2px solid var(--sr-color-primary);
  border-radius: 50%;
  color: var(--sr-color-primary);
  font-weight: 700;
  line-height: 1;
}
[data-study-runner] :is(.sr-ranking-button, .sr-ranking-add):hover:not(:disabled) {
  background: color-mix(in srgb, var(--sr-color-primary) 8%, var(--sr-color-background));
}
[data-study-runner] :is(.sr-ranking-button, .sr-ranking-add):disabled {
  border-style: dashed;
  opacity: 0.55;
  cursor: not-allowed;
}
/* An option that cannot join a full ranking stays readable: muted text (4.5:1), not faded. */
[data-study-runner] .sr-ranking-add:disabled { opacity: 1; color: var(--sr-color-muted); }
[data-study-runner] .sr-ranking-add:disabled .sr-ranking-add-icon { visibility: hidden; }
@media (forced-colors: active) {
  [data-study-runner] .sr-ranking-handle { background-image: radial-gradient(circle, CanvasText 1.5px, transparent 2px); }
  [data-study-runner] .sr-ranking-item[data-drop]::after { background: Highlight; }
}
`
