/**
 * How far the participant is, as they can know it (docs/architecture.md#the-widgets-promises):
 * "Page 4 of 7" counts the pages visible when the page was shown and stays as it is while the
 * participant answers on it, even when an answer adds or removes later pages; the bar's fraction
 * never shrinks going forward, and it is full on the completion screen.
 */
export interface Progress {
  /** The page on screen: its position among the visible pages, from 1. */
  page: number
  /** The visible pages when this page was shown. */
  total: number
  /** Done, from 0 to 1: the pages before this one out of `total`, never less than before. */
  fraction: number
  /** The page's identity (`StudyPage.index`), which tells a new page from the same one. */
  pageKey: number
}

/** The page on screen as the session has it now. */
export interface ProgressView {
  pageKey: number
  /** Position among the visible pages, from 0. */
  position: number
  /** How many pages are visible with the current answers. */
  visibleCount: number
}

/**
 * The progress to show for `view`, given what was shown before: the same object while the page
 * is the same one; on a new page, the count as it is now. Going forward, the fraction keeps to at
 * least what it was (pages that appear ahead do not take progress away); going back, it follows.
 * @example nextProgress(null, { pageKey: 0, position: 0, visibleCount: 5 }) // page 1 of 5, 0
 */
export function nextProgress(previous: Progress | null, view: ProgressView): Progress {
  if (previous && previous.pageKey === view.pageKey) return previous
  const total = Math.max(view.visibleCount, view.position + 1)
  const fraction = view.position / total
  const forward = previous !== null && view.position + 1 > previous.page
  return {
    page: view.position + 1,
    total,
    fraction: forward ? Math.max(fraction, previous.fraction) : fraction,
    pageKey: view.pageKey,
  }
}
