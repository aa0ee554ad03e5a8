import { useState } from 'react'
import type { Question } from '../api/types'
import type { ValidationMessage } from '../core/validation'
import { describedBy, type FieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import { RichText } from './rich-text'
import { useWidget } from './widget-context'

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  ids: FieldIds
  question: Question
  required: boolean
  value: number | null
  error: ValidationMessage | undefined
  onChange: (value: number | null) => void
}

/** A `number` question: a labelled native number input; an empty or unparsable entry is no answer. */
export function NumberField({ ids, question, required, value, error, onChange }: NumberFieldProps) {
  const { text } = useWidget()
  // What the participant typed, which may not be a number yet ("-", "1.").
  const [draft, setDraft] = useState(value === null ? '' : String(value))
  return (
    <div id={ids.field} className="sr-field">
      <label htmlFor={ids.input} className="sr-field-label">
        <RichText text={text(question.textKey)} />
        {required && (
          <span className="sr-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {question.helpKey && (
        <p id={ids.help} className="sr-help">
          <RichText text={text(question.helpKey)} />
        </p>
      )}
      {error && <FieldMessage id={ids.error} message={error} />}
      <input
        id={ids.input}
        type="number"
        inputMode="decimal"
        min={question.min}
        max={question.max}
        step={question.step ?? (question.integer ? 1 : 'any')}
        value={draft}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(question.helpKey && ids.help, error && ids.error)}
        onChange={(event) => {
          setDraft(event.target.value)
          const parsed = event.target.value.trim() === '' ? NaN : Number(event.target.value)
          onChange(Number.isFinite(parsed) ? parsed : null)
        }}
      />
    </div>
  )
}
