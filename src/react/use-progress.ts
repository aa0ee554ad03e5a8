import { useState } from 'react'
import { nextProgress, type Progress, type ProgressView } from '../core/progress'

/** The progress of the page on screen (core/progress.ts), remembered across pages. */
export function useProgress(view: ProgressView): Progress {
  const [shown, setShown] = useState(() => nextProgress(null, view))
  const next = nextProgress(shown, view)
  // Derived state: updated during render, so the new page never paints the old count.
  if (next !== shown) setShown(next)
  return next
}
