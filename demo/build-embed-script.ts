import { copyFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { demoBuildDir, libraryBuildInputs } from './build-host-page'
import { cachedBuild, productionNodeEnv, type CachedBuildResult } from './cached-build'
import { precompressFiles } from './precompress-files'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

/** The embed script's URL; every other file under `/embed/` has a content hash in its name. */
export const embedScriptPath = '/embed/study-runner.js'

/**
 * The script-tag page and the script exactly as the package ships it (`vite build --mode embed`,
 * the repository's own config) laid out as they are served: `embed.html` (demo/embed.html as it
 * is, no build step of its own) beside `embed/` (study-runner.js and its language and feature
 * chunks), with a brotli and a gzip copy of every text file. Built only when the inputs changed.
 */
export function buildEmbedScript(cacheDir = demoBuildDir): Promise<CachedBuildResult> {
  return cachedBuild({
    name: 'embed',
    cacheDir,
    inputs: [
      join(repositoryRoot, 'demo', 'embed.html'),
      join(repositoryRoot, 'vite.config.ts'),
      ...libraryBuildInputs,
      fileURLToPath(import.meta.url),
    ],
    build: async (outDir) => {
      productionNodeEnv()
      await build({
        root: repositoryRoot,
        configFile: join(repositoryRoot, 'vite.config.ts'),
        mode: 'embed',
        logLevel: 'warn',
        build: { outDir: join(outDir, 'embed'), emptyOutDir: true, sourcemap: true },
      })
      await copyFile(join(repositoryRoot, 'demo', 'embed.html'), join(outDir, 'embed.html'))
      await precompressFiles(outDir)
    },
  })
}

/** Whether a URL path of the embed build names a hashed file (a chunk or its source map). */
export function isHashedEmbedFile(path: string): boolean {
  return path.startsWith('/embed/') && path !== embedScriptPath && path !== `${embedScriptPath}.map`
}
