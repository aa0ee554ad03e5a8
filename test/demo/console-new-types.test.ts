import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { newTypesSeedDir } from '../sandbox/harness'
import { createConsoleHarness, type ConsoleHarness } from './console-harness'

// The results pages of a study using the question types of issue 19 (fixture `new-types`).
let app: ConsoleHarness
let sessionId: string
let consentHash: string
const resultsPath = '/console/studies/new-types/results'

beforeAll(async () => {
  app = await createConsoleHarness({ extraSeedDirs: [newTypesSeedDir] })
  const content = await app.api<StudyContent>('GET', '/studies/new-types/content')
  consentHash = createHash('sha256').update(content.translations.en!['consent.text']!).digest('hex')
  const session = await app.sandbox.startSession('new-types')
  sessionId = session.sessionId
  const response = await app.sandbox.call(
    'POST',
    `/api/public/v1/sessions/${sessionId}/responses`,
    {
      json: {
        token: session.token,
        responses: [
          { variableCode: 'CONSENT', valueNum: 1, valueText: consentHash },
          { variableCode: 'RANK_3', valueNum: 1, displayOrder: [4, 2, 1, 3] },
          { variableCode: 'RANK_1', valueNum: 2, displayOrder: [4, 2, 1, 3] },
          { variableCode: 'GRID_B', valueNum: 2 },
          { variableCode: 'GRID_A', valueNum: 3 },
          { variableCode: 'BORN', valueNum: 7441, valueText: '1990-05-17' },
          { variableCode: 'PETS_1', valueNum: 1, displayOrder: [9, 1, 2] },
          { variableCode: 'FRUIT_OTHER', valueNum: null, valueText: 'kiwi' },
          { variableCode: 'FRUIT', valueNum: 3, displayOrder: [2, 1, 3] },
        ],
      },
    },
  )
  expect(response.status).toBe(201)
})
afterAll(() => app.sandbox.sandbox.close())

/** The cells of each body row of the page's data table, as text. */
function tableRows(html: string): string[][] {
  const body = /<table id="data-[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)![1]!
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
      cell!.replace(/<span class="visually-hidden">null<\/span>/, '').replace(/<[^>]+>/g, ''),
    ),
  )
}

describe('results of the new question types in the console', () => {
  it('lists the variables in question order, each answer in words', async () => {
    const html = await (await app.get(resultsPath)).text()
    expect(html).toContain(
      '<tr><th scope="col">sessionId</th><th scope="col">variableCode</th><th scope="col">answer</th><th scope="col">valueNum</th>',
    )
    expect(html).toContain('answer reads each value in words')
    const rows = tableRows(html).map(([, variableCode, answer]) => [variableCode, answer])
    expect(rows).toEqual([
      ['FRUIT', 'Other, please specify'],
      ['FRUIT_OTHER', 'kiwi'],
      ['PETS_1', 'chosen'],
      ['BORN', '1990-05-17'],
      ['RANK_1', 'rank 2'],
      ['RANK_3', 'rank 1'],
      ['GRID_A', 'Often'],
      ['GRID_B', 'Sometimes'],
      ['CONSENT', `agreed (hash ${consentHash.slice(0, 8)}…)`],
    ])
  })

  it('shows the order options were shown in, in the paradata table and its CSV', async () => {
    const html = await (await app.get(`${resultsPath}?dataset=paradata`)).text()
    expect(html).toContain('<th scope="col">changes</th><th scope="col">displayOrder</th>')
    const orders = tableRows(html).map((cells) => [cells[1], cells.at(-1)])
    expect(orders).toContainEqual(['FRUIT', '2|1|3'])
    expect(orders).toContainEqual(['RANK_3', '4|2|1|3'])
    expect(orders).toContainEqual(['BORN', '—'])

    const csv = await (await app.get(`${resultsPath}.csv?dataset=paradata`)).text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('sessionId,variableCode,answeredAt,rtMs,changes,displayOrder')
    expect(lines.find((line) => line.includes(',FRUIT,'))).toMatch(/,2\|1\|3$/)
  })
})
