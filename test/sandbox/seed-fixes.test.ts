import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../demo/sandbox/create-sandbox'
import type { InstrumentDefinition, StudyDefinition } from '../../demo/sandbox/seed/seed-types'

// A seed problem names the file, the JSON path and what to do about it (docs/content-format.md,
// "Seed files"): each mistake below, made in a copy of the demo's energy-check study or its
// instrument des6, is refused with that whole line.

const demo = fileURLToPath(new URL('../../demo', import.meta.url))
const read = <T>(file: string) => JSON.parse(readFileSync(join(demo, file), 'utf8')) as T

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Seeds des6 and energy-check, edited, from a fresh folder; `text` replaces the study file. */
function seedEdited(
  edit: {
    study?: (study: StudyDefinition) => void
    instrument?: (i: InstrumentDefinition) => void
  },
  options: { studyFile?: string; text?: string } = {},
): () => void {
  const study = read<StudyDefinition>('studies/energy-check.json')
  const instrument = read<InstrumentDefinition>('instruments/des6.json')
  edit.study?.(study)
  edit.instrument?.(instrument)
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-fix-'))
  temporary.push(dir)
  mkdirSync(join(dir, 'studies'))
  mkdirSync(join(dir, 'instruments'))
  writeFileSync(join(dir, 'instruments', 'des6.json'), JSON.stringify(instrument))
  writeFileSync(
    join(dir, 'studies', options.studyFile ?? 'energy-check.json'),
    options.text ?? JSON.stringify(study, null, 2),
  )
  return () => createSandbox({ db: ':memory:', seedDirs: [dir] }).close()
}

const studyCases: [string, (study: StudyDefinition) => void, string][] = [
  [
    'a module naming an instrument no seed folder has',
    (s) => (s.content.modules[1]!.instrumentId = 'des7'),
    'content.modules[1].instrumentId: no instrument "des7" in the seed folders; add instruments/des7.json to one, or use one of "des6"',
  ],
  [
    'an element that is not an item of the module’s instrument',
    (s) => (s.content.modules[1]!.elements = ['des6.1', 'des6.9']),
    'content.modules[1].elements: "des6.9" is neither a question nor an item of this module\'s instrument; use one of its items ("des6.1", "des6.2", "des6.3", "des6.4", "des6.5", "des6.6") or a question\'s id',
  ],
  [
    'an element that is no question',
    (s) => s.content.modules[0]!.elements!.push('consnet'),
    'content.modules[0].elements: "consnet" is not a question of this study; use a question\'s id, or remove it here',
  ],
  [
    'a question in no module',
    (s) => (s.content.modules[3]!.elements = []),
    'content.questions[5]: "sleep" is in no module; add it to a module\'s elements, or remove it',
  ],
  [
    'a language the instrument is not translated into',
    (s) => {
      s.content.languages.push('fr')
      s.content.translations.fr = { ...s.content.translations.en }
    },
    'content.modules[1].instrumentId: instrument "des6" is not available in fr; remove fr from content.languages, or add it to the instrument',
  ],
  [
    'a text missing in one language',
    (s) => Reflect.deleteProperty(s.content.translations.de!, 'week.title'),
    'content.translations.de: missing "week.title"; add it, or remove "de" from content.languages',
  ],
  [
    'two modules with one id',
    (s) => (s.content.modules[4]!.id = 'sleep'),
    'content.modules[4].id: "sleep" appears twice; give each module an id of its own',
  ],
  [
    'the default language not first',
    (s) => (s.content.languages = ['de', 'en', 'ar']),
    'content.languages: put the defaultLanguage "en" first',
  ],
  [
    'min above max',
    (s) => (s.content.questions[2]!.min = 9),
    'content.questions[2]: min (9) is above max (7); swap them',
  ],
  [
    'a variableCode used twice',
    (s) => (s.content.questions[9]!.variableCode = 'EXDAYS'),
    'content.questions[9].variableCode: variableCode "EXDAYS" is used twice, first at content.questions[2].variableCode; give each variable a code of its own',
  ],
  [
    'a licence for an instrument no seed folder has',
    (s) => (s.license = { instrumentId: 'des7', status: 'approved' }),
    'license.instrumentId: no instrument "des7" in the seed folders; add instruments/des7.json to one, or use one of "des6"',
  ],
  [
    'a $schema that is not a string',
    (s) => Object.assign(s, { $schema: true }),
    '$schema: expected the path or URL of the file\'s JSON Schema, e.g. "../schema/study.schema.json"',
  ],
]

const instrumentCases: [string, (instrument: InstrumentDefinition) => void, string][] = [
  [
    'a scale naming no item',
    (i) => i.scoring[0]!.items.push('DES6_9'),
    'scoring[0].items: "DES6_9" is not an item\'s variableCode; use one of "DES6_1", "DES6_2", "DES6_3", "DES6_4", "DES6_5", "DES6_6"',
  ],
  [
    'a reversed item outside the scale',
    (i) => {
      i.scoring[0]!.items = ['DES6_1', 'DES6_2', 'DES6_4', 'DES6_5', 'DES6_6']
    },
    'scoring[0].reverse: "DES6_3" is not in items; add it to items, or remove it here',
  ],
  [
    'a band whose from is above its to',
    (i) => (i.scoring[0]!.bands![0]!.from = 7),
    'scoring[0].bands[0]: from (7) is above to (6); swap them',
  ],
  [
    'an item text missing in one language',
    (i) => Reflect.deleteProperty(i.translations.ar!, 'des6.item1'),
    'translations.ar: missing "des6.item1"; add it, or remove "ar" from languages',
  ],
  [
    'two items with one variableCode',
    (i) => (i.items[1]!.variableCode = 'DES6_1'),
    'items[1].variableCode: "DES6_1" appears twice; give each item its own variableCode',
  ],
]

describe('seed problems say what to do', () => {
  it('seeds the unedited copies', () => {
    expect(seedEdited({})).not.toThrow()
  })

  it.each(studyCases)('in the study file: %s', (_name, edit, problem) => {
    const seed = seedEdited({ study: edit })
    expect(seed).toThrow(/cannot seed from \S*energy-check\.json:\n/)
    expect(seed).toThrow(`  - ${problem}`)
  })

  it.each(instrumentCases)('in the instrument file: %s', (_name, edit, problem) => {
    const seed = seedEdited({ instrument: edit })
    expect(seed).toThrow(/cannot seed from \S*des6\.json:\n/)
    expect(seed).toThrow(`  - ${problem}`)
  })

  it('a file not named after its study', () => {
    expect(seedEdited({}, { studyFile: 'energy.json' })).toThrow(
      'study.id: the file of id "energy-check" must be named energy-check.json; rename the file or change the id',
    )
  })

  it('JSON with a comma after the last member, with its line and column', () => {
    const text = '{\n  "study": { "id": "energy-check" },\n}\n'
    expect(seedEdited({}, { text })).toThrow(
      /not valid JSON: .* \(line 3 column 1\); JSON allows no comments, no comma after the last member or item, and only double-quoted names and strings/,
    )
  })
})
