import type { ScoreRecord, SessionRecord } from '../../src/api/types'
import type { CompletionPoint, ScoreDistributionInput } from './charts'
import type { InstrumentScale } from './instrument-scales'

/**
 * One score chart per scale of the study's instruments: the sessions' non-null scores on it,
 * with the scale's range and bands (from the instrument files, see instrument-scales.ts). A
 * scale the files do not know (scored by an instrument added elsewhere) still gets a chart,
 * over the range of its scores, without bands.
 */
export function scoreDistributions(
  instrumentIds: readonly string[],
  scores: readonly ScoreRecord[],
  scales: ReadonlyMap<string, InstrumentScale[]>,
): ScoreDistributionInput[] {
  const valuesOf = (instrumentId: string, scale: string) =>
    scores
      .filter((row) => row.instrumentId === instrumentId && row.scale === scale)
      .flatMap((row) => (row.value === null ? [] : [row.value]))
  const charts: ScoreDistributionInput[] = []
  const known = new Set<string>()
  for (const instrumentId of instrumentIds) {
    for (const scale of scales.get(instrumentId) ?? []) {
      known.add(`${instrumentId}\u0000${scale.scale}`)
      charts.push({
        title: `${scale.instrumentName} (${instrumentId}): ${scale.scale}`,
        scale: scale.scale,
        instrumentId,
        min: scale.min,
        max: scale.max,
        bands: scale.bands,
        values: valuesOf(instrumentId, scale.scale),
      })
    }
  }
  for (const row of scores) {
    const key = `${row.instrumentId}\u0000${row.scale}`
    if (known.has(key)) continue
    known.add(key)
    const values = valuesOf(row.instrumentId, row.scale)
    charts.push({
      title: `${row.instrumentId}: ${row.scale}`,
      scale: row.scale,
      instrumentId: row.instrumentId,
      min: Math.min(0, ...values),
      max: Math.max(1, ...values),
      bands: [],
      values,
    })
  }
  return charts
}

/** Sessions started and completed per day (UTC), from the sessions dataset. */
export function completionPoints(sessions: readonly SessionRecord[]): CompletionPoint[] {
  const days = new Map<string, CompletionPoint>()
  const day = (date: string) => {
    let point = days.get(date)
    if (!point) {
      point = { date, started: 0, completed: 0 }
      days.set(date, point)
    }
    return point
  }
  for (const session of sessions) {
    day(session.startedAt.slice(0, 10)).started++
    if (session.completedAt) day(session.completedAt.slice(0, 10)).completed++
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}
