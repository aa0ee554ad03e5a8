import react from '@vitejs/plugin-react'
import { existsSync, readFileSync } from 'node:fs'
import { transform as transformCss } from 'lightningcss'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { defineConfig, type Plugin, type UserConfig } from 'vite'

// Two builds (`npm run build` runs both), each minified in full (including whitespace, which
// Vite's library mode keeps), with source maps:
// - `vite build`: the package entries `.`, `./element`, `./server` and `./node` as ES modules, every
//   dependency left to the host's bundler except TanStack Query (below), plus their declarations
//   (dist/types). Their maps ship (1.2 MB: our TypeScript and TanStack Query's code): the files
//   are minified, and the maps let a host's bundler, browser or `node --enable-source-maps` show
//   our sources in a stack trace;
// - `vite build --mode embed`: `./embed`, one script with React and everything else in it
//   (dist/embed/study-runner.js) and the other UI languages as sibling chunks beside it. Its maps
//   are `hidden` (no `sourceMappingURL` comment) and left out of the package (`files`): 2.3 MB,
//   mostly the sources of React and the other dependencies, in a folder hosts serve as it is. They
//   stay in dist/ for `npm run bench` (bytes by package); the demo's own build links its maps.
// (`--mode own-code` measures our code without dependencies for `npm run bench`; not shipped.)
// Both replace process.env.NODE_ENV: React's entry reads it, and without it the bundle breaks.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const importsAnyOf = (packages: string[]) => (id: string) =>
  packages.some((name) => id === name || id.startsWith(`${name}/`))
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  importsAnyOf(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))(id)
// TanStack Query is bundled into the component's chunk rather than a dependency: it requires
// React as a peer, so as a dependency npm would install React into every server-only app that
// mounts the proxy. The widget owns its QueryClient (docs/architecture.md), so sharing the
// host's copy would gain nothing.
const isBundledDependency = importsAnyOf(['@tanstack/react-query', '@tanstack/query-core'])

function bundle(options: {
  input: Record<string, string>
  outDir: string
  chunkFileNames: string
  sourcemap?: boolean | 'hidden'
  external?: (id: string) => boolean
  banner?: (chunk: { isEntry: boolean; name: string }) => string
  plugins?: Plugin[]
}): UserConfig {
  return {
    plugins: [react(), minifiedStylesheets(), ...(options.plugins ?? [])],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // Kept as written for the host's bundler: Next.js replaces it with the runtime's name
      // (src/server/drops-content-encoding.ts); without this, library mode would make it `{}.…`.
      'process.env.NEXT_RUNTIME': 'process.env.NEXT_RUNTIME',
    },
    // Chunks are found relative to the file that imports them, wherever the files are served.
    base: './',
    publicDir: false,
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      sourcemap: options.sourcemap ?? true,
      target: 'es2022',
      // No preload helper: it would add <link> elements to the host's page for leaf chunks.
      modulePreload: false,
      rolldownOptions: {
        input: options.input,
        // Keep every export of the entries (an application build would drop them).
        preserveEntrySignatures: 'strict',
        external: options.external,
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: options.chunkFileNames,
          banner: options.banner,
        },
      },
    },
  }
}

const library = bundle({
  input: {
    index: 'src/index.ts',
    element: 'src/element/index.ts',
    server: 'src/server/index.ts',
    node: 'src/node/index.ts',
  },
  outDir: 'dist',
  chunkFileNames: 'chunks/[name]-[hash].js',
  external: isExternal,
  // React Server Components: the component entry is a client module.
  banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
  plugins: [declarations('tsconfig.build.json')],
})

const embed = bundle({
  input: { 'study-runner': 'src/element/embed.ts' },
  outDir: 'dist/embed',
  chunkFileNames: '[name]-[hash].js',
  sourcemap: 'hidden',
  plugins: [jsonLogicAsModule()],
})

// Not shipped: our own code alone — the element entry with the component, core and English
// strings, every dependency left out — as one file, for the size budget (npm run size).
const ownCode = bundle({
  input: { 'own-code': 'src/element/index.ts' },
  outDir: 'node_modules/.cache/study-runner/own-code',
  chunkFileNames: '[name]-[hash].js',
  external: (id) => isExternal(id) || isBundledDependency(id),
})

