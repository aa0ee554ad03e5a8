import { en } from './catalogues/en'
import type { UiLanguage } from './ui-languages'
import type { CoreUiMessages } from './ui-messages'

// One dynamic import per language, written out literally so that a bundler emits one chunk per
// language and a participant downloads only the one they read. English is the bundled fallback.
const loaders: Readonly<Record<UiLanguage, () => Promise<CoreUiMessages>>> = {
  en: () => Promise.resolve(en),
  de: () => import('./catalogues/de').then((module) => module.de),
  fr: () => import('./catalogues/fr').then((module) => module.fr),
  es: () => import('./catalogues/es').then((module) => module.es),
  it: () => import('./catalogues/it').then((module) => module.it),
  nl: () => import('./catalogues/nl').then((module) => module.nl),
  pt: () => import('./catalogues/pt').then((module) => module.pt),
  pl: () => import('./catalogues/pl').then((module) => module.pl),
  ar: () => import('./catalogues/ar').then((module) => module.ar),
  he: () => import('./catalogues/he').then((module) => module.he),
}

/**
 * Loads the UI strings of one shipped language (a separate chunk per language, except English).
 * @example const messages = await loadUiCatalogue('de') // messages.next === 'Weiter'
 */
export function loadUiCatalogue(language: UiLanguage): Promise<CoreUiMessages> {
  return loaders[language]()
}

/**
 * The English UI strings, always bundled: the fallback of every other language. The more-fields
 * chunk brings the English of its own fields (`WidgetI18n.addFallbackStrings`).
 */
export const fallbackUiCatalogue: CoreUiMessages = en
