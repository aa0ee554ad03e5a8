import type { MouseEvent, RefObject } from 'react'
import type { StudyPage } from '../core/pages'
import type { ValidationMessage } from '../core/validation'
import type { FieldIds } from './field-ids'
import type { LaterShared } from './later-shared'
import { createPageProblems } from './page-problems'

/**
 * One problem listed in the error summary: a field (its text and message), or several unanswered
 * rows of one grid (`rows`), linked to the first of them.
 */
export type ErrorSummaryItem = { ids: FieldIds } & (
  { textKey: string; message: ValidationMessage } | { rows: number }
)

/** Props of the error summary. */
export interface ErrorSummaryProps {
  /** The page on screen and its problems (from its last failed Next, kept while they last). */
  page: StudyPage
  fieldErrors: Readonly<Record<string, ValidationMessage>>
  /** The page focuses the summary through it after each failed Next (use-problem-focus.ts). */
  focusRef: RefObject<HTMLDivElement | null>
}

/**
 * The list of problems after a failed Next, built from the widget's shared pieces (a later part,
 * later-shared.ts). The page focuses it after each failed attempt; each entry links to the field,
 * moving focus to its first control.
 */
export function createErrorSummary(shared: LaterShared) {
  const { h, useId, useUiText, useWidget, richText } = shared
  const pageProblems = createPageProblems(shared)
  return function ErrorSummary({ page, fieldErrors, focusRef }: ErrorSummaryProps) {
    const t = useUiText()
    const { text, idPrefix } = useWidget()
    const titleId = useId()
    const items = pageProblems(page, fieldErrors, idPrefix)

    return h(
      'div',
      {
        ref: focusRef,
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
