import { memo } from 'react'
import type { AnswerValue } from '../core/answer-value'
import { isRequired, type StudyElement } from '../core/content'
import type { ValidationMessage } from '../core/validation'
import { ChoiceField } from './choice-field'
import { ContentErrorBox } from './content-error-box'
import { fieldIds } from './field-ids'
import { questionFields } from './question-fields'
import { useWidget } from './widget-context'
import { ownValue } from '../core/own-value'
import { useElementAnswers } from './element-answers'

/** Props of {@link ElementField}. */
export interface ElementFieldProps {
  element: StudyElement
  error: ValidationMessage | undefined
  onChange: (variableCode: string, value: AnswerValue) => void
}

/**
 * Renders one page element with the field its type needs, or a content-error box. It reads its
 * answers from the session itself ({@link useElementAnswers}) and is memoised on its props
 * (`onChange` is the session's stable `setAnswer`): answering one question re-renders that
 * question only, however many share the page.
 */
export const ElementField = memo(function ElementField({
  element,
  error,
  onChange,
}: ElementFieldProps) {
  const { idPrefix } = useWidget()
  const answers = useElementAnswers(element)
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
    before.onChange === after.onChange
  )
}
