import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

export const run = promisify(execFile)

/** The repository, whose build `npm pack` packs. */
export const repository = join(import.meta.dirname, '../../..')

/** A host app in a temporary folder, with the packed package installed as a host installs it. */
export interface PackedApp {
  /** The app's folder: the files of `test/package/apps/<app>` and its node_modules. */
  dir: string
  /** Deletes the folder. */
  remove(): void
}

/**
 * Copies `test/package/apps/<app>` into a temporary folder, packs the repository there (`npm pack`
 * of the current `dist/`) and installs the tarball with `packages` from the registry (npm's cache
 * first: the versions the repository uses itself are there after `npm ci`).
 */
export async function installPackedApp(
  app: string,
  packages: readonly string[],
): Promise<PackedApp> {
  if (!existsSync(join(repository, 'dist/embed/study-runner.js'))) {
    throw new Error(
      'dist/ is missing or incomplete: run `npm run build` before `npm run test:package`',
    )
  }
  const dir = mkdtempSync(join(tmpdir(), `study-runner-${app}-`))
  try {
    cpSync(join(import.meta.dirname, '../apps', app), dir, { recursive: true })
    // The build checked above is what is tested: `--ignore-scripts` keeps `prepack` from building
    // it again (fresh-clone-pack.spec.ts packs with prepack, as a publish does).
    const { stdout } = await run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
      {
        cwd: repository,
      },
    )
    const [packed] = JSON.parse(stdout) as [{ filename: string }]
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: `${app}-host`, private: true, type: 'module' }),
    )
    await run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        `./${packed.filename}`,
        ...packages,
      ],
      { cwd: dir },
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The version of a package the repository has installed, e.g. to install the same in an app. */
export function repositoryVersionOf(name: string): string {
  const manifest = join(repository, 'node_modules', name, 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}
