import type { ValidationMessage } from '../core/validation'
import { useUiText } from './use-ui-text'

/** A field's validation message, in the widget's language. */
export function FieldMessage({ id, message }: { id: string; message: ValidationMessage }) {
  const t = useUiText()
  return (
    <p id={id} className="sr-field-error">
      {t(message.key, message.params)}
    </p>
  )
}
