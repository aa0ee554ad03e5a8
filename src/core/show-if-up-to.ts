import type { StudyPage } from './pages'

/** Whether a module or question at or before `first` (all of them, without one) has a `showIf`. */
export function showIfUpTo(allPages: readonly StudyPage[], first: StudyPage | undefined): boolean {
  const last = first
    ? allPages.findIndex((page) => page.index === first.index)
    : allPages.length - 1
  return allPages
    .slice(0, last + 1)
    .some(
      (page) =>
        page.module.showIf !== undefined ||
        page.elements.some(
          (element) => element.kind === 'question' && element.question.showIf !== undefined,
        ),
    )
}
