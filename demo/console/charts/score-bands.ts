import type { ScoreBinning } from './score-bins'

/** A named score range of a scale, e.g. `{ from: 0, to: 6, label: 'low' }` (both inclusive). */
export interface ScoreBand {
  from: number
  to: number
  label: string
}

/** A band's shaded region on the x axis, in score units. */
export interface BandRegion {
  band: ScoreBand
  extent: readonly [number, number]
}

/**
 * Scores per band, the way the sandbox assigns them: the first band with `from ≤ score ≤ to`.
 * Scores in no band are counted in `unbanded`.
 */
export function countBands(
  values: readonly number[],
  bands: readonly ScoreBand[],
): { counts: number[]; unbanded: number } {
  const counts = bands.map(() => 0)
  let unbanded = 0
  for (const value of values) {
    if (!Number.isFinite(value)) continue
    const index = bands.findIndex((band) => band.from <= value && value <= band.to)
    if (index === -1) unbanded++
    else counts[index]!++
  }
  return { counts, unbanded }
}

/**
 * Where each band is drawn, clipped to the axis. With whole-number bins a band covers the bars
 * of the whole scores inside it (so 0–6 and 6.01–12 meet at 6.5, between bars); with equal-width
 * bins it spans its own bounds. Bands entirely off the axis are left out.
 */
export function bandRegions(bands: readonly ScoreBand[], binning: ScoreBinning): BandRegion[] {
  const [low, high] = binning.domain
  const regions: BandRegion[] = []
  for (const band of bands) {
    if (binning.kind === 'integer') {
      const first = Math.max(Math.ceil(band.from), low + 0.5)
      const last = Math.min(Math.floor(band.to), high - 0.5)
      if (first <= last) regions.push({ band, extent: [first - 0.5, last + 0.5] })
    } else {
      const from = Math.max(band.from, low)
      const to = Math.min(band.to, high)
      if (from < to) regions.push({ band, extent: [from, to] })
    }
  }
  return regions
}
