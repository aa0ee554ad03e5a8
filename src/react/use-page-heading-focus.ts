import { useEffect, useRef } from 'react'

/**
 * Moves focus to the page heading when the page changes, not on first load
 * (docs/architecture.md#the-widgets-promises).
 * `page` identifies the page on screen (`StudyPage.index`).
 */
export function usePageHeadingFocus(page: number) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    if (shownPage.current === page) return
    shownPage.current = page
    headingRef.current?.focus()
  }, [page])
  return headingRef
}
