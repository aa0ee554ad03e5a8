import type { StudyPage } from './pages'

/**
 * `shownAt` (first shown, ms, by element id) with the elements of `page` not seen before marked
 * as shown `at`: the start of their `rtMs` (paradata, docs/service.md#participant-calls). Unchanged
 * when none is new.
 */
export function withShownElements(
  shownAt: Record<string, number>,
  page: StudyPage | undefined,
  at: number,
): Record<string, number> {
  const fresh = page?.elements.filter((element) => !Object.hasOwn(shownAt, element.id)) ?? []
  if (fresh.length === 0) return shownAt
  return { ...shownAt, ...Object.fromEntries(fresh.map((element) => [element.id, at])) }
}
