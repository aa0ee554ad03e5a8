import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/axe'
import { participant } from './support/participant'
import { loadStudyLabels } from './support/study-labels'

// The 0–10 scale of the example study (STRESS, 11 points, end labels): one row spanning the
// field with the end labels under its ends on a wide screen; a vertical list with the end labels
// beside the first and last point on a phone — in both text directions.
const studyId = 'energy-check'
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const

async function boxesOfScale(page: Page, question: string) {
  const group = page.getByRole('radiogroup', { name: question })
  return group.evaluate((fieldset) => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect()
      return rect
        ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
        : null
    }
    const points = [...fieldset.querySelectorAll('.sr-scale-point')]
    const ends = fieldset.querySelector('.sr-end-labels')
    const visible = (element: Element | null) =>
      !!element && getComputedStyle(element).display !== 'none'
    return {
      row: box(fieldset.querySelector('.sr-scale-points')),
      points: points.map(box),
      endLabels: visible(ends)
        ? [box(ends?.children[0] ?? null), box(ends?.children[1] ?? null)]
        : null,
      endsInPoints: points.map(
        (point) =>
          visible(point.querySelector('.sr-scale-end')) &&
          point.querySelector('.sr-scale-end')?.textContent,
      ),
      radioOpacity: getComputedStyle(points[0]!.querySelector('input')!).opacity,
    }
  })
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 320]) {
    test(`the 0–10 scale fits ${width} px in ${language}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 })
      const labels = await loadStudyLabels(request, studyId, language)
      const p = participant(page, labels, language)
      await page.goto(`/?lang=${language}`)
      await p.expectPage('consent')
      await p.choose('CONSENT', 1)
      await p.next()
      await p.expectPage('energy')
      for (const code of des6) await p.choose(code, 2)
      await p.next()
      await p.expectPage('week')

      const question = labels.question('STRESS')
      const layout = await boxesOfScale(page, question)
      const points = layout.points.map((point) => point!)
      expect(points).toHaveLength(11)
      expect(layout.radioOpacity).toBe('0') // no inner circles: the point is the control
      const rtl = language === 'ar'
      const [first, last] = [points[0]!, points[10]!]
      if (width === 1280) {
        // One row, spanning the field from end to end, in reading order.
        expect(new Set(points.map((point) => Math.round(point.top))).size).toBe(1)
        expect(
          Math.abs((rtl ? first.right : first.left) - (rtl ? layout.row!.right : layout.row!.left)),
        ).toBeLessThan(1)
        expect(
          Math.abs((rtl ? last.left : last.right) - (rtl ? layout.row!.left : layout.row!.right)),
        ).toBeLessThan(1)
        // The end labels line up with the ends of the row.
        const [minLabel, maxLabel] = layout.endLabels!
        expect(
          Math.abs((rtl ? minLabel!.right : minLabel!.left) - (rtl ? first.right : first.left)),
        ).toBeLessThan(1)
        expect(
          Math.abs((rtl ? maxLabel!.left : maxLabel!.right) - (rtl ? last.left : last.right)),
        ).toBeLessThan(1)
        expect(layout.endsInPoints.every((shown) => !shown)).toBe(true)
      } else {
        // A vertical list, each point under the one before, the end labels on the first and last.
        for (let index = 1; index < points.length; index++) {
          expect(points[index]!.top).toBeGreaterThanOrEqual(points[index - 1]!.bottom)
        }
        expect(layout.endLabels).toBeNull()
        expect(layout.endsInPoints[0]).toBeTruthy()
        expect(layout.endsInPoints[10]).toBeTruthy()
        expect(layout.endsInPoints.slice(1, 10).every((shown) => !shown)).toBe(true)
        await expectNoHorizontalScroll(page, `the scale at 320 px (${language})`)
      }
      for (const point of points) expect(point.bottom - point.top).toBeGreaterThanOrEqual(44)

      // The chosen point is filled with the primary colour, its text in on-primary.
      await p.choose('STRESS', 5)
      const chosen = page
        .getByRole('radiogroup', { name: question })
        .locator('.sr-scale-point')
        .filter({ has: page.locator('input:checked') })
      await expect(chosen).toHaveCount(1)
      const [background, primary] = await chosen.evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element).getPropertyValue('--sr-color-primary').trim(),
      ])
      expect(background).not.toBe('rgba(0, 0, 0, 0)')
      expect(primary).not.toBe('')
      await expectNoAxeViolations(page, `the scale at ${width} px (${language})`)
    })
  }
}
