import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/axe'
import { participant } from './support/participant'
import { expectWholeWords } from './support/whole-words'
import { loadStudyLabels } from './support/study-labels'

// axe (WCAG 2.2 AA) on every page of the example study, in a left-to-right and a right-to-left
// language, including the validation-error states, at desktop width and at 320 px.
const studyId = 'energy-check'
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const

for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 320]) {
    test(`every page passes axe in ${language} at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 })
      const labels = await loadStudyLabels(request, studyId, language)
      const p = participant(page, labels, language)
      const check = async (state: string) => {
        await expectNoAxeViolations(page, `${state} (${language}, ${width} px)`)
        if (width === 320) {
          await expectNoHorizontalScroll(page, `${state} (${language})`)
          await expectWholeWords(page, `${state} (${language})`)
        }
      }
      await page.goto(`/?lang=${language}`)

      await p.expectPage('consent')
      await check('consent')
      await p.next()
      await expect(page.getByRole('alert')).toBeVisible()
      await check('consent with errors')
      await p.choose('CONSENT', 1)
      await p.next()

      await p.expectPage('energy')
      await check('instrument grid')
      await p.next()
      await expect(page.getByRole('alert')).toBeVisible()
      await check('instrument grid with errors')
      for (const code of des6) await p.choose(code, 2)
      await p.next()

      await p.expectPage('week')
      await p.next()
      await expect(page.getByRole('alert')).toBeVisible()
      await check('week with errors')
      await p.checkbox('ACTIVITY', 1).check()
      await p.choose('STRESS', 5)
      await p.slider('RESTED').fill('40')
      await check('week with the follow-up question')
      await p.field('EXDAYS').fill('2')
      await p.next()

      await p.expectPage('sleep')
      await p.choose('SLEEP', 1)
      await p.next()
      await p.expectPage('sleep-details')
      await check('sleep details')
      await p.next()
      await p.next()

      await p.expectPage('about-you')
      await p.field('AGE').fill('12')
      await p.finish()
      await expect(page.getByRole('alert')).toBeVisible()
      await check('about you with an out-of-range age')
      await p.field('AGE').fill('40')
      await p.finish()
      await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()
      // The demo page shows the scores: a table that must fit 320 px without splitting words.
      await expect(page.getByRole('table')).toBeVisible()
      await check('completion with scores')
    })
  }
}

test('the not-available screen passes axe', async ({ page }) => {
  await page.goto('/?study=no-such-study')
  await expect(page.locator('[data-study-runner]')).toContainText(/not available|not found/i)
  await expectNoAxeViolations(page, 'study not found')
})
