import type { ResponseOption } from '../api/types'
import type { ValidationMessage } from '../core/validation'
import { describedBy, type FieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import { RichText } from './rich-text'
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
 * (`single` questions and instrument items).
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const { text } = useWidget()
  const { ids, error } = props
  return (
    <fieldset
      id={ids.field}
      className="sr-field"
      role="radiogroup"
      aria-required={props.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props.helpKey && ids.help, error && ids.error)}
    >
      <legend className="sr-field-label">
        <RichText text={text(props.textKey)} />
        {props.required && (
          <span className="sr-required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {props.helpKey && (
        <p id={ids.help} className="sr-help">
          <RichText text={text(props.helpKey)} />
        </p>
      )}
      {error && <FieldMessage id={ids.error} message={error} />}
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
          <span>
            <RichText text={text(option.labelKey)} />
          </span>
        </label>
      ))}
    </fieldset>
  )
}
