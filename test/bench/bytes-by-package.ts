import { readFileSync } from 'node:fs'

/** The code of one bundle that came from one package (or from our own src/). */
export interface PackageShare {
  /** `react-dom`, `@tanstack/query-core`, …; `study-runner` for src/; `(unmapped)` for glue. */
  name: string
  /** That code, concatenated in bundle order (compress it to estimate its share). */
  code: string
}

/**
 * Splits a bundle by the package each piece of its output came from, using its source map: every
 * mapping segment covers the generated columns up to the next one and is attributed to its
 * source file's package (the last `node_modules/<name>` of the path, or `study-runner` for
 * `src/`). Output without a mapping (the bundler's glue, the start of a line before the first
 * segment) is `(unmapped)`. Columns are UTF-16 units, as in JavaScript strings.
 */
export function bytesByPackage(bundleFile: string): PackageShare[] {
  const map = JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')) as {
    sources: string[]
    mappings: string
  }
  const packages = map.sources.map(packageOf)
  const pieces = new Map<string, string[]>()
  const add = (name: string, text: string) => {
    if (!text) return
    const list = pieces.get(name)
    if (list) list.push(text)
    else pieces.set(name, [text])
  }
  const lines = readFileSync(bundleFile, 'utf8').split('\n')
  let source = 0
  map.mappings.split(';').forEach((mappingLine, lineIndex) => {
    const line = lines[lineIndex] ?? ''
    let column = 0
    let covered = 0
    let owner = '(unmapped)'
    for (const segment of mappingLine ? mappingLine.split(',') : []) {
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      add(owner, line.slice(covered, column))
      covered = column
      if (fields.length >= 4) {
        source += fields[1] ?? 0
        owner = packages[source] ?? '(unmapped)'
      } else owner = '(unmapped)'
    }
    add(owner, `${line.slice(covered)}\n`)
  })
  return [...pieces].map(([name, texts]) => ({ name, code: texts.join('') }))
}

function packageOf(sourcePath: string): string {
  const parts = sourcePath.split('/')
  const at = parts.lastIndexOf('node_modules')
  if (at >= 0) {
    const first = parts[at + 1] ?? ''
    return first.startsWith('@') ? `${first}/${parts[at + 2] ?? ''}` : first
  }
  return parts.includes('src') ? 'study-runner' : '(unmapped)'
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The numbers of one source-map segment (base64 VLQ, ECMA-426 §"Mappings"). */
function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = base64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}
