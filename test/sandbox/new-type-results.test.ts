import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../demo/sandbox/db'
import type { ResultsPage, StudyContent } from '../../src/api/types'
import { createHarness, newTypesSeedDir, type Harness } from './harness'

// The results of the question types of issue 19: every new variable in the responses dataset,
// displayOrder in the paradata (JSON and CSV), and its column added to an older database file.

let h: Harness
let sessionId: string
let consentHash: string
const results = (query: string) => `/api/public/v1/studies/new-types/results${query}`

beforeAll(async () => {
  h = await createHarness({ seedDirs: [newTypesSeedDir] })
  const content = (await (
    await h.call('GET', '/api/public/v1/studies/new-types/content')
  ).json()) as StudyContent
  consentHash = createHash('sha256').update(content.translations.he!['consent.text']!).digest('hex')
  const session = await h.startSession('new-types', { language: 'he' })
  sessionId = session.sessionId
  const at = (second: number) => `2026-03-02T09:00:${String(second).padStart(2, '0')}Z`
  const response = await h.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
    json: {
      token: session.token,
      responses: [
        { variableCode: 'FRUIT', valueNum: 3, displayOrder: [2, 1, 3], answeredAt: at(1) },
        { variableCode: 'FRUIT_OTHER', valueNum: null, valueText: 'kiwi', answeredAt: at(2) },
        { variableCode: 'BORN', valueNum: 7441, valueText: '1990-05-17', answeredAt: at(3) },
        { variableCode: 'RANK_2', valueNum: 1, displayOrder: [4, 2, 1, 3], answeredAt: at(4) },
        { variableCode: 'RANK_4', valueNum: 2, displayOrder: [4, 2, 1, 3], answeredAt: at(4) },
        { variableCode: 'GRID_B', valueNum: 3, answeredAt: at(5) },
        { variableCode: 'CONSENT', valueNum: 1, valueText: consentHash, answeredAt: at(6) },
      ],
    },
  })
  expect(response.status).toBe(201)
})
afterAll(() => h.sandbox.close())

describe('results of the new question types', () => {
  it('lists each new variable in the responses dataset with its number and text', async () => {
    const page = (await (await h.call('GET', results(''))).json()) as ResultsPage
    const answers = page.data.map((row) => {
      const { variableCode, valueNum, valueText } = row as Record<string, unknown>
      return [variableCode, valueNum, valueText]
    })
    expect(answers).toEqual([
      ['BORN', 7441, '1990-05-17'],
      ['CONSENT', 1, consentHash],
      ['FRUIT', 3, null],
      ['FRUIT_OTHER', null, 'kiwi'],
      ['GRID_B', 3, null],
      ['RANK_2', 1, null],
      ['RANK_4', 2, null],
    ])
  })

  it('carries displayOrder in the paradata, joined by "|", or null', async () => {
    const page = (await (await h.call('GET', results('?dataset=paradata'))).json()) as {
      data: { variableCode: string; displayOrder: string | null }[]
    }
    expect(page.data.map((row) => [row.variableCode, row.displayOrder])).toEqual([
      ['BORN', null],
      ['CONSENT', null],
      ['FRUIT', '2|1|3'],
      ['FRUIT_OTHER', null],
      ['GRID_B', null],
      ['RANK_2', '4|2|1|3'],
      ['RANK_4', '4|2|1|3'],
    ])
    const csv = await (await h.call('GET', results('?dataset=paradata&format=csv'))).text()
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('sessionId,variableCode,answeredAt,rtMs,changes,displayOrder')
    expect(lines[3]).toBe(`${sessionId},FRUIT,2026-03-02T09:00:01.000Z,,,2|1|3`)
    expect(lines[1]).toBe(`${sessionId},BORN,2026-03-02T09:00:03.000Z,,,`)
  })
})

describe('a database file from before displayOrder', () => {
  it('gains the column when opened, keeping its answers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-upgrade-'))
    try {
      const file = join(dir, 'old.db')
      const old = new Database(file)
      old.exec(`CREATE TABLE responses (
        session_id TEXT NOT NULL, variable_code TEXT NOT NULL, value_num REAL, value_text TEXT,
        answered_at TEXT NOT NULL, rt_ms INTEGER, changes INTEGER,
        PRIMARY KEY (session_id, variable_code))`)
      old
        .prepare(
          "INSERT INTO responses VALUES ('ses_old', 'AGE', 40, NULL, '2026-01-01T00:00:00.000Z', NULL, NULL)",
        )
        .run()
      old.close()

      const db = openDatabase(file)
      expect(db.prepare('SELECT variable_code, display_order FROM responses').all()).toEqual([
        { variable_code: 'AGE', display_order: null },
      ])
      db.close()
      openDatabase(file).close() // and opening it again changes nothing
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
