/** A clock of the time a page was on screen (`createActiveClock`). */
export interface ActiveClock {
  /** The visible time at `at` (a `performance.now()` time; by default now), in ms. */
  read: (at?: number) => number
  /** Stops listening to the page. */
  stop: () => void
}

/**
 * The clock of response times (`rtMs`, docs/content-format.md#order-time-endings):
 * `performance.now()` — monotonic, unmoved by changes of the system's time — less the time the
 * tab was hidden, so a participant who switched away is not counted as thinking. Null where the
 * page has no `document` or `performance` (a server, a test in Node).
 */
export function createActiveClock(
  page:
    | Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
    | undefined = globalThis.document,
  performance: Pick<Performance, 'now'> | undefined = globalThis.performance,
): ActiveClock | null {
  if (!page || !performance) return null
  let hiddenTotal = 0
  let hiddenSince: number | null = page.visibilityState === 'hidden' ? performance.now() : null
  const onChange = () => {
    if (page.visibilityState === 'hidden') hiddenSince ??= performance.now()
    else if (hiddenSince !== null) {
      hiddenTotal += performance.now() - hiddenSince
      hiddenSince = null
    }
  }
  page.addEventListener('visibilitychange', onChange)
  return {
    read(at = performance.now()) {
      const hiddenNow = hiddenSince === null ? 0 : Math.max(0, at - hiddenSince)
      return at - hiddenTotal - hiddenNow
    },
    stop: () => page.removeEventListener('visibilitychange', onChange),
  }
}
