/** Sessions started and completed on one calendar day. */
export interface CompletionPoint {
  /** The day, `YYYY-MM-DD`. */
  date: string
  started: number
  completed: number
}

const dayMs = 86_400_000
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * One point per day from the earliest to the latest date, in order: days without a point count
 * as zero, and several points for one day are added up. Dates are calendar days, so the
 * arithmetic is in UTC (no time zone can skip or repeat a day).
 */
export function dailyCounts(points: readonly CompletionPoint[]): CompletionPoint[] {
  const byDay = new Map<number, CompletionPoint>()
  for (const point of points) {
    const day = parseDay(point.date)
    const sum = byDay.get(day) ?? { date: point.date, started: 0, completed: 0 }
    sum.started += point.started
    sum.completed += point.completed
    byDay.set(day, sum)
  }
  if (byDay.size === 0) return []
  const days = [...byDay.keys()]
  const first = Math.min(...days)
  const last = Math.max(...days)
  const filled: CompletionPoint[] = []
  for (let day = first; day <= last; day += dayMs) {
    const point = byDay.get(day)
    filled.push({
      date: isoDay(day),
      started: point?.started ?? 0,
      completed: point?.completed ?? 0,
    })
  }
  return filled
}

/** A `YYYY-MM-DD` date as a short axis label, e.g. `3 Mar`. */
export function shortDate(date: string): string {
  const day = new Date(parseDay(date))
  return `${day.getUTCDate()} ${months[day.getUTCMonth()]}`
}

/** Milliseconds of UTC midnight of a `YYYY-MM-DD` day; throws on anything else. */
function parseDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const time = match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) : NaN
  if (Number.isNaN(time) || isoDay(time) !== date) {
    throw new RangeError(
      `[study-runner] A completion point's date must be a calendar day as YYYY-MM-DD, got ${JSON.stringify(date)}.`,
    )
  }
  return time
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}
