import { isRequired, type StudyElement } from '../core/content'
import type { ValidationMessage } from '../core/validation'
import { ChoiceField } from './choice-field'
import { ContentErrorBox } from './content-error-box'
import { fieldIds } from './field-ids'
import { NumberField } from './number-field'
import { useWidget } from './widget-context'

/** Props of {@link ElementField}. */
export interface ElementFieldProps {
  element: StudyElement
  value: number | null
  error: ValidationMessage | undefined
  onChange: (variableCode: string, value: number | null) => void
}

/** Renders one page element with the field its type needs, or a content-error box. */
export function ElementField({ element, value, error, onChange }: ElementFieldProps) {
  const { idPrefix } = useWidget()
  if (element.kind === 'invalid') return <ContentErrorBox error={element.error} />
  const ids = fieldIds(idPrefix, element.id)
  const required = isRequired(element)
  const change = (next: number | null) => onChange(element.variableCode, next)

  if (element.kind === 'instrumentItem') {
    const { item } = element
    return (
      <ChoiceField
        {...{ ids, required, value, error }}
        textKey={item.textKey}
        options={item.options}
        onChange={change}
      />
    )
  }
  const { question } = element
  if (question.type === 'number') {
    return <NumberField {...{ ids, question, required, value, error }} onChange={change} />
  }
  return (
    <ChoiceField
      {...{ ids, required, value, error }}
      textKey={question.textKey}
      helpKey={question.helpKey}
      options={question.options ?? []}
      onChange={change}
    />
  )
}
