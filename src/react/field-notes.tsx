import type { ValidationMessage } from '../core/validation'
import type { FieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** The texts under a field's label: its help (`ids.help`) and its validation message. */
export function FieldNotes(props: {
  ids: FieldIds
  helpKey?: string | undefined
  error: ValidationMessage | undefined
}) {
  const { text } = useWidget()
  return (
    <>
      {props.helpKey && (
        <p id={props.ids.help} className="sr-help">
          {richText(text(props.helpKey))}
        </p>
      )}
      {props.error && <FieldMessage id={props.ids.error} message={props.error} />}
    </>
  )
}
