import { enLaterParts } from '../../src/i18n/catalogues/en-later-parts'
import { enMoreFields } from '../../src/i18n/catalogues/en-more-fields'
import { enResumeParts } from '../../src/i18n/catalogues/en-resume-parts'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContentText } from '../../src/i18n/create-content-text'
import { createWidgetI18n } from '../../src/i18n/create-widget-i18n'
import { loadUiCatalogue } from '../../src/i18n/load-ui-catalogue'
import { uiLanguageOf, uiLanguages, type UiLanguage } from '../../src/i18n/ui-languages'
import type { UiMessages } from '../../src/i18n/ui-messages'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  vi.restoreAllMocks()
})

const navigation: Record<UiLanguage, [back: string, next: string, finish: string]> = {
  en: ['Back', 'Next', 'Finish'],
  de: ['Zurück', 'Weiter', 'Abschließen'],
  fr: ['Précédent', 'Suivant', 'Terminer'],
  es: ['Atrás', 'Siguiente', 'Finalizar'],
  it: ['Indietro', 'Avanti', 'Termina'],
  nl: ['Vorige', 'Volgende', 'Afronden'],
  pt: ['Voltar', 'Próximo', 'Concluir'],
  pl: ['Wstecz', 'Dalej', 'Zakończ'],
  ar: ['السابق', 'التالي', 'إنهاء'],
  he: ['הקודם', 'הבא', 'סיום'],
}

