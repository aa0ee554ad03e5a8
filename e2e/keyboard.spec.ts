import { expect, test, type Locator, type Page } from '@playwright/test'
import { participant, type DemoLanguage } from './support/participant'
import { loadStudyLabels } from './support/study-labels'

// The whole study by keyboard alone: Tab between fields, Space and arrows to answer, Enter to go on.
const studyId = 'energy-check'
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const

/** Presses Tab until `target` has focus (never clicks). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

test('the whole study can be completed with the keyboard only', async ({ page, request }) => {
  const language: DemoLanguage = 'en'
  const labels = await loadStudyLabels(request, studyId, language)
  const p = participant(page, labels, language)
  await page.goto(`/?lang=${language}`)
  await p.expectPage('consent')

  // A radio group is one tab stop: Space checks the focused option, arrows move the choice.
  const chooseByKeys = async (code: string, value: number, optionIndex: number) => {
    const first = labels.itemOptions(code)[0]!
    await tabTo(page, p.radio(code, first))
    await page.keyboard.press('Space')
    for (let step = 0; step < optionIndex; step++) await page.keyboard.press('ArrowDown')
    await expect(p.radio(code, value)).toBeChecked()
  }
  const pressButton = async (name: string) => {
    await tabTo(page, page.getByRole('button', { name, exact: true }))
    await page.keyboard.press('Enter')
  }

  await chooseByKeys('CONSENT', 1, 0)
  await pressButton(p.nav.next)
  await p.expectPage('energy')
  for (const code of des6) await chooseByKeys(code, 2, 2)
  await pressButton(p.nav.next)

  await p.expectPage('week')
  await tabTo(page, p.checkbox('ACTIVITY', 2))
  await page.keyboard.press('Space')
  await expect(p.checkbox('ACTIVITY', 2)).toBeChecked()
  await chooseByKeys('STRESS', 4, 4)
  await tabTo(page, p.slider('RESTED'))
  await page.keyboard.press('Home')
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
  await expect(p.slider('RESTED')).toHaveValue('3')
  await pressButton(p.nav.next)

  await p.expectPage('sleep')
  await chooseByKeys('SLEEP', 3, 2)
  await pressButton(p.nav.next)

  await p.expectPage('about-you')
  await tabTo(page, p.field('AGE'))
  await page.keyboard.type('52')
  await tabTo(page, p.field('COMMENT'))
  await page.keyboard.type('Typed with the keyboard.')
  await pressButton(p.nav.finish)
  await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()
})
