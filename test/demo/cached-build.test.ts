import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cachedBuild } from '../../demo/cached-build'

let work: string
let sources: string
let cacheDir: string
let builds: number

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'cached-build-'))
  sources = join(work, 'src')
  cacheDir = join(work, 'cache')
  mkdirSync(join(sources, 'nested'), { recursive: true })
  writeFileSync(join(sources, 'a.ts'), 'a')
  writeFileSync(join(sources, 'nested', 'b.ts'), 'b')
  builds = 0
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

const build = (name = 'site') =>
  cachedBuild({
    name,
    cacheDir,
    inputs: [sources],
    build: async (outDir) => {
      builds++
      mkdirSync(outDir, { recursive: true })
      await writeFile(join(outDir, 'index.html'), `build ${builds}`)
    },
  })

describe('cachedBuild', () => {
  it('builds once, then reuses the build while the inputs are unchanged', async () => {
    const first = await build()
    expect(first.reused).toBe(false)
    expect(existsSync(join(first.dir, 'index.html'))).toBe(true)
    const second = await build()
    expect(second).toMatchObject({ reused: true, dir: first.dir })
    expect(builds).toBe(1)
  })

  it('builds again when a file changes or appears, and removes the older build', async () => {
    const first = await build()
    writeFileSync(join(sources, 'nested', 'b.ts'), 'b changed')
    const second = await build()
    expect(second.reused).toBe(false)
    expect(second.dir).not.toBe(first.dir)
    writeFileSync(join(sources, 'c.ts'), 'new file')
    const third = await build()
    expect(third.reused).toBe(false)
    expect(readdirSync(cacheDir)).toEqual([third.dir.slice(cacheDir.length + 1)])
  })

  it('keeps the builds of other names', async () => {
    const site = await build('site')
    const other = await build('other')
    expect(readdirSync(cacheDir).sort()).toEqual(
      [site.dir, other.dir].map((dir) => dir.slice(cacheDir.length + 1)).sort(),
    )
  })

  it('lets two builds of the same inputs race: both finish with one folder', async () => {
    const [one, two] = await Promise.all([build(), build()])
    expect(one.dir).toBe(two.dir)
    expect(readdirSync(cacheDir)).toHaveLength(1)
    expect(existsSync(join(one.dir, 'index.html'))).toBe(true)
  })

  it('leaves nothing behind when the build fails, and builds on the next start', async () => {
    await expect(
      cachedBuild({
        name: 'site',
        cacheDir,
        inputs: [sources],
        build: async (outDir) => {
          mkdirSync(outDir, { recursive: true })
          await Promise.reject(new Error('syntax error'))
        },
      }),
    ).rejects.toThrow('syntax error')
    expect(readdirSync(cacheDir)).toEqual([])
    expect((await build()).reused).toBe(false)
  })
})
