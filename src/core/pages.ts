import type { Module, StudyContent } from '../api/types'
import type { ContentError } from './errors'
import type { ElementResolver, StudyElement } from './content'
import type { ConditionData } from './condition-engine'
import { orderOptions } from './option-order'
import { shuffleStably } from './shuffle-stably'
import type { Visibility } from './create-visibility'

/** One screen of the study: a whole module, or one element of a module paged by element. */
export interface StudyPage {
  /**
   * Position in the list of all pages, from 0: stable while answers change what is shown, so it
   * identifies the page (focus, browser history), unlike its position among the visible pages.
   */
  index: number
  /** The module this page belongs to. */
  module: Module
  /** The elements shown on this page, in order (of a visible page: only the visible ones). */
  elements: StudyElement[]
}

/** Options of {@link buildPages}. */
export interface BuildPagesOptions {
  /**
   * Seeds the shuffle of modules with `randomize: true`, stably: the session id, so the same
   * session always sees the same order. Without it, elements keep their order.
   */
  seed?: string | undefined
  /**
   * Shuffles the modules of each `randomizeGroup` by the seed (the panel chunk's, panel-flow.ts);
   * without it, modules keep their order.
   */
  orderModules?: ((modules: readonly Module[], seed: string) => Module[]) | undefined
}

/**
 * Builds every page from the study's modules (docs/content-format.md), in presentation order: one
 * page per module, or one page per element when `paging` is `'element'`, after shuffling the
 * modules of each `randomizeGroup`, the elements of a `randomize` module and the options of a
 * `randomizeOptions` question. `showIf` is applied later, live, by {@link visiblePagesOf}.
 */
export function buildPages(
  content: StudyContent,
  resolve: ElementResolver,
  options: BuildPagesOptions = {},
): StudyPage[] {
  const pages: StudyPage[] = []
  const modules = content.modules ?? []
  const ordered =
    options.seed === undefined || !options.orderModules
      ? modules
      : options.orderModules(modules, options.seed)
  for (const module of ordered) {
    let ids = module.elements ?? []
    if (module.randomize && options.seed !== undefined) {
      ids = shuffleStably(ids, `${options.seed}:${module.id}`)
    }
    const elements = ids.map(resolve).map((element) => withOptionOrder(element, options.seed))
    const groups = module.paging === 'element' ? elements.map((element) => [element]) : [elements]
    for (const group of groups) pages.push({ index: pages.length, module, elements: group })
  }
  return pages
}

/**
 * A question with `randomizeOptions` with its options in this session's order and that order
 * recorded; any other element as it is. Without a seed (no session yet), the content's order.
 */
function withOptionOrder(element: StudyElement, seed: string | undefined): StudyElement {
  if (element.kind !== 'question' || !element.question.randomizeOptions || seed === undefined) {
    return element
  }
  const { question } = element
  const options = orderOptions(question.options ?? [], `${seed}:${question.id}`)
  return {
    ...element,
    question: { ...question, options },
    displayOrder: options.map((option) => option.value),
  }
}

/**
 * The pages a participant sees with the current answers, each with only its visible elements:
 * a module whose `showIf` is false is skipped, and so is a page whose elements are all hidden (a
 * page that never had elements, an intro, stays). `keep` is the page on screen, kept even when
 * answers on it hide everything, so that the participant is never moved away under their hands.
 */
export function visiblePagesOf(
  pages: readonly StudyPage[],
  visibility: Visibility,
  data: ConditionData,
  keep?: number,
): StudyPage[] {
  const moduleShown = new Map<Module, boolean>()
  const visible: StudyPage[] = []
  for (const page of pages) {
    let shown = moduleShown.get(page.module)
    if (shown === undefined) {
      shown = visibility.isModuleShown(page.module, data)
      moduleShown.set(page.module, shown)
    }
    const kept = page.index === keep
    const elements =
      shown || kept
        ? page.elements.filter((element) => visibility.isElementShown(element, data))
        : []
    const empty = !shown || (elements.length === 0 && page.elements.length > 0)
    if (!empty || kept) visible.push({ ...page, elements })
  }
  return visible
}

/** The elements of `pages` that `visiblePages` does not show: their answers are to be cleared. */
export function hiddenElementsOf(
  pages: readonly StudyPage[],
  visiblePages: readonly StudyPage[],
): StudyElement[] {
  const shown = new Set(visiblePages.flatMap((page) => page.elements))
  return pages.flatMap((page) => page.elements.filter((element) => !shown.has(element)))
}

/** The content errors of all pages, one per element that cannot be shown. */
export function contentErrorsOf(pages: readonly StudyPage[]): ContentError[] {
  return pages.flatMap((page) =>
    page.elements.flatMap((element) => (element.kind === 'invalid' ? [element.error] : [])),
  )
}
