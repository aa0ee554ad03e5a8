import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Rules about the repository itself (docs/code-style.md): they keep the design inside it and
// the files small enough to read.
const root = join(import.meta.dirname, '..', '..')

/** Every file under `dir` (relative to the root) whose name ends with one of `extensions`. */
function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (extensions.some((extension) => name.endsWith(extension))) found.push(full)
    }
  }
  walk(join(root, dir))
  return found.map((file) => relative(root, file))
}

const sources = ['src', 'demo'].flatMap((dir) =>
  filesUnder(dir, ['.ts', '.tsx', '.js', '.html', '.css', '.yaml', '.json', '.sql', '.md']),
)
const generated = (file: string) => file.endsWith('.gen.ts')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe('the repository', () => {
  it('refers to no document outside it from src/, demo/, the README or docs/', () => {
    const outside = /DESIGN\.md|STYLE\.md|\.\.\/shared|shared\/spec|\bspec §/
    const files = [...sources, 'README.md', ...filesUnder('docs', ['.md'])]
    const offending = files.filter((file) => outside.test(read(file)))
    expect(offending).toEqual([])
  })

  it('keeps every source file in src/ and demo/ under 350 lines, generated ones aside', () => {
    const long = sources
      .filter((file) => /\.(ts|tsx)$/.test(file) && !generated(file))
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > 350)
    expect(long).toEqual([])
  })

  it('has one reader of Retry-After', () => {
    const parsers = sources.filter(
      (file) => !generated(file) && /function parse\w*RetryAfter/i.test(read(file)),
    )
    expect(parsers).toEqual(['src/api/read-service-error.ts'])
  })

  it('has the design documents the README points to', () => {
    const readme = read('README.md')
    for (const doc of ['architecture', 'content-format', 'service', 'sandbox', 'code-style']) {
      expect(readme).toContain(`docs/${doc}.md`)
      expect(read(`docs/${doc}.md`).length).toBeGreaterThan(500)
    }
  })
})
