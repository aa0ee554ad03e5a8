import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseSandboxArgs } from '../../demo/sandbox/cli-options'
import { createSandbox, demoSeedDir } from '../../demo/sandbox/create-sandbox'
import { openDatabase } from '../../demo/sandbox/db'
import { seedDatabase } from '../../demo/sandbox/seed/seed'
import type { StudyContent } from '../../src/api/types'
import { fixturesDir } from './harness'

const temporary: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'))
  temporary.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A seed folder with one study file written from `study`. */
function seedFolder(file: string, study: unknown): string {
  const dir = tempDir()
  mkdirSync(join(dir, 'studies'))
  writeFileSync(join(dir, 'studies', file), JSON.stringify(study))
  return dir
}

describe('seeding (docs/sandbox.md)', () => {
  it('seeds the demo instruments and studies', () => {
    const sandbox = createSandbox({ db: ':memory:' })
    expect(sandbox.seeded).toEqual({
      instrumentsAdded: ['des6'],
      studiesAdded: ['energy-check', 'panel-profile'],
      skipped: [],
    })
    sandbox.close()
  })

  it('never overwrites what exists: a changed study keeps its change when seeded again', () => {
    const db = openDatabase(':memory:')
    const options = {
      seedDirs: [demoSeedDir, fixturesDir],
      accountId: 'acc_default',
      now: '2026-03-02T09:00:00.000Z',
    }
    seedDatabase(db, options)
    db.prepare(
      "UPDATE studies SET status = 'closed', title = 'Renamed' WHERE id = 'energy-check'",
    ).run()
    const again = seedDatabase(db, options)
    expect(again.studiesAdded).toEqual([])
    expect(again.skipped).toContain('energy-check')
    expect(db.prepare("SELECT status, title FROM studies WHERE id = 'energy-check'").get()).toEqual(
      {
        status: 'closed',
        title: 'Renamed',
      },
    )
    db.close()
  })

  it('keeps everything across a restart with the same database file', async () => {
    const file = join(tempDir(), 'nested', 'sandbox.db')
    const first = createSandbox({ db: file })
    const keyResponse = await first.app.fetch(
      new Request('http://s/_sandbox/keys', { method: 'POST' }),
    )
    const { key } = (await keyResponse.json()) as { key: string }
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
    const started = await first.app.fetch(
      new Request('http://s/api/public/v1/studies/energy-check/sessions', {
        method: 'POST',
        headers,
      }),
    )
    const { sessionId, token } = (await started.json()) as { sessionId: string; token: string }
    await first.app.fetch(
      new Request(`http://s/api/public/v1/sessions/${sessionId}/responses`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token, responses: [{ variableCode: 'AGE', valueNum: 40 }] }),
      }),
    )
    first.db.prepare("UPDATE studies SET status = 'closed' WHERE id = 'energy-check'").run()
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal')
    first.close()

    const second = createSandbox({ db: file })
    expect(second.seeded.studiesAdded).toEqual([])
    const results = await second.app.fetch(
      new Request('http://s/api/public/v1/studies/energy-check/results', { headers }),
    )
    expect(results.status).toBe(200) // the key survived
    expect(((await results.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ sessionId, variableCode: 'AGE', valueNum: 40 }),
    ])
    const study = await second.app.fetch(
      new Request('http://s/api/public/v1/studies/energy-check', { headers }),
    )
    expect(((await study.json()) as { status: string }).status).toBe('closed')
    second.close()
  })

  it('refuses a study file naming an unknown instrument, naming the file', () => {
    const dir = seedFolder('broken.json', {
      study: { id: 'broken', title: 'Broken', status: 'live' },
      content: {
        defaultLanguage: 'en',
        languages: ['en'],
        modules: [{ id: 'm', instrumentId: 'missing' }],
        questions: [],
        translations: { en: {} },
      },
    })
    expect(() => createSandbox({ db: ':memory:', seedDirs: [demoSeedDir, dir] })).toThrow(
      /broken\.json[\s\S]*no instrument "missing"/,
    )
  })

  it('refuses missing translations, bad types and a mismatched file name', () => {
    const study = {
      study: { id: 'half', title: 'Half', status: 'started' },
      content: {
        defaultLanguage: 'en',
        languages: ['en', 'de'],
        modules: [{ id: 'm', elements: ['q'] }],
        questions: [
          {
            id: 'q',
            variableCode: 'Q',
            type: 'single',
            textKey: 'q',
            options: [{ value: 1, labelKey: 'y' }],
          },
        ],
        translations: { en: { q: 'Q?', y: 'Yes' } },
      },
    }
    expect(() =>
      createSandbox({ db: ':memory:', seedDirs: [seedFolder('half.json', study)] }),
    ).toThrow(/half\.json[\s\S]*study\.status/)
    study.study.status = 'live'
    expect(() =>
      createSandbox({ db: ':memory:', seedDirs: [seedFolder('half.json', study)] }),
    ).toThrow(/translations\.de: missing "q", "y"/)
    study.content.languages = ['en']
    expect(() =>
      createSandbox({ db: ':memory:', seedDirs: [seedFolder('other-name.json', study)] }),
    ).toThrow(/must be named half\.json/)
  })

  it('counts a key named like a built-in as missing unless the table really holds it', () => {
    const study = {
      study: { id: 'builtin', title: 'Built-in keys', status: 'live' },
      content: {
        defaultLanguage: 'en',
        languages: ['en'],
        modules: [{ id: 'm', elements: ['q'] }],
        questions: [
          {
            id: 'q',
            variableCode: 'Q',
            type: 'single',
            textKey: 'constructor',
            options: [{ value: 1, labelKey: 'toString' }],
          },
        ],
        translations: { en: { q: 'Q?' } as Record<string, string> },
      },
    }
    expect(() =>
      createSandbox({ db: ':memory:', seedDirs: [seedFolder('builtin.json', study)] }),
    ).toThrow(/translations\.en: missing "constructor", "toString"/)
    study.content.translations.en = { constructor: 'Q?', toString: 'Yes' }
    const sandbox = createSandbox({ db: ':memory:', seedDirs: [seedFolder('builtin.json', study)] })
    sandbox.close()
  })

  it('serves each scale with its names and range, so scores can be shown in words', () => {
    const sandbox = createSandbox({ db: ':memory:' })
    const row = sandbox.db
      .prepare('SELECT content FROM studies WHERE id = ?')
      .get('energy-check') as {
      content: string
    }
    const content = JSON.parse(row.content) as StudyContent
    expect(content.scales).toEqual([
      {
        instrumentId: 'des6',
        scale: 'total',
        labelKey: 'des6.scale.total',
        min: 0,
        max: 18,
        bands: [
          { label: 'low', labelKey: 'des6.band.low', from: 0, to: 6 },
          { label: 'moderate', labelKey: 'des6.band.moderate', from: 6.01, to: 12 },
          { label: 'high', labelKey: 'des6.band.high', from: 12.01, to: 18 },
        ],
      },
    ])
    for (const language of content.languages) {
      expect(content.translations[language]?.['des6.band.moderate']).toBeTruthy()
    }
    sandbox.close()
  })

  it("refuses a scale or band name missing in one of the instrument's languages", () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'instruments'))
    const instrument = {
      id: 'mini',
      name: 'Mini',
      version: '1',
      languages: ['en', 'de'],
      items: [
        {
          id: 'mini.1',
          variableCode: 'MINI_1',
          textKey: 'mini.1',
          options: [
            { value: 1, labelKey: 'mini.no' },
            { value: 5, labelKey: 'mini.yes' },
          ],
        },
      ],
      translations: {
        en: { 'mini.1': 'One?', 'mini.no': 'No', 'mini.yes': 'Yes', 'mini.total': 'Total' },
        de: { 'mini.1': 'Eins?', 'mini.no': 'Nein', 'mini.yes': 'Ja' },
      },
      scoring: [
        {
          scale: 'total',
          labelKey: 'mini.total',
          method: 'mean',
          items: ['MINI_1'],
          bands: [{ from: 1, to: 5, label: 'any', labelKey: 'mini.any' }],
        },
      ],
    }
    writeFileSync(join(dir, 'instruments', 'mini.json'), JSON.stringify(instrument))
    expect(() => createSandbox({ db: ':memory:', seedDirs: [dir] })).toThrow(
      /mini\.json[\s\S]*translations\.en: missing "mini\.any"[\s\S]*translations\.de: missing "mini\.total", "mini\.any"/,
    )
  })

  it('refuses a file that is not JSON and a seed folder that does not exist', () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'instruments'))
    writeFileSync(join(dir, 'instruments', 'x.json'), '{ nope')
    expect(() => createSandbox({ db: ':memory:', seedDirs: [dir] })).toThrow(
      /x\.json[\s\S]*not valid JSON/,
    )
    expect(() => createSandbox({ db: ':memory:', seedDirs: [join(dir, 'absent')] })).toThrow(
      /does not exist/,
    )
  })
})

