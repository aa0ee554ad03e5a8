import react from '@vitejs/plugin-react'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { cachedBuild, productionNodeEnv, type CachedBuildResult } from './cached-build'
import { precompressFiles } from './precompress-files'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where the demo keeps its builds: under `.data/`, git-ignored and never served by URL. */
export const demoBuildDir = join(repositoryRoot, '.data', 'demo-build')

/**
 * What both demo builds are made from besides their own files: the library's source, the
 * installed packages, the compiler settings and the build helpers. A change to any rebuilds them.
 */
export const libraryBuildInputs: readonly string[] = [
  join(repositoryRoot, 'src'),
  join(repositoryRoot, 'package.json'),
  join(repositoryRoot, 'package-lock.json'),
  join(repositoryRoot, 'tsconfig.json'),
  join(repositoryRoot, 'demo', 'cached-build.ts'),
  join(repositoryRoot, 'demo', 'precompress-files.ts'),
]

/** The URL paths of the host page's hashed files (Vite's `assets/` folder). */
export const hostPageAssetsPrefix = '/assets/'

/**
 * The React host page (demo/host/) as a host app would deploy it: `vite build`, minified, its
 * scripts and stylesheet under `assets/` with content hashes in their names, source maps beside
 * them, and a brotli and a gzip copy of every text file. Built only when demo/host/, the library's
 * source or the installed packages changed (cached-build.ts).
 */
export function buildHostPage(cacheDir = demoBuildDir): Promise<CachedBuildResult> {
  return cachedBuild({
    name: 'host',
    cacheDir,
    inputs: [
      join(repositoryRoot, 'demo', 'host'),
      ...libraryBuildInputs,
      fileURLToPath(import.meta.url),
    ],
    build: async (outDir) => {
      productionNodeEnv()
      await build({
        configFile: false,
        root: join(repositoryRoot, 'demo', 'host'),
        base: '/',
        publicDir: false,
        plugins: [react()],
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: true,
          sourcemap: true,
          target: 'es2022',
          // Every browser this targets has <link rel="modulepreload">: no polyfill in the page.
          modulePreload: { polyfill: false },
          assetsDir: hostPageAssetsPrefix.slice(1, -1),
        },
      })
      await precompressFiles(outDir)
    },
  })
}
