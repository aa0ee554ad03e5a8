import { createActiveClock, type ActiveClock } from './active-clock'
import type { SessionData } from './session-transitions'

/**
 * When each question was first painted, on the page's own clock (active-clock.ts): the start of
 * its `rtMs` (docs/content-format.md#order-time-endings). Noted in the frame that shows a page,
 * or a question that `showIf` brings in. Without a page — or with a host's own `now`, whose clock
 * then measures — it notes nothing, and response times count from `shownAt`. Part of the delivery
 * chunk (session-runtime.ts).
 */
export function createPaintTimes(
  get: () => Pick<SessionData, 'pages' | 'pageIndex'>,
  hostClock: boolean,
) {
  let clock: ActiveClock | null = null
  const paintedAt = new Map<string, number>()
  return {
    /** Starts listening to the page (the widget is on it). */
    start() {
      clock ??= hostClock ? null : createActiveClock()
    },
    stop() {
      clock?.stop()
      clock = null
    },
    /** Notes the paint of the questions on screen not painted before. */
    notePage() {
      if (!clock || typeof requestAnimationFrame !== 'function') return
      const { pages, pageIndex } = get()
      const elements = pages[pageIndex]?.elements ?? []
      requestAnimationFrame((paintedTime) => {
        for (const element of elements) {
          if (clock && !paintedAt.has(element.id))
            paintedAt.set(element.id, clock.read(paintedTime))
        }
      })
    },
    /** The response time of an answer to the element now, when its paint was noted. */
    responseTime(elementId: string | undefined): number | undefined {
      const painted = elementId === undefined ? undefined : paintedAt.get(elementId)
      return clock && painted !== undefined ? clock.read() - painted : undefined
    },
  }
}
