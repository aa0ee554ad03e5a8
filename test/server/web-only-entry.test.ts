import { builtinModules } from 'node:module'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import { describe, expect, it } from 'vitest'

// `study-runner/server` promises to run on edge runtimes (Next.js `runtime = 'edge'`, Cloudflare
// Workers, Deno): bundled for a Web-only platform, it must not reach any Node built-in.
// `study-runner/node` is where Node-only adapters live.

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))

async function nodeImportsOf(entry: string): Promise<string[]> {
  const reached: string[] = []
  const bundle = await rolldown({
    input: fileURLToPath(new URL(entry, import.meta.url)),
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-node-builtins',
        resolveId(source, importer) {
          if (source.startsWith('node:') || builtins.has(source)) {
            reached.push(`${source} ← ${importer ?? '?'}`)
            return { id: source, external: true }
          }
          return null
        },
      },
    ],
  })
  await bundle.generate({ format: 'es' })
  await bundle.close()
  return reached
}

describe('the server entry on Web-only runtimes', () => {
  it('bundles src/server for the browser platform without a single node: import', async () => {
    expect(await nodeImportsOf('../../src/server/index.ts')).toEqual([])
  })

  it('would notice one: the Node adapter entry does import node:stream', async () => {
    expect((await nodeImportsOf('../../src/node/index.ts')).join('\n')).toMatch(/node:stream/)
  })
})
