import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'
import { compressedSize, entryWithStaticImports } from './compressed-size'

const pagesDir = fileURLToPath(new URL('./renderer-pages/', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}

/** The pages the renderer bench compares, each a folder of renderer-pages/. */
export const rendererNames = ['study-runner', 'surveyjs', 'floor', 'react-floor'] as const

/** One of {@link rendererNames}. */
export type RendererName = (typeof rendererNames)[number]

/** A built page: its folder and what its scripts and stylesheets weigh (gzip level 9, bytes). */
export interface BuiltRendererPage {
  dir: string
  /** The page's module script with the chunks it imports statically: its first download. */
  scriptGzip: number
  /** Its stylesheets (.css files; the widget's and the floor's styles are in their scripts). */
  styleGzip: number
}

/**
 * Builds the renderer pages for production (React's production build, minified, ES2022)
 * into `<outDir>/<name>/`. The study-runner page imports the library build in `libraryDir` — the
 * package as published, its dependencies resolved from this repository like a host's bundler
 * would — instead of the source it names for its types.
 */
export async function buildRendererPages(
  libraryDir: string,
  outDir: string,
): Promise<Record<RendererName, BuiltRendererPage>> {
  const built = {} as Record<RendererName, BuiltRendererPage>
  for (const name of rendererNames) {
    const dir = join(outDir, name)
    process.env.NODE_ENV = 'production'
    await build({
      root: join(pagesDir, name),
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      base: './',
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react(), packedLibrary(libraryDir)],
      resolve: {
        // The library build lives in a temporary folder: its imports of the dependencies must
        // resolve from here, to the one copy of React the page uses.
        dedupe: Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
      },
      build: {
        outDir: dir,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: { polyfill: false },
        chunkSizeWarningLimit: 4096,
      },
    })
    built[name] = { dir, ...assetSizes(dir) }
  }
  return built
}

/** Sends the import of the package's source entry (src/index.ts) to the built `index.js`. */
function packedLibrary(libraryDir: string): Plugin {
  const source = resolve(repoRoot, 'src', 'index')
  return {
    name: 'bench:packed-library',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !id.startsWith('.')) return null
      const target = resolve(importer, '..', id).replace(/\.tsx?$/, '')
      return target === source ? join(libraryDir, 'index.js') : null
    },
  }
}

function assetSizes(dir: string): { scriptGzip: number; styleGzip: number } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="\.\/([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error(`${dir}/index.html has no module script`)
  const styles = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.css'))
  return {
    scriptGzip: entryWithStaticImports(join(dir, entry)).size.gzip,
    styleGzip: styles.reduce(
      (sum, file) => sum + compressedSize(readFileSync(join(dir, 'assets', file))).gzip,
      0,
    ),
  }
}
