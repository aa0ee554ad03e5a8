import react from '@vitejs/plugin-react'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import { buildEmbedScript, isHashedEmbedFile } from './build-embed-script'
import { buildHostPage, hostPageAssetsPrefix } from './build-host-page'
import type { CachedBuildResult } from './cached-build'
import { privateFileGlobs } from './private-paths'
import { loadStaticSite } from './static-site'

/** One build the host's pages needed, and whether it was made now or found. */
export interface HostPageBuild {
  name: 'host page' | 'embed script'
  result: CachedBuildResult
}

/** The host's own pages: `/` (the React host page), `/embed.html` and `/embed/*`. */
export interface HostPages {
  /** Whether the React host page comes from Vite's dev server (with HMR) rather than a build. */
  dev: boolean
  /** The builds made or reused when starting. */
  builds: HostPageBuild[]
  /**
   * Answers a request for one of the pages or their files and returns true; false when the path
   * is none of theirs (in dev mode Vite answers every path, its 404 included).
   */
  handle(path: string, request: IncomingMessage, response: ServerResponse): boolean
  close(): Promise<void>
}

/**
 * Serves the host's pages as a host would deploy them: the host page and the embed script built
 * (each only when its sources changed; cached-build.ts), from memory, compressed and cacheable
 * (static-site.ts). With `dev`, the React host page comes from Vite's dev server instead — every
 * module a request of its own, with HMR over a WebSocket on `server` — for working on the widget;
 * the script-tag page is always the built script, as the package ships it.
 */
export async function startHostPages(options: {
  dev: boolean
  server: Server
}): Promise<HostPages> {
  // The builds set NODE_ENV=production for the whole process (cached-build.ts): put it back, so
  // that the dev server (and the rest of the demo) behaves the same whether a build ran or not.
  const nodeEnv = process.env.NODE_ENV
  // Both settle before NODE_ENV goes back: one failing must not leave the other building as
  // development under its production hash.
  const settled = await Promise.allSettled([
    buildEmbedScript(),
    options.dev ? undefined : buildHostPage(),
  ])
  if (nodeEnv === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = nodeEnv
  const [embed, host] = settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason
    return outcome.value
  }) as [
    Awaited<ReturnType<typeof buildEmbedScript>>,
    Awaited<ReturnType<typeof buildHostPage>> | undefined,
  ]
  const builds: HostPageBuild[] = [
    ...(host ? [{ name: 'host page' as const, result: host }] : []),
    { name: 'embed script', result: embed },
  ]
  const site = await loadStaticSite([
    ...(host
      ? [{ dir: host.dir, immutable: (path: string) => path.startsWith(hostPageAssetsPrefix) }]
      : []),
    { dir: embed.dir, immutable: isHashedEmbedFile },
  ])
  if (!options.dev) {
    return {
      dev: false,
      builds,
      handle: (path, request, response) => site.serve(path, request, response),
      close: () => Promise.resolve(),
    }
  }
  const vite = await createViteServer({
    configFile: false,
    root: fileURLToPath(new URL('./host', import.meta.url)),
    plugins: [react()],
    appType: 'mpa',
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      hmr: { server: options.server },
      // The sandbox database (tokens, answers), keys and git internals are never served, not
      // even through /@fs/ (Vite's defaults deny .env and certificates only).
      fs: { deny: privateFileGlobs },
    },
    // Pre-bundle up front so the first visit never triggers a dependency re-optimisation reload.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        '@tanstack/react-query',
        'zustand',
        'zustand/vanilla',
        'i18next',
      ],
    },
  })
  return {
    dev: true,
    builds,
    handle(path, request, response) {
      if (!site.serve(path, request, response)) vite.middlewares(request, response)
      return true
    },
    close: () => vite.close(),
  }
}
