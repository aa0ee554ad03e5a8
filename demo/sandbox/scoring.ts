import type { ScaleSummary, Score } from '../../src/api/types'
import type { InstrumentDefinition, ScoringRule } from './seed/seed-types'

/**
 * Scores one session on every scale of an instrument (docs/sandbox.md).
 *
 * - Reverse-coded items count as `min + max − value`, with min and max the item's lowest and
 *   highest option values.
 * - Fewer answered items than `minAnswered` (default: all) give `value: null`.
 * - A sum with missing items is prorated: `sum × itemsCount / answeredCount`; a mean is the mean
 *   of the answered items.
 * - Values are rounded to 2 decimals; the band is the first with `from ≤ value ≤ to`, else null.
 *
 * @param answers variableCode → answered value; a cleared answer (null) counts as unanswered.
 */
export function scoreInstrument(
  instrument: InstrumentDefinition,
  answers: ReadonlyMap<string, number | null>,
): Score[] {
  return instrument.scoring.map((rule) => {
    const value = scaleValue(instrument, rule, answers)
    return { instrumentId: instrument.id, scale: rule.scale, value, band: bandOf(rule, value) }
  })
}

function scaleValue(
  instrument: InstrumentDefinition,
  rule: ScoringRule,
  answers: ReadonlyMap<string, number | null>,
): number | null {
  const values: number[] = []
  for (const code of rule.items) {
    const answer = answers.get(code)
    if (answer === null || answer === undefined) continue
    values.push(rule.reverse?.includes(code) ? reversed(instrument, code, answer) : answer)
  }
  const minAnswered = rule.minAnswered ?? rule.items.length
  if (values.length === 0 || values.length < minAnswered) return null
  const sum = values.reduce((total, value) => total + value, 0)
  const raw =
    rule.method === 'mean' ? sum / values.length : (sum * rule.items.length) / values.length
  return roundTo2(raw)
}

function reversed(instrument: InstrumentDefinition, code: string, value: number): number {
  const item = instrument.items.find((candidate) => candidate.variableCode === code)
  const optionValues = item?.options.map((option) => option.value) ?? [value]
  return Math.min(...optionValues) + Math.max(...optionValues) - value
}

function bandOf(rule: ScoringRule, value: number | null): string | null {
  if (value === null) return null
  return rule.bands?.find((band) => band.from <= value && value <= band.to)?.label ?? null
}

/** Rounds to 2 decimals, half away from zero; EPSILON keeps 1.005 from becoming 1.00. */
export function roundTo2(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100
}

/**
 * What the widget needs to show an instrument's scores in words (OpenAPI `ScaleSummary`): each
 * scale's and band's translation key and the range a score can take — for a sum, the items'
 * lowest and highest option values added up; for a mean, their averages.
 */
export function scaleSummariesOf(instrument: InstrumentDefinition): ScaleSummary[] {
  return instrument.scoring.map((rule) => {
    const ranges = rule.items.map((code) => optionRange(instrument, code))
    const total = (pick: (range: { min: number; max: number }) => number) =>
      ranges.reduce((sum, range) => sum + pick(range), 0)
    const divisor = rule.method === 'mean' ? Math.max(ranges.length, 1) : 1
    return {
      instrumentId: instrument.id,
      scale: rule.scale,
      ...(rule.labelKey === undefined ? {} : { labelKey: rule.labelKey }),
      min: roundTo2(total((range) => range.min) / divisor),
      max: roundTo2(total((range) => range.max) / divisor),
      bands: (rule.bands ?? []).map((band) => ({
        label: band.label,
        ...(band.labelKey === undefined ? {} : { labelKey: band.labelKey }),
        from: band.from,
        to: band.to,
      })),
    }
  })
}

function optionRange(instrument: InstrumentDefinition, code: string) {
  const item = instrument.items.find((candidate) => candidate.variableCode === code)
  const values = item?.options.map((option) => option.value) ?? [0]
  return { min: Math.min(...values), max: Math.max(...values) }
}
