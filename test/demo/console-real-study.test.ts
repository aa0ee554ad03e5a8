import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countConditionArms } from '../../demo/console/condition-arms'
import { realStudySeedDir } from '../sandbox/harness'
import { createConsoleHarness, type ConsoleHarness } from './console-harness'

// The console's view of a study with conditions, parameters, computed values and a module
// order (fixture `real-study`, issue 20).
let app: ConsoleHarness
const sessionIds: string[] = []
const studyPath = '/console/studies/real-study'

beforeAll(async () => {
  app = await createConsoleHarness({ extraSeedDirs: [realStudySeedDir] })
  // Three sessions: control (completed), treatment, control.
  for (let index = 0; index < 3; index++) {
    const { sessionId, token } = await app.sandbox.startSession('real-study')
    sessionIds.push(sessionId)
    if (index > 0) continue
    const answers = await app.sandbox.call(
      'POST',
      `/api/public/v1/sessions/${sessionId}/responses`,
      {
        json: {
          token,
          responses: [
            { variableCode: 'MOOD_X2', valueNum: 4 },
            { variableCode: 'MOOD', valueNum: 2 },
            { variableCode: 'PID', valueNum: null, valueText: 'abc123' },
          ],
          presentation: { moduleOrder: ['about', 'block-b', 'block-a', 'timed'] },
        },
      },
    )
    expect(answers.status).toBe(201)
    await app.sandbox.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, {
      json: { token },
    })
  }
})
afterAll(() => app.sandbox.sandbox.close())

/** The cells of each body row of a table, as text. */
function tableRows(html: string, id: string): string[][] {
  const body = new RegExp(`<table id="${id}"[\\s\\S]*?<tbody>([\\s\\S]*?)</tbody>`).exec(html)![1]!
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) =>
      cell!.replace(/<span class="visually-hidden">null<\/span>/, '').replace(/<[^>]+>/g, ''),
    ),
  )
}

describe('a study with conditions in the console', () => {
  it('shows each arm with its started and completed sessions on the study page', async () => {
    const html = await (await app.get(studyPath)).text()
    expect(html).toContain('<h2 id="arms-heading">Conditions</h2>')
    expect(html).toContain('<code>ARM</code>')
    expect(tableRows(html, 'condition-arms')).toEqual([
      ['control', '2', '1'],
      ['treatment', '1', '0'],
    ])
  })

  it('shows no conditions section for a study without them', async () => {
    const html = await (await app.get('/console/studies/mood-live')).text()
    expect(html).not.toContain('arms-heading')
  })

  it('shows condition and moduleOrder in the sessions table', async () => {
    const html = await (await app.get(`${studyPath}/results?dataset=sessions`)).text()
    expect(html).toContain(
      '<th scope="col">completedAt</th><th scope="col">condition</th><th scope="col">moduleOrder</th>',
    )
    const rows = tableRows(html, 'data-sessions').map((cells) => cells.slice(-2))
    expect(rows).toEqual([
      ['control', 'about|block-b|block-a|timed'],
      ['treatment', '—'],
      ['control', '—'],
    ])
  })

  it('lists the arm and parameters first, computed values last, each in words', async () => {
    const html = await (await app.get(`${studyPath}/results`)).text()
    const first = tableRows(html, 'data-responses')
      .filter(([sessionId]) => sessionId === sessionIds[0])
      .map(([, variableCode, answer]) => [variableCode, answer])
    expect(first).toEqual([
      ['ARM', 'control'],
      ['PID', 'abc123'],
      ['MOOD', 'High'],
      ['MOOD_X2', '4'],
    ])
  })
})

describe('countConditionArms', () => {
  it('counts every session of an arm as started and its completions, in the arms’ order', () => {
    const counts = countConditionArms({ variableCode: 'ARM', values: ['b', 'a'] }, [
      { condition: 'a', status: 'abandoned' },
      { condition: 'a', status: 'completed' },
      { condition: 'b', status: 'started' },
      { condition: 'gone', status: 'completed' },
      { condition: null, status: 'completed' },
    ])
    expect(counts).toEqual({
      variableCode: 'ARM',
      arms: [
        { value: 'b', started: 1, completed: 0 },
        { value: 'a', started: 2, completed: 1 },
      ],
    })
  })
})
