import { FieldFrame, fieldWiring } from './field-frame'
import type { QuestionFieldProps } from './field-props'
import { useWidget } from './widget-context'

/**
 * A `number` question: a text input (`inputMode` brings the numeric keyboard), because a native
 * number input reads decimals in the browser's locale, not the study's. What is typed goes to the
 * session as typed, which reads it in the participant's language ("2,5" in `de`,
 * docs/architecture.md#the-widgets-promises),
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
  const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
  return (
    <FieldFrame variant="control" {...frame}>
      <input
        id={ids.input}
        className="sr-number"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={shown}
        {...fieldWiring(frame).controlProps}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  )
}
