import { EndLabels } from './end-labels'
import { FieldFrame, fieldWiring } from './field-frame'
import type { QuestionFieldProps } from './field-props'
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
  const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
  const { groupProps } = fieldWiring(frame)
  return (
    <FieldFrame
      variant="group"
      className="sr-scale"
      {...frame}
      attributes={{ role: 'radiogroup', ...groupProps }}
    >
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
    </FieldFrame>
  )
}
