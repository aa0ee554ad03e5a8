import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json'

const run = promisify(execFile)
const scripts: Record<string, string> = packageJson.scripts

// The generator's arguments come from the npm scripts themselves, so the test and the scripts
// cannot disagree: `api:types` runs one `api:types:<document>` script per OpenAPI document,
// each `openapi-typescript <source> -o <target> [options]`.
const documents = Object.entries(scripts)
  .filter(([name]) => name.startsWith('api:types:'))
  .map(([name, script]) => {
    const [command, ...args] = script.split(/\s+/)
    const outputFlag = args.indexOf('-o')
    return { name, command, args, outputFlag, source: args[0]!, target: args[outputFlag + 1]! }
  })

describe('generated API types', () => {
  let scratch: string | undefined
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it('`npm run api:types` runs every api:types:<document> script', () => {
    expect(documents.map(({ name }) => name).sort()).toEqual(['api:types:link', 'api:types:study'])
    expect(scripts['api:types']).toBe(documents.map(({ name }) => `npm run ${name}`).join(' && '))
  })

  for (const { name, command, args, outputFlag, source, target } of documents) {
    it(`${target} is generated from ${source} (run \`npm run ${name}\` after editing it)`, async () => {
      expect(command).toBe('openapi-typescript')
      expect(outputFlag).toBeGreaterThan(0)
      scratch ??= await mkdtemp(join(tmpdir(), 'study-runner-types-'))
      const fresh = join(scratch, `${name.replace(/\W/g, '-')}.gen.ts`)
      const freshArgs = args.map((arg, index) => (index === outputFlag + 1 ? fresh : arg))
      await run(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', ...freshArgs])
      expect(await readFile(target, 'utf8')).toBe(await readFile(fresh, 'utf8'))
    })
  }
})
