import { maxTextLength } from '../../../src/api/question-types'

/**
 * Small shape checks for seed files. Each records a problem as `path: what is wrong` and returns
 * whether the value passed, so a validator can report every problem of a file at once.
 */
export type Problems = string[]

/** A plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The optional `$schema` member at the top of a seed file: where an editor finds the file's JSON
 * Schema (docs/content-format.md#seed-files). The sandbox reads nothing else from it.
 */
export function checkSchemaMember(value: unknown, example: string, problems: Problems): void {
  if (value !== undefined && typeof value !== 'string') {
    problems.push(`$schema: expected the path or URL of the file's JSON Schema, e.g. "${example}"`)
  }
}

/** The file's members without `$schema`, which is for editors only and is never stored. */
export function withoutSchemaMember(data: Record<string, unknown>): Record<string, unknown> {
  const members = { ...data }
  delete members.$schema
  return members
}

/** A non-empty string. */
export function checkString(value: unknown, path: string, problems: Problems): value is string {
  if (typeof value === 'string' && value.length > 0) return true
  problems.push(`${path}: expected a non-empty string`)
  return false
}

/** A finite number. */
export function checkNumber(value: unknown, path: string, problems: Problems): value is number {
  if (typeof value === 'number' && Number.isFinite(value)) return true
  problems.push(`${path}: expected a number`)
  return false
}

/** An optional boolean. */
export function checkOptionalBoolean(value: unknown, path: string, problems: Problems): boolean {
  if (value === undefined || typeof value === 'boolean') return true
  problems.push(`${path}: expected true or false`)
  return false
}

/** An optional whole number of at least `min`. */
export function checkOptionalWholeNumber(
  value: unknown,
  path: string,
  min: number,
  problems: Problems,
): boolean {
  if (value === undefined || (Number.isInteger(value) && (value as number) >= min)) return true
  problems.push(`${path}: expected a whole number from ${min}`)
  return false
}

/** An array of non-empty strings; `nonEmpty` also refuses []. */
export function checkStringArray(
  value: unknown,
  path: string,
  problems: Problems,
  nonEmpty = true,
): value is string[] {
  if (!Array.isArray(value) || (nonEmpty && value.length === 0)) {
    problems.push(`${path}: expected ${nonEmpty ? 'a non-empty' : 'an'} array of strings`)
    return false
  }
  return value.every((entry, index) => checkString(entry, `${path}[${index}]`, problems))
}

/** An ISO 8601 date-time, or null/absent when `nullable`. */
export function checkDateTime(value: unknown, path: string, problems: Problems): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !isNaN(Date.parse(value))) {
    return true
  }
  problems.push(`${path}: expected an ISO 8601 date-time or null`)
  return false
}

/** language → key → text. */
export function checkTranslations(
  value: unknown,
  path: string,
  problems: Problems,
): value is Record<string, Record<string, string>> {
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object of language → key → text`)
    return false
  }
  let ok = true
  for (const [language, texts] of Object.entries(value)) {
    if (!isRecord(texts)) {
      problems.push(`${path}.${language}: expected an object of key → text`)
      ok = false
      continue
    }
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text !== 'string') {
        problems.push(`${path}.${language}["${key}"]: expected a string`)
        ok = false
      }
    }
  }
  return ok
}

/**
 * Response options: a non-empty list of `{ value: number, labelKey, exclusive?, fixed?, other? }`
 * with distinct values. `other` ("Other, please specify": `{ variableCode, maxLength? }`) only
 * where `allow.other` says the question type takes it.
 */
export function checkOptions(
  value: unknown,
  path: string,
  problems: Problems,
  allow: { other: boolean } = { other: false },
): boolean {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${path}: expected a non-empty array of { value, labelKey }`)
    return false
  }
  const seen = new Set<number>()
  return value.every((option, index) => {
    const at = `${path}[${index}]`
    if (!isRecord(option)) {
      problems.push(`${at}: expected { value, labelKey }`)
      return false
    }
    const ok =
      checkNumber(option.value, `${at}.value`, problems) &&
      checkString(option.labelKey, `${at}.labelKey`, problems) &&
      checkOptionalBoolean(option.exclusive, `${at}.exclusive`, problems) &&
      checkOptionalBoolean(option.fixed, `${at}.fixed`, problems) &&
      (option.other === undefined || checkOther(option.other, `${at}.other`, allow, problems))
    if (ok && seen.has(option.value as number)) {
      problems.push(
        `${at}.value: ${String(option.value)} appears twice; give each option a value of its own`,
      )
      return false
    }
    seen.add(option.value as number)
    return ok
  })
}

function checkOther(
  value: unknown,
  path: string,
  allow: { other: boolean },
  problems: Problems,
): boolean {
  if (!allow.other) {
    problems.push(
      `${path}: only an option of a single or multi question asks to specify; remove it`,
    )
    return false
  }
  if (!isRecord(value)) {
    problems.push(`${path}: expected { variableCode, maxLength? }`)
    return false
  }
  const maxLength = value.maxLength
  const lengthOk =
    maxLength === undefined ||
    (Number.isInteger(maxLength) &&
      (maxLength as number) >= 1 &&
      (maxLength as number) <= maxTextLength)
  if (!lengthOk)
    problems.push(`${path}.maxLength: expected a whole number from 1 to ${maxTextLength}`)
  return checkString(value.variableCode, `${path}.variableCode`, problems) && lengthOk
}

/** Where a file keeps its texts and its list of languages, as JSON paths. */
export interface TranslationsPlace {
  translations: string
  languages: string
}

/**
 * Reports the keys missing from any of `languages` in `translations`, at `place.translations`,
 * with the two ways out: add them, or drop the language.
 */
export function checkKeysTranslated(
  keys: Iterable<string>,
  languages: string[],
  translations: Record<string, Record<string, string>>,
  place: TranslationsPlace,
  problems: Problems,
): void {
  for (const language of languages) {
    const table = Object.hasOwn(translations, language) ? translations[language] : undefined
    const missing = [...new Set(keys)].filter(
      (key) => table === undefined || !Object.hasOwn(table, key) || typeof table[key] !== 'string',
    )
    if (missing.length > 0) {
      problems.push(
        `${place.translations}.${language}: missing ${missing.map((k) => `"${k}"`).join(', ')}; ` +
          `add ${missing.length === 1 ? 'it' : 'them'}, or remove "${language}" from ${place.languages}`,
      )
    }
  }
}

/** Values for a message: quoted, the first `max` of them, and how many more. */
export function listed(values: readonly string[], max = 8): string {
  const shown = values.slice(0, max).map((value) => JSON.stringify(value))
  if (values.length > max) shown.push(`… (${values.length} in all)`)
  return shown.join(', ')
}
