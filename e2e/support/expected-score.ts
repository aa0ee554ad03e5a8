// The instrument's scoring rules (docs/sandbox.md), computed here independently of the sandbox so
// the e2e checks the service's arithmetic rather than repeating it.
import { readFileSync } from 'node:fs'

interface ScoringRule {
  scale: string
  method: 'sum' | 'mean'
  items: string[]
  reverse?: string[]
  minAnswered?: number
  bands?: { from: number; to: number; label: string }[]
}

interface InstrumentFile {
  id: string
  items: { variableCode: string; options: { value: number }[] }[]
  scoring: ScoringRule[]
}

export function readInstrument(id: string): InstrumentFile {
  return JSON.parse(
    readFileSync(new URL(`../../demo/instruments/${id}.json`, import.meta.url), 'utf8'),
  ) as InstrumentFile
}

export function expectedScores(
  instrument: InstrumentFile,
  answers: Record<string, number>,
): { scale: string; value: number | null; band: string | null }[] {
  return instrument.scoring.map((rule) => {
    const values: number[] = []
    for (const code of rule.items) {
      const answer = answers[code]
      if (answer === undefined) continue
      const item = instrument.items.find((candidate) => candidate.variableCode === code)
      if (!item) throw new Error(`scoring names unknown item ${code}`)
      const optionValues = item.options.map((option) => option.value)
      const reversed = rule.reverse?.includes(code)
      values.push(
        reversed ? Math.min(...optionValues) + Math.max(...optionValues) - answer : answer,
      )
    }
    if (values.length < (rule.minAnswered ?? 1)) {
      return { scale: rule.scale, value: null, band: null }
    }
    const sum = values.reduce((total, value) => total + value, 0)
    const raw =
      rule.method === 'mean' ? sum / values.length : (sum * rule.items.length) / values.length
    const value = Math.round(raw * 100) / 100
    const band = rule.bands?.find((candidate) => candidate.from <= value && value <= candidate.to)
    return { scale: rule.scale, value, band: band?.label ?? null }
  })
}