/** The `{{name}}` / `{{name, format}}` placeholders of a string, by name. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort()

describe('UI catalogues', () => {
  it('ships at least the ten languages of docs/architecture.md#the-widgets-promises', () => {
    expect([...uiLanguages].sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'he', 'it', 'nl', 'pl', 'pt'].sort(),
    )
  })

  describe.each(uiLanguages.map((language) => [language]))('%s', (language) => {
    it('loads lazily with every key of English, each translated and with its placeholders', async () => {
      // English comes in four parts: the first download's, the more-fields chunk's, the later
      // parts' and the resume parts'.
      const chunks = { ...enMoreFields, ...enLaterParts, ...enResumeParts }
      const english: UiMessages = { ...(await loadUiCatalogue('en')), ...chunks }
      const loaded = await loadUiCatalogue(language)
      const catalogue = language === 'en' ? { ...loaded, ...chunks } : loaded
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('')
        const englishText = english[key as keyof UiMessages]
        expect(englishText, `${language}: ${key} is not an English key`).toBeDefined()
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(englishText))
      }
    })

    it('has the exact navigation labels', async () => {
      const widgetI18n = createWidgetI18n()
      await widgetI18n.load(language)
      const t = widgetI18n.instance.getFixedT(language)
      expect([t('back'), t('next'), t('finish')]).toEqual(navigation[language])
    })
  })

  it('imports no catalogue but English statically, so each language is its own chunk', () => {
    const sources = listFiles(join(import.meta.dirname, '../../src'))
    for (const file of sources) {
      const source = readFileSync(file, 'utf8')
      const staticImports = [...source.matchAll(/from\s+'[./]*(?:i18n\/)?catalogues\/(\w+)'/g)]
      for (const [statement, language] of staticImports) {
        expect(language, `${file}: ${statement}`).toBe('en')
      }
    }
    const loader = readFileSync(
      join(import.meta.dirname, '../../src/i18n/load-ui-catalogue.ts'),
      'utf8',
    )
    for (const language of uiLanguages.filter((language) => language !== 'en')) {
      expect(loader).toContain(`import('./catalogues/${language}')`)
    }
  })
})

describe('addFallbackStrings', () => {
  it("adds a chunk's English under the host's overrides, and tells the widget", () => {
    const widgetI18n = createWidgetI18n({
      messages: { en: { 'consent.agree': 'Yes, count me in' } },
    })
    const changed = vi.fn()
    widgetI18n.subscribe(changed)
    const t = () => widgetI18n.instance.getFixedT('en')
    expect(t()('ranking.ranked')).toBe('ranking.ranked')
    widgetI18n.addFallbackStrings(enMoreFields)
    expect(t()('ranking.ranked')).toBe('Your ranking')
    expect(t()('consent.agree')).toBe('Yes, count me in')
    expect(changed).toHaveBeenCalledTimes(1)
    // Once is enough: the same strings again change nothing.
    widgetI18n.addFallbackStrings(enMoreFields)
    expect(changed).toHaveBeenCalledTimes(1)
  })
})

describe('uiLanguageOf', () => {
  it('serves a tag from its primary language, else English', () => {
    expect(uiLanguageOf('pt-BR')).toBe('pt')
    expect(uiLanguageOf('AR-eg')).toBe('ar')
    expect(uiLanguageOf('iw')).toBe('he')
    expect(uiLanguageOf('ja')).toBe('en')
  })
})

describe('createWidgetI18n', () => {
  it('has English in memory and loads another language only when asked, once', async () => {
    const loadCatalogue = vi.fn(loadUiCatalogue)
    const widgetI18n = createWidgetI18n({ loadCatalogue })
    expect(widgetI18n.isLoaded('en')).toBe(true)
    expect(widgetI18n.isLoaded('ja')).toBe(true) // served by English, nothing to load
    expect(widgetI18n.isLoaded('de')).toBe(false)
    expect(widgetI18n.instance.hasResourceBundle('de', 'studyRunner')).toBe(false)

    const listener = vi.fn()
    widgetI18n.subscribe(listener)
    await Promise.all([widgetI18n.load('de'), widgetI18n.load('de-AT')])
    expect(loadCatalogue).toHaveBeenCalledTimes(1)
    expect(loadCatalogue).toHaveBeenCalledWith('de')
    expect(listener).toHaveBeenCalled()
    expect(widgetI18n.isLoaded('de-AT')).toBe(true)
    expect(widgetI18n.instance.getFixedT('de-AT')('next')).toBe('Weiter')
  })

  it('formats numbers for the language with Intl', async () => {
    const widgetI18n = createWidgetI18n()
    await Promise.all([widgetI18n.load('de'), widgetI18n.load('ar')])
    const getFixedT = (language: string) => widgetI18n.instance.getFixedT(language)
    expect(getFixedT('de')('progress', { current: 2, total: 3 })).toBe('Seite 2 von 3')
    const arabic = new Intl.NumberFormat('ar')
    expect(getFixedT('ar')('progress', { current: 2, total: 3 })).toBe(
      `الصفحة ${arabic.format(2)} من ${arabic.format(3)}`,
    )
  })

  it("keeps the host's overrides over catalogues that arrive later", async () => {
    const widgetI18n = createWidgetI18n({
      messages: { de: { finish: 'Absenden' }, 'pt-BR': { next: 'Avançar' } },
    })
    await Promise.all([widgetI18n.load('de'), widgetI18n.load('pt-BR')])
    const t = (language: string) => widgetI18n.instance.getFixedT(language)
    expect(t('de')('finish')).toBe('Absenden')
    expect(t('de')('next')).toBe('Weiter')
    expect(t('pt-BR')('next')).toBe('Avançar')
    expect(t('pt-BR')('back')).toBe('Voltar')
    expect(t('en')('finish')).toBe('Finish')
  })

  it('replaces the overrides in place, keeping the loaded catalogues', async () => {
    const widgetI18n = createWidgetI18n({ messages: { de: { finish: 'Absenden' } } })
    await widgetI18n.load('de')
    widgetI18n.setMessages({ en: { next: 'Continue' } })
    const t = (language: string) => widgetI18n.instance.getFixedT(language)
    expect(t('de')('finish')).toBe('Abschließen')
    expect(t('en')('next')).toBe('Continue')
    expect(widgetI18n.isLoaded('de')).toBe(true)
  })

  it('gives each widget its own instance, never touching the shared catalogues', async () => {
    const first = createWidgetI18n({ messages: { en: { next: 'Onward' }, de: { next: 'Los' } } })
    const second = createWidgetI18n()
    await Promise.all([first.load('de'), second.load('de')])
    expect(first.instance).not.toBe(second.instance)
    expect(first.instance.getFixedT('de')('next')).toBe('Los')
    expect(second.instance.getFixedT('en')('next')).toBe('Next')
    expect(second.instance.getFixedT('de')('next')).toBe('Weiter')
    expect((await loadUiCatalogue('de')).next).toBe('Weiter')
  })

  it('lets English stand in when a catalogue cannot be fetched, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const widgetI18n = createWidgetI18n({
      loadCatalogue: () => Promise.reject(new Error('chunk failed')),
    })
    await widgetI18n.load('fr')
    expect(widgetI18n.isLoaded('fr')).toBe(true)
    expect(widgetI18n.instance.getFixedT('fr')('next')).toBe('Next')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[study-runner]'), expect.any(Error))
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
    expect(report).toEqual({ language: 'de', fallback: ['mood.good'], missing: ['mood.bad'] })
  })
})

function listFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}
