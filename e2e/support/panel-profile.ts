import { expect, type Locator, type Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { StudyContent } from '../../src/api/types'

/** The second example study (demo/studies/panel-profile.json), as the sandbox seeds it. */
export const panelProfile = JSON.parse(
  readFileSync(new URL('../../demo/studies/panel-profile.json', import.meta.url), 'utf8'),
) as { content: Pick<StudyContent, 'modules' | 'questions' | 'translations'> }

/** The languages the e2e walks it in, with the widget's navigation words. */
export const panelLanguages = {
  en: {
    next: 'Next',
    finish: 'Finish',
    thanks: 'Thank you',
    problems: 'Please check your answers',
  },
  he: { next: 'הבא', finish: 'סיום', thanks: 'תודה', problems: 'נא לבדוק את התשובות' },
} as const

export type PanelLanguage = keyof typeof panelLanguages

/** The study's wording in one language, by translation key. */
export function panelText(language: PanelLanguage) {
  return (key: string): string => {
    const text = panelProfile.content.translations[language]?.[key]
    if (text === undefined) throw new Error(`no ${language} text for ${key}`)
    return text
  }
}

/** The SHA-256 hex of the consent text as shown in `language` (what the service must store). */
export function consentHashIn(language: PanelLanguage): string {
  return createHash('sha256').update(panelText(language)('consent.text'), 'utf8').digest('hex')
}

/** Every field of the study, found by what a participant sees in `language`. */
export function panelFields(page: Page, language: PanelLanguage) {
  const t = panelText(language)
  const exact = { exact: true }
  const nav = panelLanguages[language]
  return {
    t,
    heading: (titleKey: string) => page.getByRole('heading', { level: 2, name: t(titleKey) }),
    consent: page.getByRole('checkbox', { name: t('consent.agree'), ...exact }),
    country: page.getByRole('combobox', { name: t('country.q') }),
    countryOption: (value: number) =>
      page.getByRole('option', { name: t(`country.${value}`), ...exact }),
    birthDate: page.getByLabel(t('birth.q'), exact),
    education: (value: number) =>
      page
        .getByRole('radiogroup', { name: t('edu.q') })
        .getByRole('radio', { name: t(`edu.${value}`), ...exact }),
    other: (optionKey: string) => page.getByRole('textbox', { name: new RegExp(t(optionKey)) }),
    support: (value: number) =>
      page
        .getByRole('group', { name: t('support.q') })
        .getByRole('checkbox', { name: t(`support.${value}`), ...exact }),
    supportOrder: async (): Promise<string[]> =>
      page
        .getByRole('group', { name: t('support.q') })
        .getByRole('checkbox')
        .evaluateAll((boxes) =>
          boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''),
        ),
    matrix: (rowKey: string, value: number) =>
      page
        .getByRole('radiogroup', { name: t(rowKey) })
        .getByRole('radio', { name: t(`wb.${value}`), ...exact }),
    rank: (value: number) =>
      page.getByRole('button', { name: rankName(language, 'add', t(`prio.${value}`)) }),
    moveUp: (value: number) =>
      page.getByRole('button', { name: rankName(language, 'up', t(`prio.${value}`)) }),
    heard: page.getByLabel(t('heard.q'), exact),
    next: page.getByRole('button', { name: nav.next, ...exact }),
    finish: page.getByRole('button', { name: nav.finish, ...exact }),
    problems: page.getByRole('alert', { name: nav.problems }),
  }
}

/** The accessible names of a ranking's buttons, as the UI catalogues word them. */
function rankName(language: PanelLanguage, action: 'add' | 'up', label: string): string {
  if (language === 'en') return action === 'add' ? `Rank ${label}` : `Move ${label} up`
  return action === 'add' ? `דירוג ${label}` : `הזזת ${label} למעלה`
}

/**
 * Presses Tab until `target` has the focus — how a keyboard user gets there — failing after
 * `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused()
}
