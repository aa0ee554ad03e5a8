import { spawn } from 'node:child_process'
import { stopChild } from '../../../demo/start-sandbox-process'

/**
 * The environment of a host's shell: this process's, without what the test runner adds (NODE_ENV
 * `test` would make Vite bundle React's development build) or any service setting, plus `extra`.
 */
export function hostEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && !name.startsWith('STUDY_'),
  )
  return { ...Object.fromEntries(inherited), NO_COLOR: '1', ...extra }
}

/** A host app's server, started as its own process. */
export interface AppProcess {
  /** Where it answers, e.g. `http://127.0.0.1:5211`. */
  url: string
  /** Everything it wrote to stdout and stderr so far. */
  output(): string
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Starts `node <args>` in `cwd` and waits until `url` + `readyPath` answers (any status), or fails
 * with what the process wrote when it exits first or takes longer than `timeoutMs`.
 */
export async function startAppProcess(options: {
  args: readonly string[]
  cwd: string
  env: Record<string, string>
  url: string
  readyPath?: string
  timeoutMs?: number
}): Promise<AppProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: hostEnvironment(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const app: AppProcess = {
    url: options.url,
    output: () => output,
    stop: () => stopChild(child, 5000),
  }
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.args.join(' ')} exited early:\n${output}`)
    }
    try {
      await fetch(`${options.url}${options.readyPath ?? '/'}`)
      return app
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await app.stop()
      throw new Error(
        `${options.args.join(' ')} did not answer at ${options.url} in time:\n${output}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
