import type { SandboxClock } from './clock'
import type { DeliveryWorker } from './create-delivery-worker'
import type { DueJobsReport } from './run-due-jobs'

/** What `POST /_sandbox/clock/advance` did on its way. */
export interface AdvanceReport extends DueJobsReport {
  /** Delivery attempts made (first deliveries and retries that fell due). */
  deliveryAttempts: number
}

/** Steps are bounded so that a bug can never spin the sandbox forever. */
const maxSteps = 100_000

/**
 * Moves the sandbox clock forward by `seconds` the way time would have passed (docs/sandbox.md):
 * it stops at every moment something falls due — a session's expiry, a licence's notice or
 * expiry, a delivery's next attempt — runs it, and waits for the deliveries, before moving on.
 * So a retry scheduled by a failure on the way happens on the way too, its interval counted from
 * the failed attempt, and everything is done before the caller is answered.
 */
export function createClockAdvancer(deps: {
  clock: SandboxClock
  runDueJobs: () => DueJobsReport
  nextJobDueAt: (nowIso: string) => string | undefined
  deliveries: DeliveryWorker
}): (seconds: number) => Promise<AdvanceReport> {
  const { clock } = deps
  let chain: Promise<unknown> = Promise.resolve()

  const advance = async (seconds: number): Promise<AdvanceReport> => {
    if (!Number.isFinite(seconds) || seconds < 0) clock.advance(seconds) // throws the clock's error
    const report: AdvanceReport = {
      abandonedSessions: 0,
      expiringLicenses: 0,
      expiredLicenses: 0,
      deliveryAttempts: 0,
    }
    let remainingMs = seconds * 1000
    let standingStill = 0
    for (let step = 0; step < maxSteps; step++) {
      const done = deps.runDueJobs()
      report.abandonedSessions += done.abandonedSessions
      report.expiringLicenses += done.expiringLicenses
      report.expiredLicenses += done.expiredLicenses
      report.deliveryAttempts += await deps.deliveries.runDue()
      if (remainingMs <= 0) break
      const nowMs = clock.now().getTime()
      const nextTimes = [deps.nextJobDueAt(clock.nowIso()), deps.deliveries.nextDueAt()]
        .filter((time): time is string => time !== undefined)
        .map((time) => Date.parse(time))
      const nextMs = Math.min(...nextTimes)
      let stepMs = Number.isFinite(nextMs)
        ? Math.min(remainingMs, Math.max(0, nextMs - nowMs))
        : remainingMs
      // Something due that cannot run now (the sandbox is closing) must not hold time still.
      standingStill = stepMs === 0 ? standingStill + 1 : 0
      if (standingStill > 3) stepMs = remainingMs
      clock.advance(stepMs / 1000)
      remainingMs -= stepMs
    }
    return report
  }

  // One advance at a time: two overlapping ones would interleave their steps.
  return (seconds) => {
    const run = chain.then(
      () => advance(seconds),
      () => advance(seconds),
    )
    chain = run.catch(() => undefined)
    return run
  }
}
