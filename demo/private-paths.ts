/**
 * Files the demo's dev server must never serve (Vite `server.fs.deny` globs): the sandbox's
 * database under `.data/` holds keys, session tokens and answers; `.env` files and certificates
 * hold secrets; `.git` holds the repository's history and configuration.
 */
export const privateFileGlobs = [
  '**/.data/**',
  '**/*.db',
  '**/*.db-*',
  '**/*.sqlite',
  '**/.env',
  '**/.env.*',
  '**/*.{crt,pem,key}',
  '**/.git/**',
  '**/.git',
  '**/.npmrc',
]

/**
 * Whether a request path names such a file in any form (`/.data/…`, `/@fs/…/.data/…`,
 * percent-encoded): answered 404 before Vite sees it.
 */
export function isPrivatePath(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true // not a path any page asks for
  }
  const segments = decoded.toLowerCase().split(/[/\\]+/)
  return segments.some(
    (segment) =>
      segment === '.data' ||
      segment === '.git' ||
      segment === '.npmrc' ||
      segment === '.env' ||
      segment.startsWith('.env.') ||
      /\.(db|sqlite)(-(wal|shm|journal))?$/.test(segment),
  )
}
