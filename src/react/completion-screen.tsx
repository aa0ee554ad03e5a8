import { useEffect, useRef } from 'react'
import { useUiText } from './use-ui-text'

/** The thank-you screen after finish; its heading takes focus, as on any page change. */
export function CompletionScreen() {
  const t = useUiText()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="sr-completion">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('completed.title')}
      </h2>
      <p>{t('completed.text')}</p>
    </section>
  )
}
