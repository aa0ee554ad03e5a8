import i18next, { type i18n } from 'i18next'
import { ar } from './catalogues/ar'
import { de } from './catalogues/de'
import { en } from './catalogues/en'
import { he } from './catalogues/he'
import type { UiMessageOverrides, UiMessages } from './ui-messages'

/** The i18next namespace of the widget's UI strings. */
export const uiNamespace = 'studyRunner'

/** The UI languages shipped with the widget; any other language falls back to English. */
export const uiCatalogues: Readonly<Record<string, UiMessages>> = { en, de, ar, he }

/** Options of {@link createWidgetI18n}. */
export interface WidgetI18nOptions {
  /**
   * The initial language; components may still ask for another one per call.
   * @default 'en'
   */
  language?: string
  /** Host overrides of UI strings, per language. */
  messages?: UiMessageOverrides | undefined
}

/**
 * The widget's own i18next instance (never the host's global one, STYLE.md §10), initialised
 * synchronously with every shipped catalogue plus the host's overrides.
 */
export function createWidgetI18n(options: WidgetI18nOptions = {}): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    ns: [uiNamespace],
    defaultNS: uiNamespace,
    // Copies: i18next stores bundles by reference and overrides merge into them, which would
    // leak one widget's `messages` into every other widget (catalogues are flat objects).
    resources: Object.fromEntries(
      Object.entries(uiCatalogues).map(([language, messages]) => [
        language,
        { [uiNamespace]: { ...messages } },
      ]),
    ),
    // Resources are in memory: initialise now, so the first render has its strings.
    initAsync: false,
    // Keys such as 'validation.required' are flat, not nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React escapes text; nothing here is ever inserted as HTML.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  for (const [language, overrides] of Object.entries(options.messages ?? {})) {
    instance.addResourceBundle(language, uiNamespace, overrides, true, true)
  }
  return instance
}
