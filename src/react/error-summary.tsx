import { useEffect, useId, useRef } from 'react'
import type { ValidationMessage } from '../core/validation'
import type { FieldIds } from './field-ids'
import { richText } from './rich-text'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/** One problem listed in the {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  ids: FieldIds
  textKey: string
  message: ValidationMessage
}

/**
 * The list of problems after a failed Next. It takes focus on each failed attempt (`attempt`), and
 * each entry links to the field, moving focus to its first control.
 */
export function ErrorSummary({ items, attempt }: { items: ErrorSummaryItem[]; attempt: number }) {
  const t = useUiText()
  const { text } = useWidget()
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (attempt > 0) ref.current?.focus()
  }, [attempt])

  return (
    <div
      ref={ref}
      className="sr-error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId}>{t('errorSummary.title')}</h3>
      <ul>
        {items.map(({ ids, textKey, message }) => (
          <li key={ids.field}>
            <a
              href={`#${ids.input}`}
              onClick={(event) => {
                // Focus the field without touching the host page's URL or scroll routing.
                event.preventDefault()
                const root = event.currentTarget.getRootNode() as Document | ShadowRoot
                root.getElementById(ids.input)?.focus()
              }}
            >
              {richText(text(textKey))}
            </a>{' '}
            — {t(message.key, message.params)}
          </li>
        ))}
      </ul>
    </div>
  )
}
