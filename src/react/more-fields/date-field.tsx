/** @jsxRuntime classic */
/** @jsx h */
import { dateLimitOf, dayNumberOf, isoDateOf } from '../../api/calendar-date'
import type { AnswerValue } from '../../core/answer-value'
import { localToday } from '../../core/more-validators/date'
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'
import { nativeDateInputSupported } from './date-input-support'
import {
  formatTypedDate,
  parseTypedDate,
  typedDateFormatOf,
  type TypedDate,
  type TypedDateFormat,
} from './typed-date'

/**
 * The `date` field's styles, scoped under `[data-study-runner]`: the box is `.sr-number`'s (44 px
 * high, bordered, red when invalid), wide enough for a browser's date input and its picker button
 * (a 24 px target), never wider than the widget (320 px); logical properties only, for right to
 * left. `.sr-number.sr-date` outranks `.sr-number` wherever this stylesheet lands. The typed
 * field's hint is a `.sr-help`.
 */
export const dateStyles = `
[data-study-runner] .sr-number.sr-date { inline-size: min(100%, 13em); }
[data-study-runner] .sr-date::-webkit-calendar-picker-indicator {
  min-inline-size: 24px;
  min-block-size: 24px;
  padding: 0.25em;
  cursor: pointer;
}
`

/**
 * What a browser date input holding an incomplete date ("12/––/2024") answers: its `value` is
 * empty then, with `validity.badInput`, and the text is not readable. Not a date, not nothing:
 * validation asks for a valid date (`validation.date`) instead of taking the field as emptied.
 */
export const incompleteDateEntry = '…'

/** The example of the typed field's hint: its day cannot be a month, so the order shows. */
const exampleDate = '2024-12-31'

/** A field's props with its limits as day numbers (`"today"` resolved). */
interface InputProps extends FieldComponentProps {
  min: number | undefined
  max: number | undefined
}

/** The answer for a `YYYY-MM-DD` date, or a text that is not (yet) one. */
const dateAnswer = (iso: string): AnswerValue => {
  const day = dayNumberOf(iso)
  return day === undefined
    ? { valueNum: null, valueText: null, entry: iso }
    : { valueNum: day, valueText: iso }
}

/** The answer for what the typed field reads. */
function typedAnswer(parsed: TypedDate, text: string): AnswerValue {
  if (parsed.kind === 'empty') return null
  if (parsed.kind === 'invalid') return { valueNum: null, valueText: null, entry: text }
  return { valueNum: parsed.dayNumber, valueText: parsed.iso }
}

/**
 * A `date` question (docs/content-format.md): `valueText` `YYYY-MM-DD`, `valueNum` its day number,
 * within `minDate`…`maxDate` (`"today"`: the participant's date today). The browser's own date
 * input where it has one, with the limits as `min`/`max`; else one text field read in the
 * participant's language's order (typed-date.ts), with an example date as its hint. A text that is
 * not a date stays as typed (`entry`) and validation asks for a valid date.
 */
export function createDateField(shared: FieldShared) {
  const { h, FieldFrame, fieldWiring, useState, useUiText, useWidget } = shared

  return function DateField(props: FieldComponentProps) {
    const { ids, question, required, error } = props
    const t = useUiText()
    const { language } = useWidget()
    const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
    const today = localToday()
    const min = dateLimitOf(question.minDate, today)
    const max = dateLimitOf(question.maxDate, today)
    if (nativeDateInputSupported()) {
      return (
        <FieldFrame variant="control" {...frame}>
          <NativeDateInput {...props} min={min} max={max} />
        </FieldFrame>
      )
    }
    const format = typedDateFormatOf(language)
    const hint = `${ids.field}-hint`
    return (
      <FieldFrame variant="control" {...frame}>
        <p id={hint} className="sr-help sr-date-hint">
          {t('date.example', { example: formatTypedDate(exampleDate, format) })}
        </p>
        <TypedDateInput {...props} {...{ format, hint, today, min, max }} />
      </FieldFrame>
    )
  }

  function NativeDateInput({
    ids,
    question,
    required,
    answer,
    error,
    onChange,
    ...limits
  }: InputProps) {
    const wiring = fieldWiring({ ids, helpKey: question.helpKey, required, error })
    return (
      <input
        id={ids.input}
        className="sr-number sr-date"
        type="date"
        min={limits.min === undefined ? undefined : isoDateOf(limits.min)}
        max={limits.max === undefined ? undefined : isoDateOf(limits.max)}
        autoComplete="off"
        value={answer?.valueText ?? ''}
        {...wiring.controlProps}
        onChange={(event) => {
          const input = event.currentTarget
          if (input.value !== '') onChange(dateAnswer(input.value))
          else if (input.validity.badInput) {
            onChange({ valueNum: null, valueText: null, entry: incompleteDateEntry })
          } else onChange(null)
        }}
      />
    )
  }

  function TypedDateInput(
    props: InputProps & { format: TypedDateFormat; hint: string; today: number },
  ) {
    const { ids, question, required, answer, error, onChange, format } = props
    // What the participant is typing, while they are: the stored answer says the same thing in
    // the language's format, which would move the text under their cursor.
    const [draft, setDraft] = useState<string | null>(null)
    const context = { today: props.today, min: props.min, max: props.max }
    const stored =
      answer?.entry ?? (answer?.valueText ? formatTypedDate(answer.valueText, format) : '')
    const reading = draft === null ? undefined : parseTypedDate(draft, format, context)
    const sameDate =
      reading?.kind === 'date' && answer?.valueText === reading.iso && answer.entry === undefined
    const wiring = fieldWiring({
      ids,
      helpKey: question.helpKey,
      required,
      error,
      descriptions: [props.hint],
    })
    return (
      <input
        id={ids.input}
        className="sr-number sr-date"
        type="text"
        // Digits with a separator key (iOS's numeric pad has none; its decimal pad has "." or ",").
        inputMode="decimal"
        // Never `bday`: a date question is rarely the participant's own birthday.
        autoComplete="off"
        spellCheck={false}
        value={sameDate && draft !== null ? draft : stored}
        {...wiring.controlProps}
        onChange={(event) => {
          const text = event.currentTarget.value
          setDraft(text)
          onChange(typedAnswer(parseTypedDate(text, format, context), text))
        }}
        // Leaving the field shows the date as stored, in the language's format ("5/1/85" →
        // "05/01/1985"), so a two-digit year's reading is visible.
        onBlur={() => setDraft(null)}
      />
    )
  }
}
