import { EndLabels } from './end-labels'
import { describedBy } from './field-ids'
import { FieldNotes } from './field-notes'
import type { QuestionFieldProps } from './field-props'
import { QuestionText } from './question-text'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/**
 * A `scale` question: a row of native radios in a fieldset (role `radiogroup`) that wraps on
 * narrow screens, each named by its option's label ("0" … "10"). The end labels show under the
 * row and describe the first and the last point.
 */
export function ScaleField({
  ids,
  question,
  required,
  answer,
  error,
  onChange,
}: QuestionFieldProps) {
  const { text } = useWidget()
  const options = question.options ?? []
  const { minLabelKey, maxLabelKey } = question
  const endOf = (index: number) => {
    if (index === 0 && minLabelKey) return ids.minLabel
    if (index === options.length - 1 && maxLabelKey) return ids.maxLabel
    return undefined
  }
  return (
    <fieldset
      id={ids.field}
      className="sr-field sr-scale"
      part="question"
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(question.helpKey && ids.help, error && ids.error)}
    >
      <legend className="sr-field-label">
        <QuestionText ids={ids} textKey={question.textKey} required={required} />
      </legend>
      <FieldNotes ids={ids} helpKey={question.helpKey} error={error} />
      <div className="sr-scale-points">
        {options.map((option, index) => (
          <label key={option.value} className="sr-scale-point">
            <input
              type="radio"
              id={index === 0 ? ids.input : undefined}
              name={ids.field}
              value={option.value}
              checked={answer?.valueNum === option.value}
              aria-describedby={endOf(index)}
              onChange={() => onChange(option.value)}
            />
            <span>{richText(text(option.labelKey))}</span>
          </label>
        ))}
      </div>
      <EndLabels ids={ids} minLabelKey={minLabelKey} maxLabelKey={maxLabelKey} />
    </fieldset>
  )
}
