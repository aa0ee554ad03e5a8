import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** The plain-HTML page that embeds the script, and the folder the built script is served from. */
export const embedPagePath = '/embed.html'
export const embedScriptPrefix = '/embed/'

export interface EmbedPage {
  /** Answers `/embed.html` and `/embed/*`; false for any other path. */
  handle(path: string, request: IncomingMessage, response: ServerResponse): boolean
  close(): void
}

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * Serves demo/embed.html as it is (no build step, no dev-server script injected) and the embed
 * script exactly as the package ships it: `vite build --mode embed`, run once when the demo
 * starts, into a temporary folder (so two demos never share one), served statically.
 */
export function createEmbedPage(): EmbedPage {
  const outDir = mkdtempSync(join(tmpdir(), 'study-runner-embed-'))
  const built = build({
    root: repositoryRoot,
    configFile: join(repositoryRoot, 'vite.config.ts'),
    mode: 'embed',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  }).then(
    () => true,
    (error: unknown) => {
      console.error('[demo] building the embed script failed:', error)
      return false
    },
  )

  async function send(response: ServerResponse, file: string, contentType: string) {
    try {
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache' })
      response.end(body)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not found')
    }
  }

  return {
    handle(path, _request, response) {
      if (path === embedPagePath) {
        void send(response, join(repositoryRoot, 'demo', 'embed.html'), 'text/html; charset=utf-8')
        return true
      }
      if (!path.startsWith(embedScriptPrefix)) return false
      // Only plain file names from the build folder: nothing outside it can be asked for.
      const name = basename(path.slice(embedScriptPrefix.length))
      const type = contentTypes[name.slice(name.lastIndexOf('.'))]
      void built.then((ok) => {
        if (!ok || !type) {
          response.writeHead(ok ? 404 : 500, { 'content-type': 'text/plain' })
          response.end(ok ? 'not found' : 'the embed script could not be built; see the demo log')
          return
        }
        return send(response, join(outDir, name), type)
      })
      return true
    },
    close() {
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
