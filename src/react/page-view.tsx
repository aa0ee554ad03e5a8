import { useEffect, useRef } from 'react'
import type { StudySessionState } from '../core/create-study-session'
import { ElementField } from './element-field'
import { ErrorSummary, type ErrorSummaryItem } from './error-summary'
import { fieldIds } from './field-ids'
import { PageNavigation } from './page-navigation'
import { RichText } from './rich-text'
import { SaveStatus } from './save-status'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/** One page of the study: progress, heading, intro, fields, problems, save state, navigation. */
export function PageView({ state }: { state: StudySessionState }) {
  const t = useUiText()
  const { text, idPrefix } = useWidget()
  const { pages, pageIndex, answers, fieldErrors } = state
  const page = pages[pageIndex]
  const headingRef = usePageHeadingFocus(pageIndex)
  if (!page) return null

  const progress = t('progress', { current: pageIndex + 1, total: pages.length })
  const busy = state.status === 'submitting' || state.status === 'finishing'
  const problems: ErrorSummaryItem[] = page.elements.flatMap((element) => {
    const message = element.kind === 'invalid' ? undefined : fieldErrors[element.variableCode]
    if (!message || element.kind === 'invalid') return []
    const textKey = element.kind === 'question' ? element.question.textKey : element.item.textKey
    return [{ ids: fieldIds(idPrefix, element.id), textKey, message }]
  })

  return (
    <form
      noValidate
      className="sr-page"
      onSubmit={(event) => {
        event.preventDefault()
        void state.next()
      }}
    >
      {page.module.titleKey && <p className="sr-progress">{progress}</p>}
      <h2 ref={headingRef} tabIndex={-1}>
        {page.module.titleKey ? <RichText text={text(page.module.titleKey)} /> : progress}
      </h2>
      {page.module.introKey && (
        <p className="sr-intro">
          <RichText text={text(page.module.introKey)} />
        </p>
      )}
      {problems.length > 0 && <ErrorSummary items={problems} attempt={state.validationAttempt} />}
      {/* Keyed by page, so that a field's local state (a number draft) starts afresh. */}
      <div key={pageIndex} className="sr-fields">
        {page.elements.map((element) => (
          <ElementField
            key={element.id}
            element={element}
            value={
              element.kind === 'invalid' ? null : (answers[element.variableCode]?.valueNum ?? null)
            }
            error={element.kind === 'invalid' ? undefined : fieldErrors[element.variableCode]}
            onChange={state.setAnswer}
          />
        ))}
      </div>
      <SaveStatus
        saving={busy}
        failed={state.status === 'error'}
        onRetry={() => void state.retry()}
      />
      <PageNavigation
        isFirst={pageIndex === 0}
        isLast={pageIndex === pages.length - 1}
        busy={busy}
        onBack={state.back}
      />
    </form>
  )
}

/** Moves focus to the page heading when the page changes, not on first load (§10). */
function usePageHeadingFocus(pageIndex: number) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownIndex = useRef(pageIndex)
  useEffect(() => {
    if (shownIndex.current === pageIndex) return
    shownIndex.current = pageIndex
    headingRef.current?.focus()
  }, [pageIndex])
  return headingRef
}
