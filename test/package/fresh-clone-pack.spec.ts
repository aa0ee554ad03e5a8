import { execFile } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm pack` as a maintainer runs it to publish, on a fresh clone: the repository's files as git
// knows them (tracked, and new ones it does not ignore; so no dist/) copied to a temporary folder,
// with the repository's node_modules linked in place of `npm ci`. The `prepack` script must build
// dist/ there; the tarball is then unpacked and listed, and installed into an app without React.
const run = promisify(execFile)
const repository = join(import.meta.dirname, '../..')
let scratch = ''
let clone = ''
let tarball = ''
let unpacked = ''

/** Every file under `dir`, as paths relative to it, with their sizes. */
function listFiles(dir: string): Map<string, number> {
  const files = new Map<string, number>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(dir, path).split('\\').join('/'), statSync(path).size)
  }
  return files
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'study-runner-fresh-clone-'))
  clone = join(scratch, 'clone')
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repository, maxBuffer: 16 * 1024 * 1024 },
  )
  for (const file of stdout.split('\0')) {
    if (!file || !existsSync(join(repository, file))) continue // deleted, not yet committed
    mkdirSync(dirname(join(clone, file)), { recursive: true })
    copyFileSync(join(repository, file), join(clone, file))
  }
  symlinkSync(join(repository, 'node_modules'), join(clone, 'node_modules'), 'dir')
  if (existsSync(join(clone, 'dist'))) throw new Error('the clone must start without dist/')

  const destination = join(scratch, 'packed')
  mkdirSync(destination)
  await run('npm', ['pack', '--pack-destination', destination], {
    cwd: clone,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  })
  const [name] = readdirSync(destination).filter((file) => file.endsWith('.tgz'))
  if (!name) throw new Error('npm pack wrote no tarball')
  tarball = join(destination, name)
  unpacked = join(scratch, 'unpacked')
  mkdirSync(unpacked)
  await run('tar', ['-xzf', tarball, '-C', unpacked])
})

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('npm pack on a fresh clone', () => {
  it('builds dist/ first (prepack) and packs every file the exports map names', () => {
    const files = listFiles(join(unpacked, 'package'))
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; import: string }>
    }
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const targets = typeof target === 'string' ? [target] : [target.types, target.import]
      for (const file of targets) expect(files.has(file.slice(2)), `${subpath}: ${file}`).toBe(true)
    }
    // Nothing but the build, the manifest and the README.
    const outside = [...files.keys()].filter((file) => !file.startsWith('dist/'))
    expect(outside.sort()).toEqual(['README.md', 'package.json'])
  })

  it("ships the library's source maps and none of the embed's, and no map link points nowhere", () => {
    const files = listFiles(join(unpacked, 'package'))
    const maps = [...files.keys()].filter((file) => file.endsWith('.map'))
    expect(maps).toContain('dist/server.js.map')
    expect(maps).toContain('dist/index.js.map')
    expect(maps.filter((file) => file.startsWith('dist/embed/'))).toEqual([])
    for (const file of files.keys()) {
      if (!file.endsWith('.js')) continue
      const code = readFileSync(join(unpacked, 'package', file), 'utf8')
      const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
      if (file.startsWith('dist/embed/')) {
        expect(link, `${file} links a map the package leaves out`).toBeUndefined()
      } else {
        expect(link, `${file} has no map`).toBeDefined()
        expect(
          files.has(
            join(dirname(file), link ?? '')
              .split('\\')
              .join('/'),
          ),
          file,
        ).toBe(true)
      }
    }
  })

  it('stays small: at most 900 kB packed and 3.2 MB unpacked', () => {
    const files = listFiles(join(unpacked, 'package'))
    const unpackedBytes = [...files.values()].reduce((sum, size) => sum + size, 0)
    // Measured: 730 kB and 2.63 MB (the embed's maps alone would add 2.3 MB).
    expect(statSync(tarball).size).toBeLessThanOrEqual(900_000)
    expect(unpackedBytes).toBeLessThanOrEqual(3_200_000)
  })

  it('installs into a server-only app without React, whose server and node entries load', async () => {
    const app = join(scratch, 'server-app')
    mkdirSync(app)
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'server-app', private: true, type: 'module' }),
    )
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
      cwd: app,
    })
    for (const name of ['react', 'react-dom', '@tanstack/react-query']) {
      expect(existsSync(join(app, 'node_modules', name)), `${name} was installed`).toBe(false)
    }
    writeFileSync(
      join(app, 'server.mjs'),
      `import { createStudyProxy, verifySignature } from 'study-runner/server'
import { toNodeHandler } from 'study-runner/node'
const proxy = createStudyProxy({ baseUrl: 'https://service.test/api/public/v1', apiKey: 'k' })
const answer = await proxy(new Request('https://host.test/api/study/nothing-here'))
console.log(JSON.stringify({
  status: answer.status,
  nodeHandler: typeof toNodeHandler(proxy),
  verify: typeof verifySignature,
}))
`,
    )
    const { stdout } = await run('node', ['server.mjs'], { cwd: app })
    expect(JSON.parse(stdout)).toEqual({ status: 404, nodeHandler: 'function', verify: 'function' })
  })
})
