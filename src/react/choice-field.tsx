import { defaultOtherMaxLength } from '../api/question-types'
import { Fragment } from 'react'
import type { ResponseOption } from '../api/types'
import type { AnswerValue } from '../core/answer-value'
import { ownValue } from '../core/own-value'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import { FieldFrame, fieldWiring } from './field-frame'
import type { FieldIds } from './field-ids'
import { LazyOtherSpecify } from './use-more-fields'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** What a question's "other, please specify" texts need: the answers, and a way to set one. */
export interface OtherAnswers {
  answers: Readonly<Record<string, Answer>>
  setAnswer: (variableCode: string, value: AnswerValue) => void
}

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
  /** For a question's options with `other`: their texts (instrument items have none). */
  others?: OtherAnswers | undefined
}

/**
 * One answer out of several, as native radios in a fieldset whose legend is the question text
 * (`single` questions, and instrument items outside a grid). Each radio is named by its option.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const { text } = useWidget()
  const { ids, others } = props
  const { groupProps } = fieldWiring(props)
  const choose = (value: number) => {
    props.onChange(value)
    // An "other" text is cleared when its option is no longer the answer.
    for (const option of props.options) {
      if (option.other && option.value !== value && others) {
        if (ownValue(others.answers, option.other.variableCode)) {
          others.setAnswer(option.other.variableCode, null)
        }
      }
    }
  }
  return (
    <FieldFrame variant="group" {...props} attributes={{ role: 'radiogroup', ...groupProps }}>
      {props.options.map((option, index) => (
        <Fragment key={option.value}>
          <label className="sr-option">
            <input
              type="radio"
              id={index === 0 ? ids.input : undefined}
              name={ids.field}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => choose(option.value)}
            />
            <span id={`${ids.field}-option-${index}`}>{richText(text(option.labelKey))}</span>
          </label>
          {option.other && others && props.value === option.value && (
            <LazyOtherSpecify
              id={`${ids.field}-other-${index}`}
              optionLabelId={`${ids.field}-option-${index}`}
              other={option.other}
              maxLength={option.other.maxLength ?? defaultOtherMaxLength}
              text={ownValue(others.answers, option.other.variableCode)?.valueText ?? ''}
              invalid={props.error?.key === 'validation.otherRequired'}
              onChange={(value) => others.setAnswer(option.other?.variableCode ?? '', value)}
            />
          )}
        </Fragment>
      ))}
    </FieldFrame>
  )
}
