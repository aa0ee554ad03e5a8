import type { Completion, StudyContent } from '../../../src/api/types'
import type { Problems } from './shape-checks'

/** `{{VARIABLE}}` or `{{VARIABLE|fallback}}`: the name up to `|` or the closing braces. */
const placeholder = /\{\{([^{}|]*)(\|[^{}]*)?\}\}/g

/**
 * Checks the placeholders of a study (docs/content-format.md, "Piping" and "Completion"): in
 * every translation of every language, `{{VARIABLE}}` and `{{VARIABLE|fallback}}` must name a
 * variable of the study; a redirect template takes `{{VARIABLE}}` only (the value is
 * URL-encoded into it, so there is no fallback to fall back on) and must read as an absolute
 * http(s) URL. A `{{` left unclosed is a problem too: it would show as it is. The name is read
 * as written, spaces and all.
 *
 * @param variables every variable code of the study (check-variable-codes.ts)
 */
export function checkPlaceholders(
  content: Pick<StudyContent, 'translations'> & { completion?: Completion },
  variables: ReadonlySet<string>,
  problems: Problems,
): void {
  for (const [language, table] of Object.entries(content.translations)) {
    for (const [key, text] of Object.entries(table)) {
      const at = `translations.${language}["${key}"]`
      for (const { name } of placeholdersOf(text, at, problems)) {
        if (!variables.has(name)) problems.push(`${at}: ${unknown(name)}`)
      }
    }
  }
  const redirect = content.completion?.redirect ?? {}
  for (const kind of ['completed', 'ended'] as const) {
    const template = redirect[kind]
    if (template !== undefined) checkRedirect(template, variables, kind, problems)
  }
}

function checkRedirect(
  template: string,
  variables: ReadonlySet<string>,
  kind: 'completed' | 'ended',
  problems: Problems,
): void {
  const at = `content.completion.redirect.${kind}`
  for (const { name, fallback } of placeholdersOf(template, at, problems)) {
    if (fallback) {
      problems.push(
        `${at}: {{${name}${fallback}}} takes no fallback in a redirect; write {{${name}}}`,
      )
    } else if (!variables.has(name)) {
      problems.push(`${at}: ${unknown(name)}`)
    }
  }
  let url: URL | undefined
  try {
    url = new URL(template.replace(placeholder, 'x'))
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    problems.push(
      `${at}: expected an absolute http(s) URL, e.g. https://example.org/done?id={{PID}}`,
    )
  }
}

/** The placeholders of a text; a `{{` that no placeholder closes is reported at `at`. */
function placeholdersOf(
  text: string,
  at: string,
  problems: Problems,
): { name: string; fallback: string | undefined }[] {
  const found = [...text.matchAll(placeholder)].map(([, name, fallback]) => ({
    name: name!,
    fallback,
  }))
  if (text.replace(placeholder, '').includes('{{')) {
    problems.push(`${at}: a "{{" without its "}}"; write {{VARIABLE}} or {{VARIABLE|fallback}}`)
  }
  return found
}

function unknown(name: string): string {
  return `{{${name}}} names no variable of this study; use the variableCode of a question, an item, a parameter, a computed value or the condition`
}
