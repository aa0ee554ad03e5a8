import type { StudyContent } from '../api/types'
import type { AnswerFields } from './answer-value'

// Part of the answers' delivery chunk (answer-delivery.ts), which every session loads before it
// starts: it imports nothing but types, so it needs nothing from the widget's entry.

/** Where the completion screen sends the participant (`completion.redirect`), once finished. */
export interface CompletionRedirect {
  /** The content's template for this ending, filled in: an absolute http or https URL. */
  url: string
  /**
   * Whether the widget goes there by itself: the URL's origin is one the host allows
   * (`redirectOrigins`). Otherwise the completion screen only offers it as a link.
   */
  follow: boolean
  /** How long the completion screen shows before going there (`completion.delaySeconds`). */
  delaySeconds: number
}

/** What {@link completionRedirectOf} reads. */
export interface CompletionRedirectInput {
  content: StudyContent
  /** The session's answers by `variableCode` (parameters, computed values and the condition too). */
  answers: Readonly<Record<string, AnswerFields>>
  /** The study ended early (`endIf`): the `ended` template, else the `completed` one. */
  ended: boolean
  /** The origins the host lets the widget go to by itself (`redirectOrigins`). */
  redirectOrigins?: readonly string[] | undefined
}

/**
 * The completion redirect of a finished session (docs/content-format.md#order-time-endings), or
 * `null` when the content has none for this ending or its filled template is not an http(s) URL
 * (a `javascript:` URL, a relative one) — such a URL is neither followed nor offered.
 * @example
 * completionRedirectOf({ content, answers: { PID: { valueNum: null, valueText: 'a b' } },
 *   ended: false, redirectOrigins: ['https://panel.example'] })
 * // { url: 'https://panel.example/done?pid=a%20b', follow: true, delaySeconds: 0 }
 */
export function completionRedirectOf(input: CompletionRedirectInput): CompletionRedirect | null {
  const { completion } = input.content
  const template = input.ended ? completion?.redirect?.ended : completion?.redirect?.completed
  const url = template ? fillRedirectTemplate(template, input.answers) : null
  if (url === null) return null
  return {
    url,
    follow: isAllowedOrigin(url, input.redirectOrigins ?? []),
    delaySeconds: Math.max(0, completion?.delaySeconds ?? 0),
  }
}

/**
 * Fills `{{VARIABLE}}` in a redirect template with the answer's value as text (its `valueText`,
 * else its `valueNum`; empty when unanswered or unknown), URL-encoded, so no answer can change
 * the URL's shape; answers `null` unless the result is an absolute http or https URL.
 * @example fillRedirectTemplate('https://p.example/?c={{COND}}', answers) // 'https://p.example/?c=B'
 */
export function fillRedirectTemplate(
  template: string,
  answers: Readonly<Record<string, AnswerFields>>,
): string | null {
  const filled = template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_, variableCode: string) => {
    const answer = Object.hasOwn(answers, variableCode) ? answers[variableCode] : undefined
    return encodeURIComponent(answer?.valueText ?? answer?.valueNum ?? '')
  })
  const url = parseUrl(filled)
  return url?.protocol === 'https:' || url?.protocol === 'http:' ? url.href : null
}

/**
 * Whether `url`'s origin is one of `origins` (each an origin such as `https://panel.example`; a
 * trailing slash is fine). An entry that is no URL matches nothing, with a warning that says so.
 */
export function isAllowedOrigin(url: string, origins: readonly string[]): boolean {
  const { origin } = new URL(url)
  return origins.some((allowed) => {
    const parsed = parseUrl(allowed)
    if (!parsed) {
      console.warn(
        `[study-runner] redirectOrigins lists ${JSON.stringify(allowed)}, which is not an origin such as 'https://panel.example.com'`,
      )
    }
    return parsed?.origin === origin
  })
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}
