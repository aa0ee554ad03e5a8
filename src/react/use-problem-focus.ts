import { useEffect, useRef } from 'react'

/**
 * After each failed Next (`attempt` counts them), focus goes to the list of problems — or, while
 * its chunk has not arrived (use-later-parts.ts), to the first control in error, so that a failed
 * Next is never silent. Only on a new attempt: a list that arrives later does not take focus from
 * a participant who has gone on answering.
 */
export function useProblemFocus(attempt: number) {
  const summaryRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (attempt === 0) return
    // A control marked invalid itself (text, number, slider, select) or inside a group marked so
    // (radios, checkboxes, a ranking's buttons).
    const firstInError = formRef.current?.querySelector<HTMLElement>(
      ':is(input, textarea, select)[aria-invalid="true"], [aria-invalid="true"] :is(input, select, button:enabled)',
    )
    ;(summaryRef.current ?? firstInError)?.focus()
  }, [attempt])
  return { summaryRef, formRef }
}
