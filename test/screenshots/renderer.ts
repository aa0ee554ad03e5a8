import type { Locator, Page } from '@playwright/test'

/**
 * What differs between the two renderers the screenshots compare; everything else (headings,
 * radios, checkboxes, the slider, labelled fields, Next) is found by role the same way in both.
 */
export interface Renderer {
  /** The file name prefix, e.g. `study-runner`. */
  name: string
  /** The address of the page that shows the example study in English, light. */
  url: string
  /** A page's title (the widget's heading; SurveyJS draws its page titles without one). */
  pageTitle(page: Page, title: string): Locator
  /** The element the screenshots are cropped to. */
  root(page: Page): Locator
  /** The radio for one answer in the grid (instrument) page. */
  gridCell(page: Page, row: string, column: string): Locator
  /** The label of the button that ends the study on its last page. */
  finishLabel: string
}

/** The widget on the demo's React host page (`/`), English, light palette. */
export function studyRunnerRenderer(demoUrl: string): Renderer {
  return {
    name: 'study-runner',
    url: `${demoUrl}/?lang=en&scheme=light`,
    pageTitle: (page, title) => page.getByRole('heading', { name: title, exact: true }),
    root: (page) => page.locator('[data-study-runner]'),
    gridCell: (page, row, column) =>
      page
        .getByRole('radiogroup', { name: row, exact: true })
        .getByRole('radio', { name: column, exact: true }),
    finishLabel: 'Finish',
  }
}

/** The same study converted to SurveyJS (to-surveyjs.ts), on the built SurveyJS page. */
export function surveyJsRenderer(pageUrl: string): Renderer {
  return {
    name: 'surveyjs',
    url: pageUrl,
    pageTitle: (page, title) => page.getByText(title, { exact: true }),
    root: (page) => page.locator('.sd-root-modern'),
    gridCell: (page, row, column) =>
      page.getByRole('radio', { name: `row ${row}, column ${column}`, exact: true }),
    finishLabel: 'Complete',
  }
}
