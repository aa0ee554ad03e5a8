import { defaultOtherMaxLength } from '../api/question-types'
import { Fragment } from 'react'
import type { AnswerValue } from '../core/answer-value'
import { multiOptionCode, multiSelection, toggleMultiOption } from '../core/multi-selection'
import type { Answer } from '../core/response-batch'
import { ownValue } from '../core/own-value'
import { FieldFrame, fieldWiring } from './field-frame'
import { LazyOtherSpecify } from './use-more-fields'
import type { QuestionFieldProps } from './field-props'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** Props of {@link MultiField}: a `multi` question answers one variable per option. */
export interface MultiFieldProps extends Omit<QuestionFieldProps, 'answer' | 'onChange'> {
  answers: Readonly<Record<string, Answer>>
  onChange: (variableCode: string, value: AnswerValue) => void
}

/**
 * A `multi` question: native checkboxes in a fieldset (role `group`, named by the legend). Each
 * option answers `${variableCode}_${value}` with 1 or 0; an `exclusive` option ("none of these")
 * unchecks the others, and any other option unchecks it (docs/content-format.md).
 */
export function MultiField({ ids, question, required, answers, error, onChange }: MultiFieldProps) {
  const { text } = useWidget()
  const selected = multiSelection(question, answers)
  const toggle = (value: number, checked: boolean) => {
    const next = toggleMultiOption(question, selected, value, checked)
    for (const [variableCode, answer] of Object.entries(next)) onChange(variableCode, answer)
    // An "other" text is cleared with its option (unchecked, or by an exclusive one).
    for (const option of question.options ?? []) {
      const code = option.other?.variableCode
      if (code && next[multiOptionCode(question, option.value)] === 0 && ownValue(answers, code)) {
        onChange(code, null)
      }
    }
  }
  const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
  // A group of checkboxes takes no aria-required; each checkbox says it is invalid.
  const { 'aria-describedby': described } = fieldWiring(frame).groupProps
  return (
    <FieldFrame variant="group" {...frame} attributes={{ 'aria-describedby': described }}>
      {(question.options ?? []).map((option, index) => (
        <Fragment key={option.value}>
          <label className="sr-option">
            <input
              type="checkbox"
              id={index === 0 ? ids.input : undefined}
              name={multiOptionCode(question, option.value)}
              checked={selected.has(option.value)}
              aria-invalid={error && error.key !== 'validation.otherRequired' ? true : undefined}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <span id={`${ids.field}-option-${index}`}>{richText(text(option.labelKey))}</span>
          </label>
          {option.other && selected.has(option.value) && (
            <LazyOtherSpecify
              id={`${ids.field}-other-${index}`}
              optionLabelId={`${ids.field}-option-${index}`}
              other={option.other}
              maxLength={option.other.maxLength ?? defaultOtherMaxLength}
              text={ownValue(answers, option.other.variableCode)?.valueText ?? ''}
              invalid={error?.key === 'validation.otherRequired'}
              onChange={(value) => onChange(option.other?.variableCode ?? '', value)}
            />
          )}
        </Fragment>
      ))}
    </FieldFrame>
  )
}
