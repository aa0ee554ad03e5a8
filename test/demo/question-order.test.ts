import { describe, expect, it } from 'vitest'
import type { ResponseRecord, StudyContent } from '../../src/api/types'
import { orderResponses, variableOrder } from '../../demo/console/question-order'

const content: StudyContent = {
  studyId: 's',
  revision: '1',
  defaultLanguage: 'en',
  languages: ['en'],
  modules: [
    { id: 'first', elements: ['zeta', 'fruit', 'intro'] },
    { id: 'second', instrumentId: 'inst', elements: ['item-b', 'item-a'] },
  ],
  questions: [
    {
      id: 'fruit',
      variableCode: 'FRUIT',
      type: 'multi',
      textKey: 'f',
      options: [
        { value: 2, labelKey: 'two' },
        { value: 1, labelKey: 'one' },
      ],
    },
    { id: 'zeta', variableCode: 'ZETA', type: 'number', textKey: 'z' },
    { id: 'intro', variableCode: 'INTRO', type: 'info', textKey: 'i' },
    { id: 'unplaced', variableCode: 'AAA', type: 'text', textKey: 'u' },
  ],
  instrumentItems: [
    { id: 'item-a', instrumentId: 'inst', variableCode: 'A1', textKey: 'a', options: [] },
    { id: 'item-b', instrumentId: 'inst', variableCode: 'B1', textKey: 'b', options: [] },
  ],
  translations: {},
}

const row = (sessionId: string, variableCode: string): ResponseRecord => ({
  sessionId,
  variableCode,
  valueNum: 1,
  valueText: null,
  answeredAt: '2026-03-01T10:00:00.000Z',
})

describe('variableOrder', () => {
  it('follows the modules and their elements, a multi question’s options in order', () => {
    expect([...variableOrder(content).keys()]).toEqual([
      'ZETA',
      'FRUIT_2',
      'FRUIT_1',
      'B1',
      'A1',
      'AAA', // a question no module shows comes after the placed ones
    ])
  })

  it('puts a matrix’s rows, a ranking’s options and an "other" text right after their question', () => {
    const newTypes: StudyContent = {
      ...content,
      modules: [{ id: 'm', elements: ['fruit', 'grid', 'rank', 'pets', 'born'] }],
      questions: [
        { id: 'born', variableCode: 'BORN', type: 'date', textKey: 'b' },
        {
          id: 'pets',
          variableCode: 'PETS',
          type: 'multi',
          textKey: 'p',
          options: [
            { value: 2, labelKey: 'dog', other: { variableCode: 'PETS_TEXT' } },
            { value: 1, labelKey: 'cat' },
          ],
        },
        {
          id: 'rank',
          variableCode: 'RANK',
          type: 'ranking',
          textKey: 'r',
          options: [
            { value: 3, labelKey: 'c' },
            { value: 1, labelKey: 'a' },
          ],
        },
        {
          id: 'grid',
          variableCode: 'GRID',
          type: 'matrix',
          textKey: 'g',
          rows: [
            { id: 'z', variableCode: 'GRID_Z', textKey: 'z' },
            { id: 'a', variableCode: 'GRID_A', textKey: 'a' },
          ],
          options: [{ value: 1, labelKey: 'one' }],
        },
        {
          id: 'fruit',
          variableCode: 'FRUIT',
          type: 'single',
          textKey: 'f',
          options: [{ value: 9, labelKey: 'other', other: { variableCode: 'A_FRUIT_TEXT' } }],
        },
      ],
      instrumentItems: [],
    }
    expect([...variableOrder(newTypes).keys()]).toEqual([
      'FRUIT',
      'A_FRUIT_TEXT',
      'GRID_Z',
      'GRID_A',
      'RANK_3',
      'RANK_1',
      'PETS_2',
      'PETS_1',
      'PETS_TEXT',
      'BORN',
    ])
  })
})

describe('orderResponses', () => {
  it('keeps the sessions’ order and puts each session’s answers in question order', () => {
    // As the service gives them: by session, then by variable code.
    const rows = [
      row('s1', 'A1'),
      row('s1', 'B1'),
      row('s1', 'FRUIT_1'),
      row('s1', 'ZETA'),
      row('s2', 'A1'),
      row('s2', 'OLD'),
      row('s2', 'ZETA'),
    ]
    const ordered = orderResponses(rows, variableOrder(content))
    expect(ordered.map((each) => `${each.sessionId} ${each.variableCode}`)).toEqual([
      's1 ZETA',
      's1 FRUIT_1',
      's1 B1',
      's1 A1',
      's2 ZETA',
      's2 A1',
      's2 OLD', // a variable the content does not name comes last
    ])
    expect(rows[0]!.variableCode).toBe('A1') // the input is left as it was
  })
})
