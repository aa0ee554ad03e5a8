import { expect, type Locator, type Page, type Request } from '@playwright/test'
import type { StudyLabels } from './study-labels'

/** The widget's navigation labels per language (docs/architecture.md#the-widgets-promises). */
export const navigation = {
  en: { back: 'Back', next: 'Next', finish: 'Finish', thanks: 'Thank you' },
  de: { back: 'Zurück', next: 'Weiter', finish: 'Abschließen', thanks: 'Vielen Dank' },
  ar: { back: 'السابق', next: 'التالي', finish: 'إنهاء', thanks: 'شكرًا لك' },
} as const

export type DemoLanguage = keyof typeof navigation

/** Answers the example study by mouse, finding everything by its visible wording. */
export function participant(page: Page, labels: StudyLabels, language: DemoLanguage) {
  const nav = navigation[language]
  const button = (name: string) => page.getByRole('button', { name, exact: true })
  return {
    nav,
    heading: (moduleId: string) =>
      page.getByRole('heading', { level: 2, name: labels.moduleTitle(moduleId), exact: true }),
    radio: (variableCode: string, value: number): Locator =>
      page
        .getByRole('radiogroup', { name: labels.question(variableCode) })
        .getByRole('radio', { name: labels.option(variableCode, value), exact: true }),
    checkbox: (variableCode: string, value: number): Locator =>
      page
        .getByRole('group', { name: labels.question(variableCode) })
        .getByRole('checkbox', { name: labels.option(variableCode, value), exact: true }),
    field: (variableCode: string): Locator =>
      page.getByLabel(labels.question(variableCode), { exact: true }),
    slider: (variableCode: string): Locator =>
      page.getByRole('slider', { name: labels.question(variableCode) }),
    next: () => button(nav.next).click(),
    back: () => button(nav.back).click(),
    finish: () => button(nav.finish).click(),
    async choose(variableCode: string, value: number) {
      await this.radio(variableCode, value).check()
    },
    async expectPage(moduleId: string) {
      await expect(this.heading(moduleId)).toBeVisible()
    },
  }
}

/**
 * Opens the study (`open`), checks that its first page shows without a session start, then takes
 * the participant's first step (an answer, or Next) and answers the id of the session that step
 * started through the proxy.
 */
export async function sessionIdOf(
  page: Page,
  studyId: string,
  open: () => Promise<unknown>,
  firstStep: () => Promise<unknown>,
) {
  const isStart = (request: Request) =>
    request.url().endsWith(`/api/study/studies/${studyId}/sessions`) && request.method() === 'POST'
  const early: string[] = []
  const watch = (request: Request) => void (isStart(request) && early.push(request.url()))
  page.on('request', watch)
  await open()
  await expect(page.locator('[data-study-runner] form.sr-page')).toBeVisible()
  page.off('request', watch)
  expect(early, 'the first page shows before any session starts').toEqual([])
  const started = page.waitForResponse((response) => isStart(response.request()))
  await firstStep()
  const response = await started
  expect(response.status()).toBe(201)
  return ((await response.json()) as { sessionId: string }).sessionId
}
