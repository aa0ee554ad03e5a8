import { useUiText } from './use-ui-text'

/**
 * The visible length counter of a text answer ("12 / 200"), and a polite live region that speaks
 * the characters left only near the limit (the last 10 %, at least 5), not on every key.
 */
export function TextCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const t = useUiText()
  const remaining = Math.max(0, max - length)
  const near = remaining <= Math.max(5, Math.floor(max / 10))
  return (
    <>
      <p id={id} className="sr-counter" data-near={near || undefined}>
        {t('text.counter', { length, max })}
      </p>
      <p className="sr-visually-hidden" aria-live="polite">
        {near ? t('text.remaining', { remaining }) : ''}
      </p>
    </>
  )
}
