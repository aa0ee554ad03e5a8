import type { CSSProperties } from 'react'
import { EndLabels } from './end-labels'
import { FieldFrame, fieldWiring } from './field-frame'
import type { QuestionFieldProps } from './field-props'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** Up to this many points a scale stays one row at any width (each point still ≥ 2rem wide). */
const alwaysOneRow = 7

/**
 * A `scale` question: native radios in a fieldset (role `radiogroup`), each named by its option's
 * label ("0" … "10"), drawn as points without the radio's circle — the chosen one filled. The
 * points share one row that spans the field, with the end labels under its ends; where the widget
 * is too narrow for the row (more than 7 points under 30rem: `data-points`), they become a
 * vertical list with the end labels beside the first and the last point. The end labels describe those
 * points either way.
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
  const endLabelOf = (index: number) => {
    const key = endOf(index) === undefined ? undefined : index === 0 ? minLabelKey : maxLabelKey
    // Shown in the vertical list only; screen readers hear it through aria-describedby.
    return key ? (
      <span className="sr-scale-end" aria-hidden="true">
        {richText(text(key))}
      </span>
    ) : null
  }
  const points = options.length <= alwaysOneRow ? 'few' : 'many'
  return (
    <FieldFrame
      variant="group"
      className="sr-scale"
      {...frame}
      attributes={{ role: 'radiogroup', ...groupProps }}
    >
      <div
        className="sr-scale-points"
        data-points={points}
        style={{ '--sr-points': options.length } as CSSProperties}
      >
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
            <span className="sr-scale-value">{richText(text(option.labelKey))}</span>
            {endLabelOf(index)}
          </label>
        ))}
      </div>
      <EndLabels ids={ids} minLabelKey={minLabelKey} maxLabelKey={maxLabelKey} />
    </FieldFrame>
  )
}
