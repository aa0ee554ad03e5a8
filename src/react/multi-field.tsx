import type { AnswerValue } from '../core/answer-value'
import { multiOptionCode, multiSelection, toggleMultiOption } from '../core/multi-selection'
import type { Answer } from '../core/response-batch'
import { describedBy } from './field-ids'
import { FieldNotes } from './field-notes'
import type { QuestionFieldProps } from './field-props'
import { QuestionText } from './question-text'
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
 * unchecks the others, and any other option unchecks it (DESIGN.md §3).
 */
export function MultiField({ ids, question, required, answers, error, onChange }: MultiFieldProps) {
  const { text } = useWidget()
  const selected = multiSelection(question, answers)
  const toggle = (value: number, checked: boolean) => {
    const next = toggleMultiOption(question, selected, value, checked)
    for (const [variableCode, answer] of Object.entries(next)) onChange(variableCode, answer)
  }
  return (
    <fieldset
      id={ids.field}
      className="sr-field"
      part="question"
      aria-describedby={describedBy(question.helpKey && ids.help, error && ids.error)}
    >
      <legend className="sr-field-label">
        <QuestionText ids={ids} textKey={question.textKey} required={required} />
      </legend>
      <FieldNotes ids={ids} helpKey={question.helpKey} error={error} />
      {(question.options ?? []).map((option, index) => (
        <label key={option.value} className="sr-option">
          <input
            type="checkbox"
            id={index === 0 ? ids.input : undefined}
            name={multiOptionCode(question, option.value)}
            checked={selected.has(option.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          <span>{richText(text(option.labelKey))}</span>
        </label>
      ))}
    </fieldset>
  )
}
