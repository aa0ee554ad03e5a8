import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../demo/sandbox/create-sandbox'
import { renderSeedSchemas, seedSchemaPaths } from '../../demo/sandbox/seed/render-seed-schemas'
import type { InstrumentDefinition, StudyDefinition } from '../../demo/sandbox/seed/seed-types'

// The seed files' JSON Schemas (demo/schema/, docs/content-format.md#seed-files): generated from
// the OpenAPI document, met by every example seed file, and refusing what the sandbox refuses.

const root = fileURLToPath(new URL('../..', import.meta.url))
type Kind = keyof typeof seedSchemaPaths

// Every seed folder of the repository: the demo's and the tests'.
const seedFolders = ['demo', 'test/fixtures/new-types-seed', 'test/fixtures/real-study-seed']
  .concat('test/sandbox/fixtures', 'e2e/fixtures/seed')
  .map((folder) => join(root, folder))

function seedFiles(): { file: string; kind: Kind }[] {
  return seedFolders.flatMap((folder) =>
    (['instruments', 'studies'] as const).flatMap((sub) => {
      let names: string[] = []
      try {
        names = readdirSync(join(folder, sub)).filter((name) => name.endsWith('.json'))
      } catch {
        return []
      }
      const kind: Kind = sub === 'studies' ? 'study' : 'instrument'
      return names.map((name) => ({ file: join(folder, sub, name), kind }))
    }),
  )
}

// Strict, as an editor should read them, but `required` may name a member an `if` does not
// describe (the module's instrumentId rule) and a type may be a union (JsonLogic, nullable ones).
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
})
addFormats(ajv)
const validators = Object.fromEntries(
  (Object.keys(seedSchemaPaths) as Kind[]).map((kind) => [
    kind,
    ajv.compile(JSON.parse(readFileSync(join(root, seedSchemaPaths[kind]), 'utf8')) as object),
  ]),
) as Record<Kind, ValidateFunction>

/** The schema's complaints as `path: message`, paths written as the sandbox writes them. */
function schemaProblems(kind: Kind, data: unknown): string[] {
  if (validators[kind](data)) return []
  return (validators[kind].errors ?? []).map((error: ErrorObject) => {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '')
    const member =
      'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : ''
    return `${path || '(file)'}: ${error.message ?? error.keyword}${member}`
  })
}

const read = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T
const energyCheck = () => read<StudyDefinition>('demo/studies/energy-check.json')
const des6 = () => read<InstrumentDefinition>('demo/instruments/des6.json')

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Seeds a sandbox from des6 and one study, either as given; throws the seed's problems. */
function seed(study: unknown, instrument: unknown = des6()): void {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-schema-'))
  temporary.push(dir)
  mkdirSync(join(dir, 'studies'))
  mkdirSync(join(dir, 'instruments'))
  writeFileSync(join(dir, 'instruments', 'des6.json'), JSON.stringify(instrument))
  writeFileSync(join(dir, 'studies', 'energy-check.json'), JSON.stringify(study))
  createSandbox({ db: ':memory:', seedDirs: [dir] }).close()
}

