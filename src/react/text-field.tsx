import { describedBy } from './field-ids'
import { FieldNotes } from './field-notes'
import type { QuestionFieldProps } from './field-props'
import { QuestionText } from './question-text'
import { TextCounter } from './text-counter'

/**
 * A `text` question: a multi-line native textarea, limited to `maxLength` with a live counter.
 * The answer travels as `valueText` with `valueNum: null` (DESIGN.md §3); emptying it clears it.
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
  return (
    <div id={ids.field} className="sr-field" part="question">
      <label htmlFor={ids.input} className="sr-field-label">
        <QuestionText ids={ids} textKey={question.textKey} required={required} />
      </label>
      <FieldNotes ids={ids} helpKey={question.helpKey} error={error} />
      <textarea
        id={ids.input}
        className="sr-text"
        rows={4}
        maxLength={max}
        value={text}
        aria-labelledby={ids.label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          question.helpKey && ids.help,
          max !== undefined && ids.counter,
          error && ids.error,
        )}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {max !== undefined && <TextCounter id={ids.counter} length={text.length} max={max} />}
    </div>
  )
}
