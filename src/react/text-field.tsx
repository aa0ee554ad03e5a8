import { FieldFrame, fieldWiring } from './field-frame'
import type { QuestionFieldProps } from './field-props'
import { TextCounter } from './text-counter'

/**
 * A `text` question: a multi-line native textarea, limited to `maxLength` with a live counter.
 * The answer travels as `valueText` with `valueNum: null` (docs/content-format.md); emptying it
 * clears it.
 */
export function TextField({
  ids,
  question,
  required,
  answer,
  error,
  onChange,
}: QuestionFieldProps) {
  const text = answer?.valueText ?? ''
  const max = question.maxLength
  const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
  const wiring = fieldWiring({ ...frame, descriptions: [max !== undefined && ids.counter] })
  return (
    <FieldFrame variant="control" {...frame}>
      <textarea
        id={ids.input}
        className="sr-text"
        rows={4}
        maxLength={max}
        value={text}
        {...wiring.controlProps}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {max !== undefined && <TextCounter id={ids.counter} length={text.length} max={max} />}
    </FieldFrame>
  )
}
