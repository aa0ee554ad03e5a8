import type { FieldIds } from './field-ids'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/**
 * A field's question text in a span of its own (`ids.label`), which names the control, and the
 * visible required mark after it: hidden from assistive technology, which reads `aria-required`.
 */
export function QuestionText(props: { ids: FieldIds; textKey: string; required: boolean }) {
  const { text } = useWidget()
  return (
    <>
      <span id={props.ids.label}>{richText(text(props.textKey))}</span>
      {props.required && (
        <span className="sr-required" aria-hidden="true">
          *
        </span>
      )}
    </>
  )
}
