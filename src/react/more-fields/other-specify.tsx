/** @jsxRuntime classic */
/** @jsx h */
import type { OtherSpecify as OtherSpecifyOption } from '../../api/types'
import type { FieldShared } from '../field-shared'

/** Props of the "other, please specify" text field. */
export interface OtherSpecifyProps {
  /** The id of the text field. */
  id: string
  /** The id of the chosen option's label: with "Please specify", the field's name. */
  optionLabelId: string
  other: OtherSpecifyOption
  /** The longest text (the variable's rule: the option's `maxLength`, capped by the service). */
  maxLength: number
  text: string
  invalid: boolean
  onChange: (text: string) => void
}

/**
 * The text field of an "other, please specify" option of a `single` or `multi` question
 * (docs/content-format.md), shown under the option while it is chosen: named by the option and
 * "Please specify", required, limited to the option's `maxLength`. In this chunk because only
 * content with such an option needs it; the choice fields render it through `LazyOtherSpecify`.
 */
export function createOtherSpecify({ h, useUiText }: FieldShared) {
  return function OtherSpecify(props: OtherSpecifyProps) {
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
          maxLength={props.maxLength}
          value={props.text}
          aria-labelledby={`${props.optionLabelId} ${labelId}`}
          aria-required="true"
          aria-invalid={props.invalid || undefined}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      </div>
    )
  }
}

/** Its styles, scoped under `[data-study-runner]`; the input looks like the other text inputs. */
export const otherSpecifyStyles = `
[data-study-runner] .sr-other { margin-block: 0 0.75em; padding-inline-start: 2.75em; }
[data-study-runner] .sr-other label { display: block; margin-block-end: 0.25em; }
[data-study-runner] .sr-other-text { inline-size: 100%; }
`