export default defineConfig(({ mode }) =>
  mode === 'embed' ? embed : mode === 'own-code' ? ownCode : library,
)

/**
 * Emits the declarations of the entries with the TypeScript compiler after the library build,
 * with relative imports rewritten to the `.js` files next to them, so that they resolve under
 * `moduleResolution: node16` as well as `bundler`.
 */
function declarations(project: string): Plugin {
  return {
    name: 'study-runner:declarations',
    apply: 'build',
    closeBundle() {
      const config = ts.getParsedCommandLineOfConfigFile(
        project,
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
            throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
          },
        },
      )
      if (!config) throw new Error(`cannot read ${project}`)
      const program = ts.createProgram(config.fileNames, config.options)
      const result = program.emit(
        undefined,
        (fileName, text, bom, onError, sources) => {
          const source = sources?.[0]?.fileName
          ts.sys.writeFile(fileName, source ? withJsExtensions(text, dirname(source)) : text, bom)
        },
        undefined,
        true,
      )
      // Type errors are `npm run typecheck`'s business; here only what stops a declaration.
      const problems = result.diagnostics.filter(
        (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
      )
      if (problems.length > 0) {
        throw new Error(
          ts.formatDiagnostics(problems, {
            getCanonicalFileName: (name) => name,
            getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
            getNewLine: () => '\n',
          }),
        )
      }
    },
  }
}

/**
 * Minifies the widget's stylesheets (CSS in template literals in `src/react/*styles.ts` and `more-fields/*styles.ts`, which a
 * JavaScript minifier leaves alone) with Lightning CSS, the minifier Vite uses for CSS files: no
 * targets, so nothing is lowered or prefixed, only written shorter. A literal with a `${…}`
 * placeholder or a backslash (an escape the CSS would need unescaped first) stays as it is.
 */
function minifiedStylesheets(): Plugin {
  return {
    name: 'study-runner:minified-stylesheets',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]react[\\/](more-fields[\\/])?[a-z-]*styles\.ts$/ },
      handler: (code, id) => ({
        code: code.replace(/= `([^`]*)`/g, (whole, css: string) =>
          css.includes('${') || css.includes('\\')
            ? whole
            : `= \`${transformCss({ filename: id, code: Buffer.from(css), minify: true }).code.toString()}\``,
        ),
        // These modules are one string each: mapping them line by line is worth nothing.
        map: null,
      }),
    },
  }
}

function withJsExtensions(text: string, sourceDirectory: string): string {
  return text.replace(
    /(from\s+|import\(|import\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (whole, prefix: string, quote: string, specifier: string) => {
      const base = resolve(sourceDirectory, specifier)
      const rewritten = ['.ts', '.tsx'].some((extension) => existsSync(base + extension))
        ? `${specifier}.js`
        : existsSync(join(base, 'index.ts'))
          ? `${specifier}/index.js`
          : null
      return rewritten ? `${prefix}${quote}${rewritten}${quote}` : whole
    },
  )
}

/**
 * json-logic-js ships one UMD file. In a lazy chunk (the condition engine, loaded only by studies
 * with conditions) CommonJS needs the bundler's interop helpers, which then move out of the entry
 * into a shared chunk — a second request before the widget can start. Written as the ES module it
 * is in substance, it needs none. The wrapper is matched exactly: a release that changes it fails
 * the build rather than shipping a half-rewritten file.
 */
function jsonLogicAsModule(): Plugin {
  const head = /^[^]*?;\(function\(root, factory\) \{[^]*?\}\(this, function\(\) \{/
  const tail = /\}\)\);\s*$/
  return {
    name: 'study-runner:json-logic-as-module',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/node_modules/json-logic-js/logic.js')) return null
      if (!head.test(code) || !tail.test(code)) {
        throw new Error('json-logic-js: its UMD wrapper changed; update jsonLogicAsModule')
      }
      return {
        code: code.replace(head, 'export default (function() {').replace(tail, '})();\n'),
        map: null,
      }
    },
  }
}
