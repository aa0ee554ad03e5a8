import type { MouseEvent } from 'react'
import type { ValidationMessage } from '../core/validation'
import type { FieldIds } from './field-ids'
import type { LaterShared } from './later-shared'

/**
 * One problem listed in the error summary: a field (its text and message), or several unanswered
 * rows of one grid (`rows`), linked to the first of them.
 */
export type ErrorSummaryItem = { ids: FieldIds } & (
  { textKey: string; message: ValidationMessage } | { rows: number }
)

/** Props of the error summary. */
export interface ErrorSummaryProps {
  items: ErrorSummaryItem[]
  /** Counts the failed attempts: the summary takes focus on each one. */
  attempt: number
}

/**
 * The list of problems after a failed Next, built from the widget's shared pieces (a later part,
 * later-shared.ts). It takes focus on each failed attempt, and each entry links to the field,
 * moving focus to its first control.
 */
export function createErrorSummary(shared: LaterShared) {
  const { h, useEffect, useId, useRef, useUiText, useWidget, richText } = shared
  return function ErrorSummary({ items, attempt }: ErrorSummaryProps) {
    const t = useUiText()
    const { text } = useWidget()
    const titleId = useId()
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      if (attempt > 0) ref.current?.focus()
    }, [attempt])

    return h(
      'div',
      {
        ref,
        className: 'sr-error-summary',
        role: 'alert',
        'aria-labelledby': titleId,
        tabIndex: -1,
      },
      h('h3', { id: titleId }, t('errorSummary.title')),
      h(
        'ul',
        null,
        items.map((item) =>
          h(
            'li',
            { key: item.ids.field },
            h(
              'a',
              {
                href: `#${item.ids.input}`,
                onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                  // Focus the field without touching the host page's URL or scroll routing.
                  event.preventDefault()
                  const root = event.currentTarget.getRootNode() as Document | ShadowRoot
                  root.getElementById(item.ids.input)?.focus()
                },
              },
              'rows' in item
                ? t('errorSummary.gridRows', { count: item.rows })
                : richText(text(item.textKey)),
            ),
            'message' in item && ` — ${t(item.message.key, item.message.params)}`,
          ),
        ),
      ),
    )
  }
}
