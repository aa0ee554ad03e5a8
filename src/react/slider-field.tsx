import { sliderMiddle, sliderRange, sliderStartValue } from '../core/slider-range'
import { EndLabels } from './end-labels'
import { describedBy } from './field-ids'
import { FieldNotes } from './field-notes'
import type { QuestionFieldProps } from './field-props'
import { QuestionText } from './question-text'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * A `slider` question, a visual-analogue scale: a native range input that has no value until the
 * participant moves it (DESIGN.md §3, no anchoring). While unset its thumb is hidden, it says "not
 * answered yet", and the first click, drag or key (Home, End, arrows) sets the value.
 */
export function SliderField({
  ids,
  question,
  required,
  answer,
  error,
  onChange,
}: QuestionFieldProps) {
  const t = useUiText()
  const { language } = useWidget()
  const range = sliderRange(question)
  const value = answer?.valueNum ?? null
  const shown = value === null ? t('slider.unset') : new Intl.NumberFormat(language).format(value)
  const commit = (input: HTMLInputElement) => onChange(input.valueAsNumber)
  return (
    <div
      id={ids.field}
      className="sr-field sr-slider"
      part="question"
      data-unset={value === null || undefined}
    >
      <label htmlFor={ids.input} className="sr-field-label">
        <QuestionText ids={ids} textKey={question.textKey} required={required} />
      </label>
      <FieldNotes ids={ids} helpKey={question.helpKey} error={error} />
      <input
        id={ids.input}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        // The browser needs some position; while unset the thumb is hidden and the value unsent.
        value={value ?? sliderMiddle(range)}
        aria-labelledby={ids.label}
        aria-valuetext={shown}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          question.helpKey && ids.help,
          question.minLabelKey && ids.minLabel,
          question.maxLabelKey && ids.maxLabel,
          error && ids.error,
        )}
        onChange={(event) => commit(event.currentTarget)}
        // Also on `input`: a value set by a script (an autofill, a test driver) still counts.
        onInput={(event) => commit(event.currentTarget)}
        // A click on the unset thumb's own position changes nothing, so no change event comes.
        onClick={(event) => value === null && commit(event.currentTarget)}
        onKeyDown={(event) => {
          const start = value === null ? sliderStartValue(range, event.key) : undefined
          if (start === undefined) return
          event.preventDefault()
          onChange(start)
        }}
      />
      <EndLabels ids={ids} minLabelKey={question.minLabelKey} maxLabelKey={question.maxLabelKey} />
      {/* Shows the value; the slider's aria-valuetext already speaks it, so this stays quiet. */}
      <output htmlFor={ids.input} className="sr-slider-output" aria-live="off">
        {shown}
      </output>
    </div>
  )
}
