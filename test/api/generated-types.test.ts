import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json'

const run = promisify(execFile)

// The generator's arguments come from `npm run api:types` itself, so the test and the script
// cannot disagree: `openapi-typescript <source> -o <target> [options]`.
const [command, ...args] = packageJson.scripts['api:types'].split(/\s+/)
const outputFlag = args.indexOf('-o')
const source = args[0]!
const target = args[outputFlag + 1]!

describe('generated API types', () => {
  let scratch: string | undefined
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it(`${target} is generated from ${source} (run \`npm run api:types\` after editing it)`, async () => {
    expect(command).toBe('openapi-typescript')
    expect(outputFlag).toBeGreaterThan(0)
    scratch = await mkdtemp(join(tmpdir(), 'study-runner-types-'))
    const fresh = join(scratch, 'fresh.gen.ts')
    const freshArgs = args.map((arg, index) => (index === outputFlag + 1 ? fresh : arg))
    await run(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', ...freshArgs])
    expect(await readFile(target, 'utf8')).toBe(await readFile(fresh, 'utf8'))
  })
})
