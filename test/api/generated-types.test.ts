import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const documents = [['src/api/openapi/study-service.yaml', 'src/api/study-service.gen.ts']] as const

describe('generated API types', () => {
  let scratch: string | undefined
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it.each(documents)(
    '%s matches %s (run `npm run api:types` after editing it)',
    async (source, target) => {
      scratch ??= await mkdtemp(join(tmpdir(), 'study-runner-types-'))
      const fresh = join(scratch, 'fresh.gen.ts')
      await run(process.execPath, [
        'node_modules/openapi-typescript/bin/cli.js',
        source,
        '-o',
        fresh,
      ])
      expect(await readFile(target, 'utf8')).toBe(await readFile(fresh, 'utf8'))
    },
  )
})
