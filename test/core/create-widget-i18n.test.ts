import { describe, expect, it } from 'vitest'
import { createContentText } from '../../src/i18n/create-content-text'
import { createWidgetI18n } from '../../src/i18n/create-widget-i18n'
import { studyContent } from '../fixtures/study-content'

describe('createWidgetI18n', () => {
  it('has the navigation labels of every shipped language', () => {
    const i18n = createWidgetI18n()
    const labels = (language: string) => {
      const t = i18n.getFixedT(language)
      return [t('back'), t('next'), t('finish')]
    }
    expect(labels('en')).toEqual(['Back', 'Next', 'Finish'])
    expect(labels('de')).toEqual(['Zurück', 'Weiter', 'Abschließen'])
    expect(labels('ar')).toEqual(['السابق', 'التالي', 'إنهاء'])
    expect(labels('he')).toEqual(['הקודם', 'הבא', 'סיום'])
  })

  it('falls back to English for other languages and formats numbers for the language', () => {
    const i18n = createWidgetI18n()
    expect(i18n.getFixedT('fr')('next')).toBe('Next')
    expect(i18n.getFixedT('de')('progress', { current: 2, total: 3 })).toBe('Seite 2 von 3')
  })

  it('lets the host override strings per language', () => {
    const i18n = createWidgetI18n({ messages: { en: { finish: 'Submit' } } })
    expect(i18n.getFixedT('en')('finish')).toBe('Submit')
    expect(i18n.getFixedT('en')('next')).toBe('Next')
    expect(i18n.getFixedT('de')('finish')).toBe('Abschließen')
  })

  it('gives each widget its own instance', () => {
    const first = createWidgetI18n({ messages: { en: { next: 'Onward' } } })
    const second = createWidgetI18n()
    expect(first).not.toBe(second)
    expect(second.getFixedT('en')('next')).toBe('Next')
  })
})

describe('createContentText', () => {
  it('resolves the chosen language, then the default language, then the key', () => {
    const content = studyContent()
    delete content.translations.de?.['mood.bad']
    delete content.translations.en?.['mood.bad']
    delete content.translations.ar?.['mood.bad']
    delete content.translations.de?.['mood.good']
    const { text, report } = createContentText(content, 'de')
    expect(text('mood.text')).toBe('Wie fühlen Sie sich heute?')
    expect(text('mood.good')).toBe('Good')
    expect(text('mood.bad')).toBe('mood.bad')
    expect(report).toEqual({ fallback: ['mood.good'], missing: ['mood.bad'] })
  })
})
