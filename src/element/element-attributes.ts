import type { ColorScheme, PersistMode, SendMode } from '../core/check-host-options'

/**
 * The attributes of `<study-runner>` (docs/architecture.md#host-interface), each with the property
 * that reflects it. A change of any of them re-renders the widget.
 */
export const elementAttributes = {
  'study-id': 'studyId',
  'proxy-url': 'proxyUrl',
  lang: 'language',
  'participant-ref': 'participantRef',
  persist: 'persist',
  'send-mode': 'sendMode',
  'show-scores': 'showScores',
  'show-language-switcher': 'showLanguageSwitcher',
  history: 'history',
  'color-scheme': 'colorScheme',
  // Origins, space-separated like `class` (a list set on the property is joined with commas).
  'redirect-origins': 'redirectOrigins',
  'allow-retake': 'allowRetake',
  // The query parameter of "continue on another device" links, for pages that use `resume`.
  'resume-param': 'resumeParam',
  // The nonce of a strict `style-src`, used only where constructable stylesheets are missing.
  nonce: 'nonce',
} as const

/** Attributes that are present or absent (HTML boolean attributes: any value counts as true). */
export const booleanAttributes = [
  'show-scores',
  'show-language-switcher',
  'history',
  'allow-retake',
] as const

/** What the attributes say, as the component's props. */
export interface AttributeProps {
  studyId: string | undefined
  proxyUrl: string | undefined
  language: string | undefined
  participantRef: string | undefined
  persist: PersistMode | undefined
  sendMode: SendMode | undefined
  colorScheme: ColorScheme | undefined
  redirectOrigins: string[] | undefined
  resumeParam: string | undefined
  showScores: boolean
  showLanguageSwitcher: boolean
  history: boolean
  allowRetake: boolean
}

/**
 * Reads the element's attributes into props; an empty attribute counts as absent, except the
 * boolean ones, where presence is what counts.
 * @example readAttributeProps(element) // { studyId: 'energy-check', showScores: true, … }
 */
export function readAttributeProps(element: Element): AttributeProps {
  const text = (name: string) => element.getAttribute(name) || undefined
  return {
    studyId: text('study-id'),
    proxyUrl: text('proxy-url'),
    language: text('lang'),
    participantRef: text('participant-ref'),
    // Checked before rendering (checkHostOptions): a wrong value is reported, never a crash.
    persist: text('persist') as PersistMode | undefined,
    sendMode: text('send-mode') as SendMode | undefined,
    colorScheme: text('color-scheme') as ColorScheme | undefined,
    // No origin holds white space or a comma.
    redirectOrigins: text('redirect-origins')
      ?.split(/[\s,]+/)
      .filter(Boolean),
    // Checked before rendering too: a name a URL would have to escape is reported.
    resumeParam: text('resume-param'),
    showScores: element.hasAttribute('show-scores'),
    showLanguageSwitcher: element.hasAttribute('show-language-switcher'),
    history: element.hasAttribute('history'),
    allowRetake: element.hasAttribute('allow-retake'),
  }
}
