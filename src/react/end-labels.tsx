import type { FieldIds } from './field-ids'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/**
 * The end labels of a scale or slider: `minLabelKey` at the start, `maxLabelKey` at the end (the
 * row follows the text direction). Their ids (`ids.minLabel`, `ids.maxLabel`) describe controls.
 */
export function EndLabels(props: {
  ids: FieldIds
  minLabelKey?: string | undefined
  maxLabelKey?: string | undefined
}) {
  const { text } = useWidget()
  if (!props.minLabelKey && !props.maxLabelKey) return null
  return (
    <div className="sr-end-labels">
      <span id={props.ids.minLabel}>{props.minLabelKey && richText(text(props.minLabelKey))}</span>
      <span id={props.ids.maxLabel}>{props.maxLabelKey && richText(text(props.maxLabelKey))}</span>
    </div>
  )
}
