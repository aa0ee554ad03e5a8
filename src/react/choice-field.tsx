import type { ResponseOption } from '../api/types'
import type { ValidationMessage } from '../core/validation'
import { describedBy, type FieldIds } from './field-ids'
import { FieldNotes } from './field-notes'
import { QuestionText } from './question-text'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps {
  ids: FieldIds
  textKey: string
  helpKey?: string | undefined
  options: ResponseOption[]
  required: boolean
  value: number | null
  error: ValidationMessage | undefined
  onChange: (value: number) => void
}

/**
 * One answer out of several, as native radios in a fieldset whose legend is the question text
 * (`single` questions, and instrument items outside a grid). Each radio is named by its option.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const { text } = useWidget()
  const { ids, error } = props
  return (
    <fieldset
      id={ids.field}
      className="sr-field"
      part="question"
      role="radiogroup"
      aria-required={props.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props.helpKey && ids.help, error && ids.error)}
    >
      <legend className="sr-field-label">
        <QuestionText ids={ids} textKey={props.textKey} required={props.required} />
      </legend>
      <FieldNotes ids={ids} helpKey={props.helpKey} error={error} />
      {props.options.map((option, index) => (
        <label key={option.value} className="sr-option">
          <input
            type="radio"
            id={index === 0 ? ids.input : undefined}
            name={ids.field}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          <span>{richText(text(option.labelKey))}</span>
        </label>
      ))}
    </fieldset>
  )
}
