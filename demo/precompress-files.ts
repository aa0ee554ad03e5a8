import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { isCompressible } from './static-file-types'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files smaller than this are sent as they are: a compressed copy would save next to nothing. */
const minimumBytes = 512

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of a build folder, each only when it is smaller than the file. Done once per
 * build, so serving never compresses: {@link loadStaticSite} picks the copy the browser accepts.
 */
export async function precompressFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      if (body.length < minimumBytes) return
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      if (br.length < body.length) await writeFile(`${file}.br`, br)
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
    }),
  )
}
