import { questionTypeDefinitions } from '../api/question-types'
import { memo } from 'react'
import type { AnswerValue } from '../core/answer-value'
import { isRequired, variableCodesOf, type StudyElement } from '../core/content'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import { ChoiceField } from './choice-field'
import { ContentErrorBox } from './content-error-box'
import { fieldIds } from './field-ids'
import { questionFields } from './question-fields'
import { useWidget } from './widget-context'
import { ownValue } from '../core/own-value'

/** Props of {@link ElementField}. */
export interface ElementFieldProps {
  element: StudyElement
  /** All answers of the session, by `variableCode` (a `multi` question reads several). */
  answers: Readonly<Record<string, Answer>>
  error: ValidationMessage | undefined
  onChange: (variableCode: string, value: AnswerValue) => void
}

/**
 * Renders one page element with the field its type needs, or a content-error box. Memoised on
 * what the element reads: answering one question re-renders that question only, however many
 * share the page (`onChange` is the session's stable `setAnswer`).
 */
export const ElementField = memo(function ElementField({
  element,
  answers,
  error,
  onChange,
}: ElementFieldProps) {
  const { idPrefix } = useWidget()
  if (element.kind === 'invalid') return <ContentErrorBox error={element.error} />
  const ids = fieldIds(idPrefix, element.id)
  const required = isRequired(element)
  const answer = ownValue(answers, element.variableCode)
  const change = (value: AnswerValue) => onChange(element.variableCode, value)

  if (element.kind === 'instrumentItem') {
    const { item } = element
    return (
      <ChoiceField
        {...{ ids, required, error }}
        textKey={item.textKey}
        options={item.options}
        value={answer?.valueNum ?? null}
        onChange={change}
      />
    )
  }
  const { question } = element
  const Field = questionFields[question.type]
  return (
    <Field
      {...{ ids, question, required, answer, error, answers }}
      onChange={change}
      setAnswer={onChange}
    />
  )
}, sameField)

function sameField(before: ElementFieldProps, after: ElementFieldProps): boolean {
  return (
    before.element === after.element &&
    before.error === after.error &&
    before.onChange === after.onChange &&
    sameAnswers(after.element, before.answers, after.answers)
  )
}

// The variables of a question answering several, worked out once per element (the layout keeps
// its elements): the comparison below runs for every field of the page on every answer.
const codesOfElement = new WeakMap<StudyElement, string[]>()

/**
 * Whether the answers an element shows are the same: its variable, or each of the variables of a
 * question that answers several (options, rows, an "other" text). Runs for every field of the
 * page on every answer, so it allocates nothing after the first time.
 */
function sameAnswers(
  element: StudyElement,
  before: ElementFieldProps['answers'],
  after: ElementFieldProps['answers'],
): boolean {
  if (element.kind === 'invalid') return true
  if (
    element.kind === 'question' &&
    questionTypeDefinitions[element.question.type].answersSeveral
  ) {
    let codes = codesOfElement.get(element)
    if (!codes) codesOfElement.set(element, (codes = variableCodesOf(element)))
    return codes.every((code) => before[code] === after[code])
  }
  return before[element.variableCode] === after[element.variableCode]
}
