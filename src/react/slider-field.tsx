import { sliderMiddle, sliderRange, sliderStartValue } from '../core/slider-range'
import { EndLabels } from './end-labels'
import { FieldFrame, fieldWiring } from './field-frame'
import type { QuestionFieldProps } from './field-props'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * A `slider` question, a visual-analogue scale: a native range input that has no value until the
 * participant moves it (docs/content-format.md, no anchoring). While unset its thumb is hidden over
 * a full track, screen readers hear "not answered yet", the page shows how to answer ("Tap or use
 * the arrow keys to answer"), and the first click, drag or key (Home, End, arrows) sets the value.
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
  const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
  const wiring = fieldWiring({
    ...frame,
    descriptions: [question.minLabelKey && ids.minLabel, question.maxLabelKey && ids.maxLabel],
  })
  return (
    <FieldFrame
      variant="control"
      className="sr-slider"
      {...frame}
      attributes={{ 'data-unset': value === null || undefined }}
    >
      <input
        id={ids.input}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        // The browser needs some position; while unset the thumb is hidden and the value unsent.
        value={value ?? sliderMiddle(range)}
        aria-valuetext={shown}
        {...wiring.controlProps}
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
        {value === null ? t('slider.hint') : shown}
      </output>
    </FieldFrame>
  )
}
