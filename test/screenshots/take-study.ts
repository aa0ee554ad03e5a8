import { expect, type Locator, type Page } from '@playwright/test'
import { join } from 'node:path'
import { answers } from './answers'
import type { Renderer } from './renderer'

/**
 * Takes the example study once in `page` with `renderer`, answering as `answers` says, and saves
 * the survey element (only it) at three points: the grid page answered (`your-energy`), the week
 * page answered (`your-week`) and the thank-you page with the scores (`thank-you`), as
 * `<outDir>/<renderer>-<width>-<page>.png`. Answers by role and visible label, as a participant
 * would; `force` lets the checks reach inputs that SurveyJS draws over with its own marks.
 */
export async function takeStudy(page: Page, renderer: Renderer, width: number, outDir: string) {
  const shoot = async (name: string) => {
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur() // no focus ring, no slider tooltip
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(600) // let reveal animations and scrolling settle
    await page.screenshot({
      path: join(outDir, `${renderer.name}-${width}-${name}.png`),
      fullPage: true,
      clip: await aroundElement(page, renderer.root(page)),
      animations: 'disabled',
      caret: 'hide',
    })
  }
  const heading = (title: string) => expect(renderer.pageTitle(page, title))
  const next = () => page.getByRole('button', { name: 'Next', exact: true }).click()
  const labelled = (name: string) => page.getByLabel(name) // SurveyJS adds a required mark

  await page.goto(renderer.url)
  await heading('Welcome').toBeVisible({ timeout: 30_000 })
  await page.getByRole('radio', { name: answers.consent, exact: true }).check({ force: true })
  await next()

  await heading('Your energy').toBeVisible()
  for (const [row, column] of answers.grid)
    await renderer.gridCell(page, row, column).check({ force: true })
  await page.mouse.move(0, 0)
  await shoot('your-energy')
  await next()

  await heading('Your week').toBeVisible()
  for (const activity of answers.activities)
    await page.getByRole('checkbox', { name: activity, exact: true }).check({ force: true })
  await labelled(answers.exerciseDays.question).fill(answers.exerciseDays.value)
  await chooseOnScale(page, answers.stress.question, answers.stress.value)
  // By keyboard: SurveyJS's slider ignores a programmatic fill; both follow Home and arrow keys.
  const slider = page.getByRole('slider', { name: answers.rested.question })
  await slider.focus()
  await page.keyboard.press('Home')
  for (let step = 0; step < Number(answers.rested.value); step++)
    await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue(answers.rested.value)
  await page.mouse.move(0, 0)
  await shoot('your-week')
  await next()

  await heading('Your sleep').toBeVisible()
  await page.getByRole('radio', { name: answers.sleep, exact: true }).check({ force: true })
  await next()

  await heading('About you').toBeVisible()
  await labelled(answers.age.question).fill(answers.age.value)
  await page.getByRole('button', { name: renderer.finishLabel, exact: true }).click()

  await heading('Thank you').toBeVisible()
  await shoot('thank-you')
}

/**
 * Chooses a value of a 0–10 scale: a radio in a radio group, or, where SurveyJS turns a rating
 * that does not fit the width into a dropdown (as at 320 px), the option of that dropdown.
 */
async function chooseOnScale(page: Page, question: string, value: string) {
  const radios = page.getByRole('radiogroup', { name: question })
  if ((await radios.count()) > 0) {
    await radios.getByRole('radio', { name: value, exact: true }).check({ force: true })
    return
  }
  const dropdown = page.getByRole('combobox', { name: question })
  const option = page.getByRole('option', { name: value, exact: true }).filter({ visible: true })
  // A first click that moves focus away from a just-filled field can close the list again.
  await expect(async () => {
    if ((await option.count()) === 0) await dropdown.click()
    await option.click({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await expect(dropdown).toContainText(value)
}

/**
 * The survey element's box in page coordinates (the page scrolled to the top), widened by a
 * margin where the page has room, so what a renderer draws just outside its root (SurveyJS's
 * slider labels at 320 px) is not cut off.
 */
async function aroundElement(page: Page, root: Locator, margin = 8) {
  const box = await root.boundingBox()
  if (!box) throw new Error('The survey element is not on the page.')
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  const x = Math.max(0, box.x - margin)
  const y = Math.max(0, box.y - margin)
  return {
    x,
    y,
    width: Math.min(pageWidth, box.x + box.width + margin) - x,
    height: box.y + box.height + margin - y,
  }
}
