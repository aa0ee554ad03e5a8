import type { InstrumentDefinition, ScoringRule } from './seed-types'
import { SeedError } from './seed-error'
import {
  checkKeysTranslated,
  checkNumber,
  checkOptionalBoolean,
  checkOptions,
  checkSchemaMember,
  checkString,
  checkStringArray,
  checkTranslations,
  isRecord,
  listed,
  withoutSchemaMember,
  type Problems,
} from './shape-checks'

/** What an instrument id may be: it names the file, `instruments/<id>.json`. */
export const instrumentIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/

/**
 * Checks an `instruments/<id>.json` file against the format of docs/sandbox.md and returns it
 * typed. Extra members are allowed; `protected` defaults to false and `scoring` to none.
 *
 * @throws SeedError naming the file and every problem found.
 */
export function validateInstrument(file: string, data: unknown): InstrumentDefinition {
  const problems: Problems = []
  if (!isRecord(data)) throw new SeedError(file, ['expected a JSON object'])
  checkSchemaMember(data.$schema, '../schema/instrument.schema.json', problems)

  if (checkString(data.id, 'id', problems) && !instrumentIdPattern.test(data.id)) {
    problems.push('id: use letters, digits, ".", "_" or "-" (at most 64)')
  }
  checkString(data.name, 'name', problems)
  checkString(data.version, 'version', problems)
  checkOptionalBoolean(data.protected, 'protected', problems)
  const languagesOk = checkStringArray(data.languages, 'languages', problems)
  const translationsOk = checkTranslations(data.translations, 'translations', problems)
  const itemsOk = checkItems(data.items, problems)
  const scoringOk =
    itemsOk && checkScoring(data.scoring, data.items as InstrumentDefinition['items'], problems)
  if (itemsOk && languagesOk && translationsOk) {
    const items = data.items as InstrumentDefinition['items']
    const keys = items.flatMap((item) => [item.textKey, ...item.options.map((o) => o.labelKey)])
    // The names of scales and bands, shown to participants with their scores.
    if (scoringOk) keys.push(...scoringKeysOf((data.scoring ?? []) as ScoringRule[]))
    checkKeysTranslated(
      keys,
      data.languages as string[],
      data.translations as never,
      { translations: 'translations', languages: 'languages' },
      problems,
    )
  }

  if (problems.length > 0) throw new SeedError(file, problems)
  return {
    ...(withoutSchemaMember(data) as unknown as InstrumentDefinition),
    protected: data.protected === true,
    scoring: (data.scoring as InstrumentDefinition['scoring'] | undefined) ?? [],
  }
}

function checkItems(value: unknown, problems: Problems): boolean {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('items: expected a non-empty array')
    return false
  }
  const ids = new Set<string>()
  const codes = new Set<string>()
  return value.every((item, index) => {
    const at = `items[${index}]`
    if (!isRecord(item)) {
      problems.push(`${at}: expected an object`)
      return false
    }
    const ok = [
      checkString(item.id, `${at}.id`, problems),
      checkString(item.variableCode, `${at}.variableCode`, problems),
      checkString(item.textKey, `${at}.textKey`, problems),
      checkOptions(item.options, `${at}.options`, problems),
      checkOptionalBoolean(item.required, `${at}.required`, problems),
    ].every(Boolean)
    if (!ok) return false
    for (const [set, member] of [
      [ids, 'id'],
      [codes, 'variableCode'],
    ] as const) {
      const name = item[member] as string
      if (set.has(name)) {
        problems.push(`${at}.${member}: "${name}" appears twice; give each item its own ${member}`)
        return false
      }
      set.add(name)
    }
    return true
  })
}

/** The translation keys a scoring names: each scale's and each band's `labelKey`. */
export function scoringKeysOf(scoring: readonly ScoringRule[]): string[] {
  return scoring.flatMap((rule) => [
    ...(rule.labelKey === undefined ? [] : [rule.labelKey]),
    ...(rule.bands ?? []).flatMap((band) => (band.labelKey === undefined ? [] : [band.labelKey])),
  ])
}

/** Checks the scoring rules; true when they are well-formed. */
function checkScoring(
  value: unknown,
  items: InstrumentDefinition['items'],
  problems: Problems,
): boolean {
  if (value === undefined) return true
  if (!Array.isArray(value)) {
    problems.push('scoring: expected an array of scale rules')
    return false
  }
  const before = problems.length
  const codes = new Set(items.map((item) => item.variableCode))
  value.forEach((rule, index) => {
    const at = `scoring[${index}]`
    if (!isRecord(rule)) {
      problems.push(`${at}: expected an object`)
      return
    }
    checkString(rule.scale, `${at}.scale`, problems)
    if (rule.labelKey !== undefined) checkString(rule.labelKey, `${at}.labelKey`, problems)
    if (rule.method !== 'sum' && rule.method !== 'mean') {
      problems.push(`${at}.method: expected "sum" or "mean"`)
    }
    if (!checkStringArray(rule.items, `${at}.items`, problems)) return
    const scaleItems = rule.items
    for (const code of scaleItems) {
      if (!codes.has(code)) {
        problems.push(
          `${at}.items: "${code}" is not an item's variableCode; use one of ${listed([...codes])}`,
        )
      }
    }
    if (
      rule.reverse !== undefined &&
      checkStringArray(rule.reverse, `${at}.reverse`, problems, false)
    ) {
      for (const code of rule.reverse) {
        if (!scaleItems.includes(code)) {
          problems.push(
            `${at}.reverse: "${code}" is not in items; add it to items, or remove it here`,
          )
        }
      }
    }
    const min = rule.minAnswered
    if (
      min !== undefined &&
      !(Number.isInteger(min) && (min as number) >= 1 && (min as number) <= scaleItems.length)
    ) {
      problems.push(`${at}.minAnswered: expected an integer from 1 to ${scaleItems.length}`)
    }
    checkBands(rule.bands, `${at}.bands`, problems)
  })
  return problems.length === before
}

function checkBands(value: unknown, path: string, problems: Problems): void {
  if (value === undefined) return
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected an array of { from, to, label }`)
    return
  }
  value.forEach((band, index) => {
    const at = `${path}[${index}]`
    if (!isRecord(band)) {
      problems.push(`${at}: expected { from, to, label }`)
      return
    }
    const ok =
      checkNumber(band.from, `${at}.from`, problems) && checkNumber(band.to, `${at}.to`, problems)
    checkString(band.label, `${at}.label`, problems)
    if (band.labelKey !== undefined) checkString(band.labelKey, `${at}.labelKey`, problems)
    if (ok && (band.from as number) > (band.to as number)) {
      problems.push(
        `${at}: from (${String(band.from)}) is above to (${String(band.to)}); swap them`,
      )
    }
  })
}
