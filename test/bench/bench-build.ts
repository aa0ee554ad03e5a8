import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, loadConfigFromFile, type PluginOption } from 'vite'
import type { BenchBuild } from './benchmark'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds what `npm run build` and `npm run size` build — the library, the embed script and the
 * own-code file, from the working tree with vite.config.ts and its modes — into a temporary
 * folder, so that the measured files are this run's and a concurrent `npm run build` cannot
 * change them mid-run. Only the declarations (dist/types) are skipped: they ship no JavaScript.
 */
export async function buildForBench(log: (line: string) => void): Promise<BenchBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'study-runner-bench-build-'))
  const build: BenchBuild = {
    root: outDir,
    libraryDir: join(outDir, 'dist'),
    embedDir: join(outDir, 'dist', 'embed'),
    ownCodeDir: join(outDir, 'own-code'),
    source: describeSource(),
  }
  const started = Date.now()
  for (const [mode, dir] of [
    ['production', build.libraryDir],
    ['embed', build.embedDir],
    ['own-code', build.ownCodeDir],
  ] as const) {
    await buildMode(mode, dir)
  }
  log(`built ${build.source} in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}`)
  return build
}

async function buildMode(mode: string, outDir: string): Promise<void> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode, isSsrBuild: false, isPreview: false },
    join(root, 'vite.config.ts'),
    root,
    'silent',
  )
  if (!loaded) throw new Error('vite.config.ts did not load')
  const { config } = loaded
  await build({
    ...config,
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: withoutDeclarations(config.plugins ?? []),
    build: { ...config.build, outDir, emptyOutDir: true },
  })
}

function withoutDeclarations(plugins: PluginOption[]): PluginOption[] {
  return plugins.flat(Infinity as 1).filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : ''
    return name !== 'study-runner:declarations'
  })
}

/** The commit built, and whether the working tree differs from it. */
function describeSource(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
    const commit = git('rev-parse', '--short', 'HEAD')
    const changed = git('status', '--porcelain', '--', 'src', 'vite.config.ts', 'package.json')
    return `commit ${commit}${changed ? ' + uncommitted changes' : ''}`
  } catch {
    return 'the working tree (no git)'
  }
}
