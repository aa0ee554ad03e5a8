import { describedBy } from './field-ids'
import { FieldNotes } from './field-notes'
import type { QuestionFieldProps } from './field-props'
import { QuestionText } from './question-text'
import { useWidget } from './widget-context'

/**
 * A `number` question: a text input (`inputMode` brings the numeric keyboard), because a native
 * number input reads decimals in the browser's locale, not the study's. What is typed goes to the
 * session as typed, which reads it in the participant's language ("2,5" in `de`, DESIGN.md §10),
 * and shows again as typed; a stored number shows in the language's format.
 */
export function NumberField({
  ids,
  question,
  required,
  answer,
  error,
  onChange,
}: QuestionFieldProps) {
  const { language } = useWidget()
  const shown =
    answer?.entry ??
    (answer?.valueNum == null
      ? ''
      : new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(
          answer.valueNum,
        ))
  // Phone keyboards: "numeric" has no decimal point, and neither key set has a minus sign.
  const negative = question.min === undefined || question.min < 0
  const inputMode = negative ? undefined : question.integer ? 'numeric' : 'decimal'
  return (
    <div id={ids.field} className="sr-field" part="question">
      <label htmlFor={ids.input} className="sr-field-label">
        <QuestionText ids={ids} textKey={question.textKey} required={required} />
      </label>
      <FieldNotes ids={ids} helpKey={question.helpKey} error={error} />
      <input
        id={ids.input}
        className="sr-number"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={shown}
        aria-labelledby={ids.label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(question.helpKey && ids.help, error && ids.error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  )
}
