import { demoSeedDir } from './create-sandbox'

/** The settings `npm run sandbox` runs with. */
export interface SandboxSettings {
  port: number
  dbPath: string
  seedDirs: string[]
  apiKey?: string
}

/**
 * Reads `--port` / `SANDBOX_PORT` (default 4010), `--db` / `SANDBOX_DB` (default
 * `.data/sandbox.db`), `SANDBOX_SEED_DIR` (an empty value counts as unset, DESIGN.md §9) and
 * `SANDBOX_API_KEY`. Flags win over the environment; `--port=1` and `--port 1` both work.
 *
 * @throws Error with the fix when a value is unusable.
 */
export function parseSandboxArgs(argv: string[], env: NodeJS.ProcessEnv): SandboxSettings {
  const flags = new Map<string, string>()
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    const match = /^--(port|db)(?:=(.*))?$/.exec(arg)
    if (!match)
      throw new Error(`[sandbox] unknown argument "${arg}"; use --port <n> or --db <path>`)
    const value = match[2] ?? argv[++index]
    if (value === undefined) throw new Error(`[sandbox] --${match[1]} needs a value`)
    flags.set(match[1]!, value)
  }
  const portText = flags.get('port') ?? (env.SANDBOX_PORT || '4010')
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65_535) {
    throw new Error(`[sandbox] port "${portText}" is not a port number (0–65535)`)
  }
  const extraDir = env.SANDBOX_SEED_DIR
  return {
    port,
    dbPath: flags.get('db') ?? (env.SANDBOX_DB || '.data/sandbox.db'),
    seedDirs: extraDir ? [demoSeedDir, extraDir] : [demoSeedDir],
    apiKey: env.SANDBOX_API_KEY || undefined,
  }
}
