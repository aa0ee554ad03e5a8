import type { ValidationMessageKey } from '../core/validation'

/**
 * The widget's own UI strings (not the study's wording, which comes with the content). Values are
 * i18next strings: `{{name}}` interpolates, `{{name, number}}` formats with `Intl.NumberFormat`.
 */
export type UiMessages = Record<ValidationMessageKey, string> & {
  /** Navigation button to the previous page. */
  back: string
  /** Navigation button to the next page. */
  next: string
  /** The navigation button on the last page. */
  finish: string
  loading: string
  /** Announced while a batch of answers is being sent. */
  saving: string
  /** The progress line, `{{current}}` and `{{total}}`. */
  progress: string
  /** Heading of the list of problems after a failed Next. */
  'errorSummary.title': string
  'completed.title': string
  'completed.text': string
  'unavailable.title': string
  'unavailable.text': string
  /** Answers could not be sent (network or service failure); they are kept. */
  'error.save': string
  /** The study could not be loaded or started. */
  'error.load': string
  retry: string
  /** An element whose content is broken. */
  'content.error': string
  /** A question type the widget does not render yet. */
  'content.unsupportedType': string
}

/** The keys of {@link UiMessages}. */
export type UiMessageKey = keyof UiMessages

/**
 * Host overrides of UI strings, per language tag.
 * @example { en: { finish: 'Submit' }, de: { finish: 'Absenden' } }
 */
export type UiMessageOverrides = Readonly<Record<string, Partial<UiMessages>>>
