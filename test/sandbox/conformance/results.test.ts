import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCsv } from '../../../demo/sandbox/csv'
import type { ResultsDataset } from '../../../src/api/types'
import { failure, startHttpSandbox, type HttpSandbox } from './http-harness'
import { parseCsv } from './parse-csv'

// GET /studies/{id}/results (docs/service.md#participant-calls, docs/service.md#researcher-side)
// over HTTP: every dataset as JSON (paged)
// and as CSV, the CSV read back with a strict RFC 4180 reader and compared with the JSON.
let s: HttpSandbox
const tricky = [
  '=1+2',
  '+SUM(A1)',
  '-3 apples',
  '@cmd',
  '\tindent',
  'a,b',
  'say "hi"',
  'line1\nline2',
  'cr\rlf\r\n',
  'Grüße 日本 مرحبا 👋',
  'plain',
]
const datasets: ResultsDataset[] = ['responses', 'scores', 'sessions', 'paradata']

beforeAll(async () => {
  s = await startHttpSandbox()
  for (const [index, note] of tricky.entries()) {
    const session = await s.client.studies.startSession('mood-live', {
      participantRef: note,
      language: index % 2 ? 'de' : 'en',
    })
    await s.client.sessions.submitResponses(session.sessionId, {
      token: session.token,
      responses: [
        { variableCode: 'M1', valueNum: 1 + (index % 5), rtMs: 800 + index, changes: index % 3 },
        { variableCode: 'M2', valueNum: 2 },
        { variableCode: 'M3', valueNum: 3 },
        { variableCode: 'SLIDE', valueNum: index % 2 ? 2.5 : null },
        { variableCode: 'NOTE', valueNum: null, valueText: note },
      ],
    })
    if (index % 3 !== 2) {
      await s.client.sessions.finish(session.sessionId, { token: session.token })
    }
  }
})
afterAll(() => s.close())

/** A JSON value as the CSV writes it: null empty, numbers as JSON, text guarded. */
function asCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return JSON.stringify(value)
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

describe('results as JSON', () => {
  it('defaults to the responses dataset and answers { dataset, data, nextCursor }', async () => {
    const response = await s.raw('/studies/mood-live/results')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const page = (await response.json()) as { dataset: string; data: unknown[]; nextCursor: null }
    expect(page.dataset).toBe('responses')
    expect(page.data.length).toBe(tricky.length * 5)
    expect(page.nextCursor).toBeNull()
  })

  for (const dataset of datasets) {
    it(`pages the ${dataset} dataset: limit 1 and limit 100 give the same rows`, async () => {
      const byOne = await s.client.studies.results('mood-live', { dataset, limit: 1 }).toArray()
      const whole = await s.client.studies.results('mood-live', { dataset }).toArray()
      expect(byOne).toEqual(whole)
      expect(whole.length).toBeGreaterThan(0)
    })
  }

  it('answers 422 for an unknown dataset, format or a bad limit', async () => {
    for (const query of ['dataset=answers', 'format=xml', 'limit=0', 'limit=101']) {
      expect((await s.raw(`/studies/mood-live/results?${query}`)).status, query).toBe(422)
    }
  })

  it('answers 404 for an unknown study', async () => {
    expect(await failure(s.client.studies.results('nope').toArray())).toMatchObject({
      status: 404,
      code: 'not_found',
    })
  })

  it('keeps a cleared answer as a row with a null value', async () => {
    const rows = await s.client.studies.results('mood-live').toArray()
    expect(rows.some((row) => row.variableCode === 'SLIDE' && row.valueNum === null)).toBe(true)
  })
})

describe('results as CSV', () => {
  for (const dataset of datasets) {
    it(`writes ${dataset} as RFC 4180 that reads back as the JSON records`, async () => {
      const json = (await s.client.studies
        .results('mood-live', { dataset })
        .toArray()) as unknown as Record<string, unknown>[]
      const { csv, filename } = await s.client.studies.resultsCsv('mood-live', { dataset })
      expect(filename).toBe(`mood-live-${dataset}.csv`)
      const [header, ...rows] = parseCsv(csv)
      expect(header).toEqual(Object.keys(json[0]!))
      expect(rows).toEqual(json.map((record) => header!.map((column) => asCell(record[column]))))
    })
  }

  it('answers text/csv; charset=utf-8 as an attachment, UTF-8 without a byte order mark', async () => {
    const response = await s.raw('/studies/mood-live/results?format=csv&dataset=sessions')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="mood-live-sessions.csv"',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toContain('日本')
  })

  it('guards text cells against formulas but never numbers', async () => {
    const { csv } = await s.client.studies.resultsCsv('mood-live', { dataset: 'responses' })
    const cells = parseCsv(csv).flat()
    expect(cells).toContain("'=1+2")
    expect(cells).toContain("'-3 apples")
    expect(cells).toContain("'@cmd")
    expect(cells).toContain("'\tindent")
    expect(cells).not.toContain('=1+2')
    const scores = parseCsv(
      (await s.client.studies.resultsCsv('mood-live', { dataset: 'scores' })).csv,
    )
    expect(scores.flat().some((cell) => cell.startsWith("'"))).toBe(false)
  })

  it('is not paged: limit and cursor leave the CSV whole', async () => {
    const whole = await (await s.raw('/studies/mood-live/results?format=csv')).text()
    expect(await (await s.raw('/studies/mood-live/results?format=csv&limit=1')).text()).toBe(whole)
  })

  it('writes a header row even for a study without results', async () => {
    const { csv } = await s.client.studies.resultsCsv('mood-draft', { dataset: 'scores' })
    expect(csv).toBe('sessionId,instrumentId,scale,value,band\r\n')
  })

  it('round-trips any text through the writer and a strict reader', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string({ unit: 'grapheme' }),
            fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
          ),
        ),
        (rows) => {
          const csv = toCsv(
            ['text', 'number'],
            rows.map(([text, number]) => ({ text, number })),
          )
          const [, ...read] = parseCsv(csv)
          expect(read).toEqual(rows.map(([text, number]) => [asCell(text), asCell(number)]))
        },
      ),
    )
  })
})