describe('the seed schemas', () => {
  it('are generated from the OpenAPI document (run `npm run api:schema` after editing it)', async () => {
    for (const { path, text } of await renderSeedSchemas(root)) {
      expect(readFileSync(join(root, path), 'utf8'), path).toBe(text)
    }
  })

  it('`npm run api:schema` writes them', () => {
    const packageJson = read<{ scripts: Record<string, string> }>('package.json')
    expect(packageJson.scripts['api:schema']).toBe('tsx demo/sandbox/seed/write-seed-schemas.ts')
  })

  it.each(seedFiles().map(({ file, kind }) => [relative(root, file), kind] as const))(
    '%s names its schema and meets it',
    (file, kind) => {
      const data = read<{ $schema?: string }>(file)
      expect(data.$schema, 'a $schema member').toBeDefined()
      expect(resolve(dirname(join(root, file)), data.$schema ?? '')).toBe(
        join(root, seedSchemaPaths[kind]),
      )
      expect(schemaProblems(kind, data)).toEqual([])
    },
  )

  const studyMistakes: [string, (study: StudyDefinition) => void, string][] = [
    [
      'an unknown question type',
      (s) => Object.assign(s.content.questions[0]!, { type: 'radio' }),
      'content.questions[0].type: must be equal to one of the allowed values',
    ],
    [
      'a module with neither elements nor an instrumentId',
      (s) => Reflect.deleteProperty(s.content.modules[0]!, 'elements'),
      "content.modules[0]: must have required property 'elements'",
    ],
    [
      'instrumentItems, which the sandbox assembles',
      (s) => Object.assign(s.content, { instrumentItems: [] }),
      'content: must NOT have additional properties "instrumentItems"',
    ],
    [
      'a status the service does not have',
      (s) => Object.assign(s.study, { status: 'open' }),
      'study.status: must be equal to one of the allowed values',
    ],
    [
      'a study id with a space',
      (s) => Object.assign(s.study, { id: 'energy check' }),
      'study.id: must match pattern',
    ],
    [
      'a $schema that is not a string',
      (s) => Object.assign(s, { $schema: 5 }),
      '$schema: must be string',
    ],
    [
      'a text that is not a string',
      (s) => Object.assign(s.content.translations.en!, { 'consent.title': 5 }),
      'content.translations.en.consent.title: must be string',
    ],
  ]

  it.each(studyMistakes)(
    'and the sandbox both refuse a study with %s',
    (_name, edit, complaint) => {
      const study = energyCheck()
      edit(study)
      expect(schemaProblems('study', study).join('\n')).toContain(complaint)
      expect(() => seed(study)).toThrow(/energy-check\.json/)
    },
  )

  const instrumentMistakes: [string, (instrument: InstrumentDefinition) => void, string][] = [
    ['no items', (i) => (i.items = []), 'items: must NOT have fewer than 1 items'],
    [
      'a scoring method the sandbox does not know',
      (i) => Object.assign(i.scoring[0]!, { method: 'median' }),
      'scoring[0].method: must be equal to one of the allowed values',
    ],
    [
      'protected not a boolean',
      (i) => Object.assign(i, { protected: 'yes' }),
      'protected: must be boolean',
    ],
    [
      'a band without its label',
      (i) => Reflect.deleteProperty(i.scoring[0]!.bands![0]!, 'label'),
      "scoring[0].bands[0]: must have required property 'label'",
    ],
  ]

  it.each(instrumentMistakes)(
    'and the sandbox both refuse an instrument with %s',
    (_name, edit, complaint) => {
      const instrument = des6()
      edit(instrument)
      expect(schemaProblems('instrument', instrument).join('\n')).toContain(complaint)
      expect(() => seed(energyCheck(), instrument)).toThrow(/des6\.json/)
    },
  )

  it('marks a misspelt member, which the sandbox itself ignores', () => {
    const study = energyCheck()
    Object.assign(study.content.questions[0]!, { requried: true })
    expect(schemaProblems('study', study)).toEqual([
      'content.questions[0]: must NOT have additional properties "requried"',
    ])
    expect(() => seed(study)).not.toThrow()
  })
})

describe('the sandbox and $schema', () => {
  it('accepts the member and keeps it out of what it stores', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-schema-'))
    temporary.push(dir)
    mkdirSync(join(dir, 'instruments'))
    writeFileSync(join(dir, 'instruments', 'des6.json'), JSON.stringify(des6()))
    const sandbox = createSandbox({ db: ':memory:', seedDirs: [dir] })
    const stored = sandbox.db
      .prepare("SELECT definition FROM instruments WHERE id = 'des6'")
      .get() as {
      definition: string
    }
    expect(JSON.parse(stored.definition)).not.toHaveProperty('$schema')
    expect(JSON.parse(stored.definition)).toHaveProperty('id', 'des6')
    sandbox.close()
  })
})
