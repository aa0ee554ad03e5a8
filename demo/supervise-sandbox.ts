import {
  startSandboxProcess,
  type SandboxProcess,
  type SandboxProcessOptions,
} from './start-sandbox-process'

/** Options of {@link superviseSandbox}. */
export interface SuperviseSandboxOptions extends SandboxProcessOptions {
  /** Restarts in a row (without a stable run between them) before giving up. @default 5 */
  maxRestarts?: number
  /** The wait before the first restart; each further one doubles it (at most 30 s). @default 500 */
  backoffMs?: number
  /** A run this long counts as stable: the restart count starts again. @default 60000 */
  stableAfterMs?: number
  /** Hears about each crash and restart. @default a `[demo]` line on stderr */
  log?: (line: string) => void
  /** Called once restarting was given up (or a restart failed too often). */
  onGiveUp?: (error: Error) => void
}

/** A sandbox process kept running: restarted on the same port and database when it crashes. */
export interface SupervisedSandbox {
  url: string
  /** The process running now. */
  current(): SandboxProcess
  /** How many times it was restarted. */
  restarts(): number
  /** Stops it for good (no restart). */
  stop(): Promise<void>
}

/**
 * Starts the sandbox as its own process and restarts it when it exits unasked: bounded
 * (`maxRestarts` in a row) with exponential backoff, so a sandbox that cannot start is not
 * respawned forever. The URL stays the same, so the proxy and console keep working across it.
 */
export async function superviseSandbox(
  options: SuperviseSandboxOptions,
): Promise<SupervisedSandbox> {
  const log = options.log ?? ((line) => console.error(line))
  const maxRestarts = options.maxRestarts ?? 5
  const backoffMs = options.backoffMs ?? 500
  const stableAfterMs = options.stableAfterMs ?? 60_000
  let current = await startSandboxProcess(options)
  let startedAt = Date.now()
  let inARow = 0
  let total = 0
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let restarting: Promise<void> | undefined

  const giveUp = (error: Error) => {
    stopped = true
    log(`[demo] ${error.message}`)
    options.onGiveUp?.(error)
  }
  const watch = (child: SandboxProcess) => {
    child.child.once('exit', (code, signal) => {
      if (stopped) return
      if (Date.now() - startedAt >= stableAfterMs) inARow = 0
      if (inARow >= maxRestarts) {
        return giveUp(new Error(`The sandbox stopped ${inARow + 1} times in a row; giving up.`))
      }
      const wait = Math.min(backoffMs * 2 ** inARow, 30_000)
      inARow += 1
      log(`[demo] the sandbox stopped (${signal ?? `code ${code}`}); restarting it in ${wait} ms.`)
      timer = setTimeout(() => {
        restarting = restart()
      }, wait)
    })
  }
  const restart = async () => {
    if (stopped) return
    try {
      current = await startSandboxProcess(options)
      startedAt = Date.now()
      total += 1
      if (stopped) return await current.stop()
      log(`[demo] the sandbox is back (pid ${current.child.pid}).`)
      watch(current)
    } catch (error) {
      if (inARow >= maxRestarts) return giveUp(error as Error)
      const wait = Math.min(backoffMs * 2 ** inARow, 30_000)
      inARow += 1
      timer = setTimeout(() => {
        restarting = restart()
      }, wait)
    }
  }
  watch(current)

  return {
    url: current.url,
    current: () => current,
    restarts: () => total,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await restarting // a restart under way ends with the new process stopped
      await current.stop()
    },
  }
}
