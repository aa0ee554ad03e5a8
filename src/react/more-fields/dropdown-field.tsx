/** @jsxRuntime classic */
/** @jsx h */
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'
import { createSearchableDropdown } from './searchable-dropdown'

/**
 * The `dropdown` field's styles, scoped under `[data-study-runner]`. The select and the combobox
 * look like the other text inputs (`.sr-number`): at least 44 px high, the full width up to
 * 24rem. The highlighted option of the combobox's list is outlined, not only tinted, and takes
 * the system's highlight colours in forced-colours mode; the chosen one has a check mark.
 */
export const dropdownStyles = `
[data-study-runner] :is(.sr-select, .sr-combobox-control) { inline-size: 100%; max-inline-size: 24rem; }
[data-study-runner] :is(.sr-select, .sr-combobox-input) {
  min-block-size: 44px;
  padding-block: 0.375em;
  padding-inline: 0.5em;
  color: var(--sr-color-text);
  background: var(--sr-color-background);
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
}
[data-study-runner] .sr-select { display: block; cursor: pointer; }
[data-study-runner] :is(.sr-select, .sr-combobox-input)[aria-invalid='true'] { border: 2px solid var(--sr-color-error); }
[data-study-runner] .sr-combobox-control { display: flex; }
[data-study-runner] .sr-combobox-input {
  flex: 1 1 auto;
  min-inline-size: 0;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
}
/* The toggle sits at the inline end of the text box: on the left in right-to-left languages. */
[data-study-runner] .sr-combobox-toggle {
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  min-block-size: 44px;
  padding: 0;
  color: var(--sr-color-text);
  background: var(--sr-color-surface);
  border: 1px solid var(--sr-color-border);
  border-inline-start: 0;
  border-radius: 0;
  border-start-end-radius: var(--sr-radius);
  border-end-end-radius: var(--sr-radius);
  cursor: pointer;
}
[data-study-runner] .sr-combobox-input[aria-invalid='true'] + .sr-combobox-toggle {
  border: 2px solid var(--sr-color-error);
  border-inline-start: 0;
}
[data-study-runner] .sr-combobox-toggle svg { inline-size: 1rem; block-size: 1rem; transition: transform 120ms ease-out; }
[data-study-runner] .sr-combobox-toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
/* In the flow below the text box, so nothing around the widget can clip it; the options are
   positioned against it, so the field can keep the highlighted one in view. */
[data-study-runner] .sr-combobox-listbox {
  position: relative;
  max-inline-size: 24rem;
  max-block-size: 16.5rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin-block: 0.25rem 0;
  margin-inline: 0;
  padding: 0.25rem;
  list-style: none;
  background: var(--sr-color-background);
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
}
[data-study-runner] .sr-combobox-option {
  display: flex;
  align-items: center;
  gap: 0.5em;
  min-block-size: 44px;
  padding-block: 0.375em;
  padding-inline: 0.5em;
  border-radius: var(--sr-radius);
  cursor: pointer;
}
[data-study-runner] .sr-combobox-option:hover { background: color-mix(in srgb, var(--sr-color-primary) 8%, transparent); }
[data-study-runner] .sr-combobox-option[data-active] {
  outline: 2px solid var(--sr-color-focus);
  outline-offset: -2px;
  background: color-mix(in srgb, var(--sr-color-primary) 14%, transparent);
}
[data-study-runner] .sr-combobox-option[data-chosen] { font-weight: 600; }
[data-study-runner] .sr-combobox-check { flex: none; inline-size: 1em; text-align: center; }
[data-study-runner] .sr-combobox-empty { margin-block: 0.25rem 0; color: var(--sr-color-muted); font-style: italic; }
@media (forced-colors: active) {
  [data-study-runner] .sr-combobox-option[data-active] {
    forced-color-adjust: none;
    color: HighlightText;
    background: Highlight;
    outline-color: CanvasText;
  }
}
`

/**
 * A `dropdown` question (docs/content-format.md): a native `<select>`, or with `searchable` a
 * filtering combobox ({@link createSearchableDropdown}). The options show in the order given,
 * which the core may have shuffled (`randomizeOptions`); their labels are plain text, since an
 * `<option>` cannot hold markup. The answer is the chosen option's value; the first, empty choice
 * clears it.
 */
export function createDropdownField(shared: FieldShared) {
  const { h, useUiText, useWidget, FieldFrame, fieldWiring } = shared
  const SearchableDropdown = createSearchableDropdown(shared)

  function NativeDropdown({
    ids,
    question,
    required,
    answer,
    error,
    onChange,
  }: FieldComponentProps) {
    const { text, pipe } = useWidget()
    const t = useUiText()
    const options = question.options ?? []
    const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
    return (
      <FieldFrame variant="control" {...frame}>
        <select
          id={ids.input}
          className="sr-select"
          value={answer?.valueNum == null ? '' : String(answer.valueNum)}
          {...fieldWiring(frame).controlProps}
          onChange={(event) => {
            const chosen = options[event.currentTarget.selectedIndex - 1]
            onChange(chosen ? chosen.value : null)
          }}
        >
          <option value="">{t('dropdown.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {pipe?.plainTextOf(option.labelKey) ?? text(option.labelKey)}
            </option>
          ))}
        </select>
      </FieldFrame>
    )
  }

  return function DropdownField(props: FieldComponentProps) {
    return props.question.searchable ? (
      <SearchableDropdown {...props} />
    ) : (
      <NativeDropdown {...props} />
    )
  }
}
