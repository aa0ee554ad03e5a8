import type { ResponseOption } from '../api/types'
import type { ValidationMessage } from '../core/validation'
import { FieldFrame, fieldWiring } from './field-frame'
import type { FieldIds } from './field-ids'
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
  const { ids } = props
  const { groupProps } = fieldWiring(props)
  return (
    <FieldFrame variant="group" {...props} attributes={{ role: 'radiogroup', ...groupProps }}>
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
    </FieldFrame>
  )
}
