/**
 * The sandbox clock (docs/sandbox.md): it starts at the time source (wall time unless a test
 * injects one) and only moves forward, by `advance`. It drives session expiry, abandonment, licence
 * expiry and schedules; rate limits deliberately ignore it and use wall time.
 */
export interface SandboxClock {
  /** The current sandbox time. */
  now(): Date
  /** The current sandbox time as an ISO 8601 UTC string with milliseconds. */
  nowIso(): string
  /** Moves the clock forward; negative or non-finite amounts are refused. */
  advance(seconds: number): Date
}

/** Creates a clock over a time source, e.g. `() => new Date()` or a test's fixed date. */
export function createClock(source: () => Date = () => new Date()): SandboxClock {
  let offsetMs = 0
  const now = () => new Date(source().getTime() + offsetMs)
  return {
    now,
    nowIso: () => now().toISOString(),
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError('[sandbox] the clock only moves forward: seconds must be ≥ 0')
      }
      offsetMs += seconds * 1000
      return now()
    },
  }
}
