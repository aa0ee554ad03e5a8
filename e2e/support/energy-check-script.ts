import { expect, type Page } from '@playwright/test'
import { participant } from './participant'
import type { StudyLabels } from './study-labels'

/** An answer as the results API reads it back: a number, a text, or null (cleared). */
export type GivenValue = number | string | null

/** One page of the example study, answered by a script as a participant would. */
export interface ScriptPage {
  moduleId: string
  /**
   * Answers the page (some answers first, the rest after `halfway`); `page` is read for each
   * answer, so that `halfway` may swap the tab.
   */
  answer(page: () => Page, halfway?: () => Promise<void>): Promise<void>
  /** What this page's answers leave in the results. */
  given: Record<string, GivenValue>
  /** Checks that the page shows its first answer (after a reload). */
  expectFirstAnswer(page: Page): Promise<void>
}

const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const

/**
 * The example study in English, page by page: consent, the DES-6 grid, the week (multi with a
 * follow-up, scale, slider), sleep (branching into the sleep details, one question per page),
 * about you (number and text, then Finish). `variant` varies the answers between scenarios.
 */
export function energyCheckScript(labels: StudyLabels, variant = 0): ScriptPage[] {
  const pick = <T>(values: readonly T[], offset = 0): T =>
    values[(variant + offset) % values.length] as T
  const grid = Object.fromEntries(des6.map((code, n) => [code, pick([0, 1, 2, 3], n)]))
  const stress = pick([2, 5, 7, 9])
  const rested = pick([15, 40, 70, 95])
  const age = 20 + variant
  const comment = `Scenario ${variant}: fine & "well" <b>not bold</b>`
  const p = (page: Page) => participant(page, labels, 'en')
  return [
    {
      moduleId: 'consent',
      given: { CONSENT: 1 },
      answer: async (page) => p(page()).choose('CONSENT', 1),
      expectFirstAnswer: (page) => expect(p(page).radio('CONSENT', 1)).toBeChecked(),
    },
    {
      moduleId: 'energy',
      given: grid,
      async answer(page, halfway) {
        for (const [index, code] of des6.entries()) {
          if (index === 3) await halfway?.()
          await p(page()).choose(code, grid[code] as number)
        }
      },
      expectFirstAnswer: (page) =>
        expect(p(page).radio('DES6_1', grid.DES6_1 as number)).toBeChecked(),
    },
    {
      moduleId: 'week',
      given: {
        ACTIVITY_1: 1,
        ACTIVITY_2: 0,
        ACTIVITY_3: 1,
        ACTIVITY_4: 0,
        ACTIVITY_99: 0,
        EXDAYS: 3,
        STRESS: stress,
        RESTED: rested,
      },
      async answer(page, halfway) {
        await p(page()).checkbox('ACTIVITY', 1).check()
        await p(page()).checkbox('ACTIVITY', 3).check()
        await p(page()).field('EXDAYS').fill('3')
        await halfway?.()
        await p(page()).choose('STRESS', stress)
        await p(page()).slider('RESTED').fill(String(rested))
      },
      expectFirstAnswer: (page) => expect(p(page).checkbox('ACTIVITY', 1)).toBeChecked(),
    },
    {
      moduleId: 'sleep',
      given: { SLEEP: 2 },
      answer: async (page) => p(page()).choose('SLEEP', 2),
      expectFirstAnswer: (page) => expect(p(page).radio('SLEEP', 2)).toBeChecked(),
    },
    {
      moduleId: 'sleep-details',
      given: { WAKE: 1 },
      answer: async (page) => p(page()).choose('WAKE', 1),
      expectFirstAnswer: (page) => expect(p(page).radio('WAKE', 1)).toBeChecked(),
    },
    {
      moduleId: 'sleep-details',
      given: { SCREEN: 0 },
      answer: async (page) => p(page()).choose('SCREEN', 0),
      expectFirstAnswer: (page) => expect(p(page).radio('SCREEN', 0)).toBeChecked(),
    },
    {
      moduleId: 'about-you',
      given: { AGE: age, COMMENT: comment },
      async answer(page, halfway) {
        await p(page()).field('AGE').fill(String(age))
        await halfway?.()
        await p(page()).field('COMMENT').fill(comment)
      },
      expectFirstAnswer: (page) => expect(p(page).field('AGE')).toHaveValue(String(age)),
    },
  ]
}

/** Everything a script's pages leave in the results. */
export function givenOf(script: readonly ScriptPage[]): Record<string, GivenValue> {
  return Object.assign({}, ...script.map((step) => step.given)) as Record<string, GivenValue>
}

/** Options of {@link runScript}. */
export interface RunScriptOptions {
  /** Called on each page once it is shown, before it is answered. */
  onPage?: (index: number, step: ScriptPage) => Promise<void>
  /** Called in the middle of answering a page. */
  halfway?: (index: number, step: ScriptPage) => Promise<void>
  /** Presses Next / Finish (default: one click). */
  leave?: (page: Page, isLast: boolean) => Promise<void>
  /** The page to use from a given step on (a reopened tab). */
  pageFor?: () => Page
  /**
   * `false`: the script is a part of the study; each page is left with Next, and the thank-you
   * screen is not awaited.
   * @default true
   */
  finish?: boolean
}

/** Answers the whole script and waits for the thank-you screen. */
export async function runScript(
  page: Page,
  labels: StudyLabels,
  script: readonly ScriptPage[],
  options: RunScriptOptions = {},
): Promise<void> {
  const current = () => options.pageFor?.() ?? page
  for (const [index, step] of script.entries()) {
    await participant(current(), labels, 'en').expectPage(step.moduleId)
    await options.onPage?.(index, step)
    await participant(current(), labels, 'en').expectPage(step.moduleId)
    const halfway = options.halfway
    await step.answer(current, halfway ? () => halfway(index, step) : undefined)
    const isLast = index === script.length - 1 && options.finish !== false
    const p = participant(current(), labels, 'en')
    if (options.leave) await options.leave(current(), isLast)
    else if (isLast) await p.finish()
    else await p.next()
  }
  if (options.finish === false) return
  await expect(
    current().getByRole('heading', { name: participant(current(), labels, 'en').nav.thanks }),
  ).toBeVisible({ timeout: 30_000 })
}
