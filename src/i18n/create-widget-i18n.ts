import i18next, { type i18n } from 'i18next'
import { createNumberFormat } from './format-number'
import { fallbackUiCatalogue, loadUiCatalogue } from './load-ui-catalogue'
import { uiLanguageOf, type UiLanguage } from './ui-languages'
import type { CoreUiMessages, UiMessageOverrides, UiMessages } from './ui-messages'

/** The i18next namespace of the widget's UI strings. */
export const uiNamespace = 'studyRunner'

/** Options of {@link createWidgetI18n}. */
export interface WidgetI18nOptions {
  /**
   * The language i18next starts in; components still ask for their own language per call.
   * @default 'en'
   */
  language?: string
  /**
   * Host overrides of UI strings, per language tag; they win over the shipped catalogues, also
   * over catalogues loaded later.
   * @example { en: { finish: 'Submit' }, 'pt-BR': { next: 'Avançar' } }
   */
  messages?: UiMessageOverrides | undefined
  /**
   * Loads one shipped catalogue; replaceable for tests.
   * @default loadUiCatalogue (a dynamic import per language)
   */
  loadCatalogue?: (language: UiLanguage) => Promise<CoreUiMessages>
}

/** One widget's UI strings: an i18next instance whose catalogues arrive lazily. */
export interface WidgetI18n {
  /** The widget's own i18next instance, for `I18nextProvider` and `useTranslation`. */
  instance: i18n
  /**
   * True when text in this language can be shown without a flash of another language: its
   * catalogue is in memory (English always is), or failed to load and English stands in.
   */
  isLoaded: (language: string) => boolean
  /** Loads the catalogue a language needs; resolves once {@link WidgetI18n.isLoaded} is true. */
  load: (language: string) => Promise<void>
  /** Replaces the host's overrides (the `messages` prop). */
  setMessages: (messages: UiMessageOverrides | undefined) => void
  /**
   * Adds English strings that a lazy chunk brings with it (the more-fields chunk's), under the
   * host's overrides; other languages' catalogues carry theirs.
   */
  addFallbackStrings: (strings: Partial<UiMessages>) => void
  /** Called after each catalogue load and override change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
}

/**
 * Creates the widget's own i18next instance (never the host's global one,
 * docs/code-style.md#10-the-widget-owns-its-instances) with the
 * English catalogue bundled and every other shipped language loaded on demand
 * (docs/architecture.md#the-widgets-promises).
 * Each call returns a fresh instance: two widgets on a page share nothing.
 * @example
 * const widgetI18n = createWidgetI18n({ messages: { de: { finish: 'Absenden' } } })
 * await widgetI18n.load('de')
 * widgetI18n.instance.getFixedT('de')('next') // 'Weiter'
 */
export function createWidgetI18n(options: WidgetI18nOptions = {}): WidgetI18n {
  const loadCatalogue = options.loadCatalogue ?? loadUiCatalogue
  const catalogues = new Map<string, Partial<UiMessages>>([['en', fallbackUiCatalogue]])
  const settled = new Set<UiLanguage>(['en'])
  const pending = new Map<UiLanguage, Promise<void>>()
  const listeners = new Set<() => void>()
  let overrides: UiMessageOverrides = options.messages ?? {}

  // Copies: i18next keeps bundles by reference, and one widget's overrides must never leak into
  // the shared catalogue objects (and so into every other widget).
  const bundleOf = (tag: string) => ({ ...catalogues.get(tag), ...overrides[tag] })

  const instance = i18next.createInstance()
  void instance.init({
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    ns: [uiNamespace],
    defaultNS: uiNamespace,
    resources: Object.fromEntries(
      [...new Set(['en', ...Object.keys(overrides)])].map((tag) => [
        tag,
        { [uiNamespace]: bundleOf(tag) },
      ]),
    ),
    // Resources are in memory: initialise now, so the first render has its strings.
    initAsync: false,
    // Keys such as 'validation.required' are flat, not nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React escapes text; nothing here is ever inserted as HTML.
    interpolation: { escapeValue: false },
    // Components re-render when a catalogue arrives or the host's overrides change.
    react: { useSuspense: false, bindI18nStore: 'added removed' },
  })

  // Small whole numbers without a first Intl.NumberFormat (format-number.ts).
  instance.services.formatter?.add('number', createNumberFormat())

  function rebuild(tags: Iterable<string>) {
    for (const tag of new Set(tags)) {
      instance.removeResourceBundle(tag, uiNamespace)
      instance.addResourceBundle(tag, uiNamespace, bundleOf(tag), false, true)
    }
    for (const listener of listeners) listener()
  }

  return {
    instance,
    isLoaded: (language) => settled.has(uiLanguageOf(language)),
    load(language) {
      const uiLanguage = uiLanguageOf(language)
      if (settled.has(uiLanguage)) return Promise.resolve()
      const running = pending.get(uiLanguage)
      if (running) return running
      const loading = loadCatalogue(uiLanguage).then(
        (catalogue) => {
          catalogues.set(uiLanguage, catalogue)
          settled.add(uiLanguage)
          rebuild([uiLanguage])
        },
        (error: unknown) => {
          // A chunk that cannot be fetched must not leave the participant on a skeleton forever.
          console.warn(`[study-runner] UI strings for "${uiLanguage}" failed to load`, error)
          settled.add(uiLanguage)
          rebuild([])
        },
      )
      pending.set(uiLanguage, loading)
      return loading
    },
    addFallbackStrings(strings) {
      const english = catalogues.get('en')
      if (Object.keys(strings).every((key) => Object.hasOwn(english ?? {}, key))) return
      catalogues.set('en', { ...english, ...strings })
      rebuild(['en'])
    },
    setMessages(messages) {
      const previous = Object.keys(overrides)
      overrides = messages ?? {}
      rebuild([...catalogues.keys(), ...previous, ...Object.keys(overrides)])
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
