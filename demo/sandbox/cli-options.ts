import { demoSeedDir } from './create-sandbox'

/** The settings `npm run sandbox` runs with. */
export interface SandboxSettings {
  port: number
  dbPath: string
  seedDirs: string[]
  apiKey?: string
  /** Lowered limits, e.g. for tests; absent means the spec's 120 a minute, 10,000 a day. */
  rateLimit: { perMinute?: number; perDay?: number }
}

/**
 * Reads `--port` / `SANDBOX_PORT` (default 4010), `--db` / `SANDBOX_DB` (default
 * `.data/sandbox.db`), `SANDBOX_SEED_DIR` (an empty value counts as unset, docs/sandbox.md),
 * `SANDBOX_API_KEY`, and `--rate-per-minute` / `SANDBOX_RATE_PER_MINUTE`, `--rate-per-day` /
 * `SANDBOX_RATE_PER_DAY` (defaults 120 and 10,000); `--no-demo-seed` leaves out demo/ (tests
 * that seed only their own folder). Flags win over the environment;
 * `--port=1` and `--port 1` both work.
 *
 * @throws Error with the fix when a value is unusable.
 */
export function parseSandboxArgs(argv: string[], env: NodeJS.ProcessEnv): SandboxSettings {
  const flags = new Map<string, string>()
  let demoSeed = true
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--no-demo-seed') {
      demoSeed = false
      continue
    }
    const match = /^--(port|db|rate-per-minute|rate-per-day)(?:=(.*))?$/.exec(arg)
    if (!match) {
      throw new Error(
        `[sandbox] unknown argument "${arg}"; use --port <n>, --db <path>, --rate-per-minute <n>, --rate-per-day <n> or --no-demo-seed`,
      )
    }
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
    seedDirs: [...(demoSeed ? [demoSeedDir] : []), ...(extraDir ? [extraDir] : [])],
    apiKey: env.SANDBOX_API_KEY || undefined,
    rateLimit: {
      perMinute: positiveInteger(
        'rate-per-minute',
        flags.get('rate-per-minute') ?? env.SANDBOX_RATE_PER_MINUTE,
      ),
      perDay: positiveInteger(
        'rate-per-day',
        flags.get('rate-per-day') ?? env.SANDBOX_RATE_PER_DAY,
      ),
    },
  }
}

function positiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`[sandbox] --${name} "${text}" is not a whole number ≥ 1`)
  }
  return Number(text)
}
