import { describe, expect, it } from 'vitest'
import { answerInWords } from '../../demo/console/answer-in-words'
import type { StudyContent } from '../../src/api/types'

const options = (...labels: string[]) =>
  labels.map((label, index) => ({ value: index + 1, labelKey: label }))

const content: StudyContent = {
  studyId: 's',
  revision: '1',
  defaultLanguage: 'en',
  languages: ['en', 'de'],
  modules: [],
  questions: [
    {
      id: 'fruit',
      variableCode: 'FRUIT',
      type: 'single',
      textKey: 'q',
      options: [
        { value: 1, labelKey: 'apple' },
        { value: 2, labelKey: 'other', other: { variableCode: 'FRUIT_TEXT' } },
      ],
    },
    { id: 'pets', variableCode: 'PETS', type: 'multi', textKey: 'q', options: options('cat') },
    { id: 'born', variableCode: 'BORN', type: 'date', textKey: 'q' },
    { id: 'rank', variableCode: 'RANK', type: 'ranking', textKey: 'q', options: options('a', 'b') },
    {
      id: 'grid',
      variableCode: 'GRID',
      type: 'matrix',
      textKey: 'q',
      rows: [{ id: 'a', variableCode: 'GRID_A', textKey: 'row' }],
      options: options('never', 'often'),
    },
    { id: 'consent', variableCode: 'CONSENT', type: 'consent', textKey: 'consent' },
    { id: 'age', variableCode: 'AGE', type: 'number', textKey: 'q' },
  ],
  instrumentItems: [
    { id: 'i1', instrumentId: 'inst', variableCode: 'I1', textKey: 'q', options: options('low') },
  ],
  translations: {
    en: { apple: 'Apple', other: 'Other', cat: 'Cat', never: 'Never', often: 'Often', low: 'Low' },
    de: { apple: 'Apfel' },
  },
}

const read = answerInWords(content)
const answer = (variableCode: string, valueNum: number | null, valueText: string | null = null) =>
  read({ sessionId: 's1', variableCode, valueNum, valueText, answeredAt: '' })

describe('answerInWords', () => {
  it('reads options by their label in the default language, and a multi’s options as chosen', () => {
    expect(answer('FRUIT', 1)).toBe('Apple')
    expect(answer('GRID_A', 2)).toBe('Often')
    expect(answer('I1', 1)).toBe('Low')
    expect(answer('PETS_1', 1)).toBe('chosen')
    expect(answer('PETS_1', 0)).toBe('not chosen')
    expect(answer('FRUIT', 7)).toBe('7') // a value the content does not list
  })

  it('reads a date as its text, a rank as a rank, a number and a text as themselves', () => {
    expect(answer('BORN', 7441, '1990-05-17')).toBe('1990-05-17')
    expect(answer('RANK_2', 1)).toBe('rank 1')
    expect(answer('AGE', 42)).toBe('42')
    expect(answer('FRUIT_TEXT', null, 'kiwi')).toBe('kiwi')
  })

  it('reads a consent as agreed or declined with the start of its hash', () => {
    const hash = 'ab12cd34'.repeat(8)
    expect(answer('CONSENT', 1, hash)).toBe('agreed (hash ab12cd34…)')
    expect(answer('CONSENT', 0, hash)).toBe('declined (hash ab12cd34…)')
  })

  it('reads a cleared answer, and a variable the content does not name, as null', () => {
    expect(answer('FRUIT', null)).toBeNull()
    expect(answer('BORN', null, null)).toBeNull()
    expect(answer('CONSENT', null)).toBeNull()
    expect(answer('OLD', 3)).toBeNull()
  })
})
