import { fileURLToPath } from 'node:url'
import { Model } from 'survey-core'
import { describe, expect, it } from 'vitest'
import { loadExampleStudy } from './load-example-study'
import { toSurveyJson } from './to-surveyjs'

const study = loadExampleStudy(
  fileURLToPath(new URL('../../demo/', import.meta.url)),
  'energy-check',
)
const json = toSurveyJson(study, 'en')

describe('toSurveyJson (the example study for the README screenshots)', () => {
  it('makes a page per module, and one per element for element paging', () => {
    expect(json.pages.map((page) => page.name)).toEqual([
      'consent',
      'energy',
      'week',
      'sleep',
      'sleep-details-1',
      'sleep-details-2',
      'about-you',
    ])
    expect(json.pages[2]).toMatchObject({
      title: 'Your week',
      description: 'A few questions about the past seven days.',
    })
    expect(json.pages[4]!.visibleIf).toBe('{SLEEP} anyof [1, 2]')
  })

  it('maps each question type to the SurveyJS question SurveyJS itself recognises', () => {
    const model = new Model(json)
    const types = Object.fromEntries(
      model.getAllQuestions().map((question) => [question.name, question.getType()]),
    )
    expect(types).toEqual({
      CONSENT: 'radiogroup',
      des6: 'matrix',
      ACTIVITY: 'checkbox',
      EXDAYS: 'text',
      STRESS: 'rating',
      RESTED: 'slider',
      SLEEP: 'radiogroup',
      WAKE: 'radiogroup',
      SCREEN: 'radiogroup',
      ABOUT_NOTE: 'html',
      AGE: 'text',
      COMMENT: 'comment',
    })
    expect(model.getQuestionByName('EXDAYS').visibleIf).toBe('{ACTIVITY} contains 1')
    expect(model.getQuestionByName('ABOUT_NOTE').html).toBe(
      'Your answers are stored <strong>without your name</strong>.<br>You can skip the comment.',
    )
  })

  it('puts the instrument items in one matrix, the options as its columns', () => {
    const matrix = json.pages[1]!.elements[0]!
    expect(matrix).toMatchObject({ type: 'matrix', name: 'des6', eachRowRequired: true })
    expect((matrix.columns as { text: string }[]).map((column) => column.text)).toEqual([
      'Never',
      'Sometimes',
      'Often',
      'Always',
    ])
    expect(matrix.rows).toHaveLength(6)
  })

  it('ends on declined consent and scores the grid as the sandbox does', () => {
    expect(json.triggers).toEqual([{ type: 'complete', expression: '{CONSENT} = 0' }])
    const model = new Model(json)
    model.data = { des6: { DES6_1: 2, DES6_2: 2, DES6_3: 1, DES6_4: 3, DES6_5: 2, DES6_6: 0 } }
    // 2 + 2 + (3 − 1) + 3 + 2 + (3 − 0) = 14 of 18: the "high" band, as the widget showed it.
    expect(model.getVariable('des6_total')).toBe(14)
    expect(model.getVariable('des6_total_band')).toBe('High')
  })
})
