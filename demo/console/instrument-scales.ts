import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ScoreBand } from './charts'
import { demoSeedDir } from '../sandbox/create-sandbox'
import type { InstrumentDefinition, ScoringRule } from '../sandbox/seed/seed-types'
import { validateInstrument } from '../sandbox/seed/validate-instrument'

/** One scale of an instrument, as the score chart needs it. */
export interface InstrumentScale {
  instrumentId: string
  instrumentName: string
  scale: string
  /** The lowest and highest score the scoring rule can give. */
  min: number
  max: number
  bands: ScoreBand[]
}

/**
 * The instrument folders the sandbox seeds from (docs/sandbox.md): demo/instruments, plus
 * `$SANDBOX_SEED_DIR/instruments` when that is set (an empty value counts as unset).
 */
export function defaultInstrumentDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = env.SANDBOX_SEED_DIR
  return [join(demoSeedDir, 'instruments'), ...(extra ? [join(extra, 'instruments')] : [])]
}

/**
 * The scales of every instrument, by instrument id, with their score range and bands.
 *
 * The public API's catalogue names an instrument's scales but not their ranges or bands (they
 * are scoring artefacts, spec rule 2), so the demo reads them from the same instrument files the
 * sandbox seeds itself from — the demo plays both sides. An id found in two folders keeps the
 * first, as seeding does.
 */
export function readInstrumentScales(dirs: readonly string[]): Map<string, InstrumentScale[]> {
  const scales = new Map<string, InstrumentScale[]>()
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = join(dir, name)
      const instrument = validateInstrument(file, JSON.parse(readFileSync(file, 'utf8')))
      if (scales.has(instrument.id)) continue
      scales.set(
        instrument.id,
        instrument.scoring.map((rule) => scaleOf(instrument, rule)),
      )
    }
  }
  return scales
}

/**
 * A scale's range from its rule: each item contributes its lowest to highest option value (a
 * reversed item too: min + max − value stays in that range); a sum adds them up (a prorated sum
 * of fewer items stays within the full range), a mean averages them.
 */
export function scaleOf(instrument: InstrumentDefinition, rule: ScoringRule): InstrumentScale {
  let low = 0
  let high = 0
  for (const code of rule.items) {
    const values = instrument.items
      .find((item) => item.variableCode === code)
      ?.options.map((option) => option.value) ?? [0]
    low += Math.min(...values)
    high += Math.max(...values)
  }
  const count = rule.method === 'mean' ? Math.max(rule.items.length, 1) : 1
  return {
    instrumentId: instrument.id,
    instrumentName: instrument.name,
    scale: rule.scale,
    min: round(low / count),
    max: round(high / count),
    bands: (rule.bands ?? []).map(({ from, to, label }) => ({ from, to, label })),
  }
}

const round = (value: number) => Math.round(value * 100) / 100
