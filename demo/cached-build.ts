import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** What {@link cachedBuild} did. */
export interface CachedBuildResult {
  /** The finished build folder. */
  dir: string
  /** Whether a finished build of the same inputs was found (nothing was built). */
  reused: boolean
  /** How long it took, the inputs' hash included. */
  ms: number
}

/** Options of {@link cachedBuild}. */
export interface CachedBuildOptions {
  /** Names the build's folders: `<cacheDir>/<name>-<hash of the inputs>`. */
  name: string
  /** Everything the output depends on: files and folders (read recursively), absolute. */
  inputs: readonly string[]
  /** Where finished builds are kept (git-ignored). */
  cacheDir: string
  /** Builds into `outDir`, a new empty folder inside `cacheDir`. */
  build(outDir: string): Promise<void>
}

/**
 * Builds only when the inputs changed since the last build: the output is kept in a folder named
 * after the hash of the inputs' paths and contents, so a fresh clone, an edit or a checkout builds
 * again and an unchanged tree starts at once. A build is written to a temporary folder and renamed
 * into place when finished, so two demos (or test workers) starting together never read half a
 * build; older builds of the same name are removed afterwards.
 */
export async function cachedBuild(options: CachedBuildOptions): Promise<CachedBuildResult> {
  const started = performance.now()
  const hash = await hashInputs(options.inputs)
  const dir = join(options.cacheDir, `${options.name}-${hash}`)
  if (existsSync(dir)) return { dir, reused: true, ms: performance.now() - started }
  await mkdir(options.cacheDir, { recursive: true })
  const temporary = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    await options.build(temporary)
    await rename(temporary, dir).catch(async (error: unknown) => {
      // Another process finished the same build first: theirs is as good as ours.
      if (!existsSync(dir)) throw error
      await rm(temporary, { recursive: true, force: true })
    })
  } catch (error) {
    await rm(temporary, { recursive: true, force: true })
    throw error
  }
  await removeOlderBuilds(options.cacheDir, options.name, dir)
  return { dir, reused: false, ms: performance.now() - started }
}

/**
 * Sets `NODE_ENV=production` for the build that follows. Vite decides production or development
 * (React's JSX runtime among others) from the process's NODE_ENV, not from the build's mode: a
 * build started under vitest (`test`) or a developer's shell would otherwise differ from one
 * started by `npm run demo`, and the cache would hand either to both. The caller restores it
 * once its builds are done (host-pages.ts).
 */
export function productionNodeEnv(): void {
  process.env.NODE_ENV = 'production'
}

/** A short hash of the inputs: every file's path (relative to the first common root) and bytes. */
async function hashInputs(inputs: readonly string[]): Promise<string> {
  const files: string[] = []
  for (const input of inputs) {
    if ((await stat(input)).isDirectory()) {
      const entries = await readdir(input, { recursive: true, withFileTypes: true })
      for (const entry of entries)
        if (entry.isFile()) files.push(join(entry.parentPath, entry.name))
    } else {
      files.push(input)
    }
  }
  files.sort()
  const hash = createHash('sha256')
  const root = inputs.length > 0 ? commonRoot(files) : ''
  for (const file of files) {
    hash.update(relative(root, file).split(sep).join('/')).update('\0')
    hash.update(await readFile(file)).update('\0')
  }
  return hash.digest('base64url').slice(0, 16).replace(/[-_]/g, 'x')
}

function commonRoot(files: readonly string[]): string {
  let root = files[0] ?? ''
  for (const file of files) while (!file.startsWith(root)) root = root.slice(0, -1)
  return root
}

/** Removes the finished builds of `name` other than `keep`, and temporaries over an hour old. */
async function removeOlderBuilds(cacheDir: string, name: string, keep: string): Promise<void> {
  const ours = new RegExp(`^${name}-[A-Za-z0-9]{16}(\\.tmp-.*)?$`)
  for (const entry of await readdir(cacheDir)) {
    const path = join(cacheDir, entry)
    if (!ours.test(entry) || path === keep) continue
    // Another process may be building or removing it right now: skip what is young or gone.
    const modified = await stat(path).then(
      (found) => found.mtimeMs,
      () => Date.now(),
    )
    if (entry.includes('.tmp-') && Date.now() - modified < 60 * 60 * 1000) continue
    await rm(path, { recursive: true, force: true })
  }
}
