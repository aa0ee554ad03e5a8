import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import ts from 'typescript'

/** Sizes of some JavaScript in bytes: as is, gzip level 9, brotli quality 11 (text mode). */
export interface CompressedSize {
  raw: number
  gzip: number
  brotli: number
}

/** What a visitor downloads for `text`, compressed as a server would at its highest settings. */
export function compressedSize(text: string | Buffer): CompressedSize {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  }
}

/**
 * An entry file and every file of the same build it imports statically (`import … from './x.js'`,
 * `export … from`), transitively: what loading the entry fetches before it runs. Dynamic
 * `import()` (language chunks) and bare specifiers (the host's dependencies) are not followed.
 * Each file is compressed on its own, as it travels; sizes are the sums.
 */
export function entryWithStaticImports(entry: string): { files: string[]; size: CompressedSize } {
  const files: string[] = []
  const pending = [entry]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.includes(file)) continue
    files.push(file)
    pending.push(...staticRelativeImports(file))
  }
  const size = { raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    const one = compressedSize(readFileSync(file))
    size.raw += one.raw
    size.gzip += one.gzip
    size.brotli += one.brotli
  }
  return { files: files.map((file) => relative(dirname(entry), file)), size }
}

/** The relative specifiers of a module's top-level import and re-export declarations. */
function staticRelativeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined
    return specifier?.startsWith('.') ? [join(dirname(file), specifier)] : []
  })
}

/** Bytes as kB (1000 bytes, as size-limit and bundlers print them), to one decimal. */
export function kB(bytes: number): number {
  return Math.round(bytes / 100) / 10
}
