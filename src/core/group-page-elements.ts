import type { InstrumentItem } from '../api/types'
import type { StudyElement } from './content'
import type { StudyPage } from './pages'

/** An instrument item of a page, as resolved from the content. */
export type InstrumentItemElement = Extract<StudyElement, { kind: 'instrumentItem' }>

/** What a page shows in order: single elements, and runs of instrument items shown as a grid. */
export type PageElementGroup =
  { kind: 'element'; element: StudyElement } | { kind: 'grid'; items: InstrumentItemElement[] }

/**
 * Groups a page's elements for display (docs/content-format.md, "render as a grid"): in a module
 * that presents an instrument (`instrumentId`), consecutive items that share the same options form
 * one grid, rows by columns; a lone item (e.g. under `paging: 'element'`) stays a plain question.
 */
export function groupPageElements(page: StudyPage): PageElementGroup[] {
  const groups: PageElementGroup[] = []
  let run: InstrumentItemElement[] = []
  const flush = () => {
    if (run.length > 1) groups.push({ kind: 'grid', items: run })
    else for (const element of run) groups.push({ kind: 'element', element })
    run = []
  }
  for (const element of page.elements) {
    const joins =
      page.module.instrumentId !== undefined &&
      element.kind === 'instrumentItem' &&
      (run.length === 0 || sameOptions(run[0]?.item, element.item))
    if (!joins) flush()
    if (element.kind === 'instrumentItem' && page.module.instrumentId !== undefined) {
      run.push(element)
    } else groups.push({ kind: 'element', element })
  }
  flush()
  return groups
}

function sameOptions(a: InstrumentItem | undefined, b: InstrumentItem): boolean {
  if (!a || a.options.length !== b.options.length) return false
  return a.options.every(
    (option, index) =>
      option.value === b.options[index]?.value && option.labelKey === b.options[index]?.labelKey,
  )
}
