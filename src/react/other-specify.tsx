import type { OtherSpecify as OtherSpecifyOption } from '../api/types'
import { defaultOtherMaxLength } from '../api/question-types'
import { useUiText } from './use-ui-text'

/** Props of {@link OtherSpecify}. */
export interface OtherSpecifyProps {
  /** The id of the text field. */
  id: string
  /** The id of the chosen option's label: with "Please specify", the field's name. */
  optionLabelId: string
  other: OtherSpecifyOption
  text: string
  invalid: boolean
  onChange: (text: string) => void
}

/**
 * The text field of an "other, please specify" option (docs/content-format.md), shown while the
 * option is chosen, under it: named by the option and "Please specify", limited to the option's
 * `maxLength`.
 */
export function OtherSpecify(props: OtherSpecifyProps) {
  const t = useUiText()
  const labelId = `${props.id}-label`
  return (
    <div className="sr-other">
      <label id={labelId} htmlFor={props.id}>
        {t('other.label')}
      </label>
      <input
        id={props.id}
        type="text"
        className="sr-other-text"
        maxLength={props.other.maxLength ?? defaultOtherMaxLength}
        value={props.text}
        aria-labelledby={`${props.optionLabelId} ${labelId}`}
        aria-required="true"
        aria-invalid={props.invalid || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  )
}
