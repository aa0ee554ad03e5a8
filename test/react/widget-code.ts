import { act } from '@testing-library/react'
import { prefetchLaterParts } from '../../src/react/use-later-parts'

/**
 * Waits, as a participant does before acting, for the code the widget fetches once its first
 * page is painted (docs/architecture.md, "What a study loads"): the later parts, and what a
 * session does (the delivery chunk, which test/setup.ts preloads), started after the next frame.
 * Two frames, so that the widget's own wait for the paint, asked for before this one, is over; a
 * click then is taken at once rather than once that code has arrived (taken then: the early
 * answers of test/core/create-study-session.test.ts).
 */
export async function waitForWidgetCode(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  await act(async () => {
    await prefetchLaterParts()
    await frame()
    await frame()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}
