import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Benchmark, BenchMetric, BenchTable } from './benchmark'
import { bytesByPackage } from './bytes-by-package'
import { compressedSize, entryWithStaticImports, kB, type CompressedSize } from './compressed-size'

const reactPackages = new Set(['react', 'react-dom', 'scheduler'])

/**
 * What a visitor downloads (issue 12, part 1), from this run's production build: each shipped
 * entry with the chunks it imports statically, gzip level 9 and brotli quality 11. React's share
 * of the embed script is read from the embed's own source map (bytes-by-package.ts): the output
 * attributed to react, react-dom and scheduler, compressed on its own — React as it is in this
 * very bundle (minified with our code, tree-shaken), not a separate build of it.
 */
export const sizeBenchmark: Benchmark = {
  name: 'size',
  timeLimitMs: 120_000,
  async run(log, context) {
    const build = await context.build()
    const embed = join(build.embedDir, 'study-runner.js')
    const chunks = readdirSync(build.embedDir).filter(
      (file) => file.endsWith('.js') && file !== 'study-runner.js',
    )
    const languageChunks = chunks.filter((file) => /^[a-z]{2}-[\w-]+\.js$/.test(file))
    const languages = languageChunks.map((file) =>
      compressedSize(readFileSync(join(build.embedDir, file))),
    )
    // The other lazy chunks, each fetched only by a study that needs it (docs/architecture.md).
    const featureChunk = (prefix: string) => {
      const file = chunks.find((name) => name.startsWith(`${prefix}-`))
      return file ? compressedSize(readFileSync(join(build.embedDir, file))) : undefined
    }
    const features = [
      [
        'embed.delivery',
        'answer-delivery',
        "embed: the answers' delivery (every study, beside the content)",
      ],
      ['embed.later', 'later-parts', 'embed: later parts (every study, after the start)'],
      ['embed.conditions', 'evaluate-condition', 'embed: conditions (studies with showIf / endIf)'],
      // One chunk per field added after the original seven types (budget: 4 kB gzip each).
      ...['dropdown', 'date', 'ranking', 'matrix', 'consent', 'other'].map((field) => [
        `embed.field.${field}`,
        field,
        `embed: the ${field} field (studies using it)`,
      ]),
    ].flatMap(([key, prefix, what]) => {
      const size = featureChunk(prefix as string)
      return size ? [{ key: key as string, what: what as string, size, files: 1 }] : []
    })
    const shares = bytesByPackage(embed)
    const react = compressedSize(
      shares
        .filter((share) => reactPackages.has(share.name))
        .map((share) => share.code)
        .join(''),
    )
    const entries: { key: string; what: string; size: CompressedSize; files: number }[] = [
      {
        key: 'embed.initial',
        what: 'embed: initial load (study-runner.js, React included)',
        ...withFiles(entryWithStaticImports(embed)),
      },
      {
        key: 'embed.language',
        what: `embed: one more UI language (median of ${languages.length})`,
        size: median3(languages),
        files: 1,
      },
      ...features,
      {
        key: 'embed.react',
        what: 'embed: of which React + ReactDOM + scheduler',
        size: react,
        files: 0,
      },
      {
        key: 'index',
        what: 'study-runner (React entry), dependencies excluded',
        ...withFiles(entryWithStaticImports(join(build.libraryDir, 'index.js'))),
      },
      {
        key: 'element',
        what: 'study-runner/element, dependencies excluded',
        ...withFiles(entryWithStaticImports(join(build.libraryDir, 'element.js'))),
      },
      {
        key: 'server',
        what: 'study-runner/server, dependencies excluded',
        ...withFiles(entryWithStaticImports(join(build.libraryDir, 'server.js'))),
      },
      {
        key: 'ownCode',
        what: 'own code: element + component + core + English (information, no budget)',
        ...withFiles(entryWithStaticImports(join(build.ownCodeDir, 'own-code.js'))),
      },
    ]
    log(`measured ${build.source}`)
    const sizes: BenchTable = {
      title: `Sizes in kB (1000 bytes) of ${build.source}; files with the chunks they import statically`,
      rows: entries.map(({ what, size, files }) => ({
        what,
        files: files || '',
        raw: kB(size.raw),
        gzip: kB(size.gzip),
        brotli: kB(size.brotli),
      })),
    }
    const embedTotal = shares.reduce((sum, share) => sum + Buffer.byteLength(share.code), 0)
    const byPackage: BenchTable = {
      title: 'The embed script by package (source map), each part compressed on its own',
      rows: shares
        .map((share) => ({ share, size: compressedSize(share.code) }))
        .sort((a, b) => b.size.raw - a.size.raw)
        .map(({ share, size }) => ({
          package: share.name,
          raw: kB(size.raw),
          'share %': Math.round((size.raw / embedTotal) * 1000) / 10,
          gzip: kB(size.gzip),
          brotli: kB(size.brotli),
        })),
    }
    const metrics: BenchMetric[] = entries.flatMap(({ key, size }) => [
      { key: `${key}.gzip`, value: kB(size.gzip), unit: 'kB', better: 'lower', noise: 0.1 },
      { key: `${key}.brotli`, value: kB(size.brotli), unit: 'kB', better: 'lower', noise: 0.1 },
    ])
    const fieldChunks = entries.filter(({ key }) => key.startsWith('embed.field.'))
    const gzipOf = (key: string) => kB(entries.find((entry) => entry.key === key)!.size.gzip)
    return {
      tables: [sizes, byPackage],
      figures: {
        build: build.source,
        sizes: Object.fromEntries(entries.map(({ key, size }) => [key, size])),
        languageChunks,
        embedByPackage: byPackage.rows,
      },
      metrics,
      targets: [
        {
          target: 'embed initial load ≤ 120 kB gzip',
          figure: `${gzipOf('embed.initial')} kB`,
          met: gzipOf('embed.initial') <= 120,
        },
        {
          target: 'each field chunk (a question type, or "other") ≤ 4 kB gzip',
          figure: fieldChunks
            .map(({ key, size }) => `${key.slice(12)} ${kB(size.gzip)}`)
            .join(', '),
          met: fieldChunks.length === 6 && fieldChunks.every(({ size }) => size.gzip <= 4000),
        },
      ],
    }
  },
}

function withFiles(measured: { files: string[]; size: CompressedSize }) {
  return { size: measured.size, files: measured.files.length }
}

/** The median of each of raw, gzip and brotli. */
function median3(sizes: CompressedSize[]): CompressedSize {
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0
  return {
    raw: median(sizes.map((size) => size.raw)),
    gzip: median(sizes.map((size) => size.gzip)),
    brotli: median(sizes.map((size) => size.brotli)),
  }
}
