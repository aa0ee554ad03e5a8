import { randomBytes } from 'node:crypto'

/** Ports and paths of `npm run demo`, from flags or the environment (README, docs/sandbox.md). */
export interface DemoConfig {
  /** The host page, its proxy and the researcher console share this port. @default 5173 */
  port: number
  /** The sandbox's port. @default 4010 */
  sandboxPort: number
  /** The sandbox's SQLite file; unset lets the sandbox choose its default. */
  sandboxDb: string | undefined
  /**
   * The researcher console's access token: `CONSOLE_TOKEN`, else 32 random bytes (base64url)
   * made at every start, so only whoever reads the printed URL can open the console.
   */
  consoleToken: string
  /**
   * Serve the React host page from Vite's dev server (HMR, unbundled modules) instead of its
   * production build: `--dev` or `DEMO_DEV=1`. @default false
   */
  dev: boolean
  /**
   * The origins the host page lets a study's completion redirect go to by itself
   * (`redirectOrigins`): `DEMO_REDIRECT_ORIGINS`, separated by spaces or commas. @default none —
   * the way back to a panel is a "Continue" link
   */
  redirectOrigins: string[]
}

/** A token set through `CONSOLE_TOKEN` must be at least this long (URL-safe characters). */
const minTokenLength = 16

export function readDemoConfig(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): DemoConfig {
  const flag = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`)
    return index >= 0 ? argv[index + 1] : undefined
  }
  return {
    port: parsePort(flag('port') ?? env.PORT, 5173, 'PORT'),
    sandboxPort: parsePort(flag('sandbox-port') ?? env.SANDBOX_PORT, 4010, 'SANDBOX_PORT'),
    sandboxDb: flag('db') ?? (env.SANDBOX_DB || undefined),
    consoleToken: parseConsoleToken(env.CONSOLE_TOKEN),
    dev: argv.includes('--dev') || parseFlag(env.DEMO_DEV, 'DEMO_DEV'),
    redirectOrigins: (env.DEMO_REDIRECT_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
  }
}

function parseConsoleToken(value: string | undefined): string {
  if (value === undefined || value === '') return randomBytes(32).toString('base64url')
  if (!new RegExp(`^[A-Za-z0-9._~-]{${minTokenLength},}$`).test(value)) {
    throw new Error(
      `CONSOLE_TOKEN must be at least ${minTokenLength} URL-safe characters (A-Z a-z 0-9 . _ ~ -); leave it unset for a random one.`,
    )
  }
  return value
}

function parseFlag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  throw new Error(`${name} must be 1 or 0 (true or false), got "${value}".`)
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${value}".`)
  }
  return port
}