describe('parseSandboxArgs', () => {
  it('defaults to port 4010, .data/sandbox.db and the demo seed folder', () => {
    expect(parseSandboxArgs([], {})).toEqual({
      port: 4010,
      dbPath: '.data/sandbox.db',
      seedDirs: [demoSeedDir],
      apiKey: undefined,
      rateLimit: { perMinute: undefined, perDay: undefined },
    })
  })

  it('reads lowered rate limits and can leave out the demo seed folder', () => {
    const env = { SANDBOX_RATE_PER_DAY: '50', SANDBOX_SEED_DIR: '/extra' }
    expect(parseSandboxArgs(['--rate-per-minute=5', '--no-demo-seed'], env)).toMatchObject({
      rateLimit: { perMinute: 5, perDay: 50 },
      seedDirs: ['/extra'],
    })
    expect(() => parseSandboxArgs(['--rate-per-day', '0'], {})).toThrow(/whole number ≥ 1/)
  })

  it('reads flags before the environment and treats an empty SANDBOX_SEED_DIR as unset', () => {
    const env = { SANDBOX_PORT: '5000', SANDBOX_DB: 'x.db', SANDBOX_SEED_DIR: '' }
    expect(parseSandboxArgs(['--port', '4999', '--db=:memory:'], env)).toMatchObject({
      port: 4999,
      dbPath: ':memory:',
      seedDirs: [demoSeedDir],
    })
    expect(parseSandboxArgs([], { ...env, SANDBOX_SEED_DIR: '/extra' })).toMatchObject({
      port: 5000,
      dbPath: 'x.db',
      seedDirs: [demoSeedDir, '/extra'],
    })
  })

  it('refuses an unknown flag and a bad port with the fix', () => {
    expect(() => parseSandboxArgs(['--verbose'], {})).toThrow(/use --port <n>, --db <path>/)
    expect(() => parseSandboxArgs(['--port', 'eighty'], {})).toThrow(/not a port number/)
  })
})
