import { useEffect, useId, useRef } from 'react'
import type { ValidationMessage } from '../core/validation'
import type { FieldIds } from './field-ids'
import { richText } from './rich-text'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * One problem listed in the {@link ErrorSummary}: a field (its text and message), or several
 * unanswered rows of one grid (`rows`), linked to the first of them.
 */
export type ErrorSummaryItem = { ids: FieldIds } & (
  { textKey: string; message: ValidationMessage } | { rows: number }
)

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
        {items.map((item) => (
          <li key={item.ids.field}>
            <a
              href={`#${item.ids.input}`}
              onClick={(event) => {
                // Focus the field without touching the host page's URL or scroll routing.
                event.preventDefault()
                const root = event.currentTarget.getRootNode() as Document | ShadowRoot
                root.getElementById(item.ids.input)?.focus()
              }}
            >
              {'rows' in item
                ? t('errorSummary.gridRows', { count: item.rows })
                : richText(text(item.textKey))}
            </a>
            {'message' in item && <> — {t(item.message.key, item.message.params)}</>}
          </li>
        ))}
      </ul>
    </div>
  )
}
