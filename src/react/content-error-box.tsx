import type { ContentError } from '../core/errors'
import { useUiText } from './use-ui-text'

/** Shown in place of an element that cannot be rendered; the rest of the page still works. */
export function ContentErrorBox({ error }: { error: ContentError }) {
  const t = useUiText()
  return (
    <div className="sr-content-error" data-element-id={error.elementId}>
      <p>
        {t(error.code === 'unknown_question_type' ? 'content.unsupportedType' : 'content.error')}
      </p>
    </div>
  )
}
