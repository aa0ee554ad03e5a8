import type { StudyPage } from './pages'

/** Whether two lists of visible pages show the same elements on the same pages. */
export function samePages(a: readonly StudyPage[], b: readonly StudyPage[]): boolean {
  return (
    a.length === b.length &&
    a.every((page, index) => {
      const other = b[index]
      return (
        other?.index === page.index &&
        other.elements.length === page.elements.length &&
        page.elements.every((element, position) => element === other.elements[position])
      )
    })
  )
}
