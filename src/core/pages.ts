import type { Module, StudyContent } from '../api/types'
import type { ContentError } from './errors'
import type { ElementResolver, StudyElement } from './content'

/** One screen of the study: a whole module, or one element of a module paged by element. */
export interface StudyPage {
  /** Position in the page list, from 0. */
  index: number
  /** The module this page belongs to. */
  module: Module
  /** The elements shown on this page, in order. */
  elements: StudyElement[]
}

/**
 * Builds the page list from the study's modules (DESIGN.md §3): one page per module, or one page
 * per element when `paging` is `'element'`. `showIf` and `randomize` are not applied yet; they
 * belong here, between module selection and paging.
 */
export function buildPages(content: StudyContent, resolve: ElementResolver): StudyPage[] {
  const pages: StudyPage[] = []
  for (const module of content.modules ?? []) {
    const elements = (module.elements ?? []).map(resolve)
    const groups = module.paging === 'element' ? elements.map((element) => [element]) : [elements]
    for (const group of groups) pages.push({ index: pages.length, module, elements: group })
  }
  return pages
}

/** The content errors of all pages, one per element that cannot be shown. */
export function contentErrorsOf(pages: readonly StudyPage[]): ContentError[] {
  return pages.flatMap((page) =>
    page.elements.flatMap((element) => (element.kind === 'invalid' ? [element.error] : [])),
  )
}
