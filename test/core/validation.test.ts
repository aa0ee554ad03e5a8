import { describe, expect, it } from 'vitest'
import { createElementResolver } from '../../src/core/content'
import { buildPages } from '../../src/core/pages'
import { validateAnswer, validateElement, validatePage } from '../../src/core/validation'
import { everyTypeContent } from '../fixtures/every-type-content'
import { studyContent } from '../fixtures/study-content'

const content = studyContent()
const resolve = createElementResolver(content)
const answer = (valueNum: number | null) => ({ valueNum })

describe('validateAnswer', () => {
  it('asks for a required answer as an i18n key', () => {
    expect(validateAnswer(resolve('age'), undefined)).toEqual({ key: 'validation.required' })
    expect(validateAnswer(resolve('age'), answer(null))).toEqual({ key: 'validation.required' })
    expect(validateAnswer(resolve('des6.1'), undefined)).toEqual({ key: 'validation.required' })
  })

  it('accepts an optional question left empty', () => {
    expect(validateAnswer(resolve('mood'), undefined)).toBeNull()
  })

  it('checks number range and whole numbers', () => {
    expect(validateAnswer(resolve('age'), answer(17))).toEqual({
      key: 'validation.numberRange',
      params: { min: 18, max: 99 },
    })
    expect(validateAnswer(resolve('age'), answer(100))?.key).toBe('validation.numberRange')
    expect(validateAnswer(resolve('age'), answer(30.5))).toEqual({ key: 'validation.integer' })
    expect(validateAnswer(resolve('age'), answer(30))).toBeNull()
  })

  it('names only the bound a number question has', () => {
    const open = studyContent()
    const age = open.questions[0]
    if (age) delete age.max
    expect(validateAnswer(createElementResolver(open)('age'), answer(5))).toEqual({
      key: 'validation.numberMin',
      params: { min: 18 },
    })
  })
})

describe('validatePage', () => {
  it('returns the problems of the page by variableCode', () => {
    const [page] = buildPages(content, resolve)
    expect(page && validatePage(page, {})).toEqual({ AGE: { key: 'validation.required' } })
    expect(page && validatePage(page, { AGE: answer(40) })).toEqual({})
  })
})

describe('validateElement, per question type', () => {
  const every = everyTypeContent()
  const element = createElementResolver(every)

  it('passes info elements, whatever they say about required', () => {
    const note = every.questions[0]
    if (note) note.required = true
    expect(validateElement(createElementResolver(every)('note'), {})).toBeNull()
  })

  it('needs at least one checked option of a required multi question', () => {
    expect(validateElement(element('activity'), {})).toEqual({ key: 'validation.multiRequired' })
    const none = { ACTIVITY_1: answer(0), ACTIVITY_2: answer(0), ACTIVITY_99: answer(0) }
    expect(validateElement(element('activity'), none)?.key).toBe('validation.multiRequired')
    expect(validateElement(element('activity'), { ...none, ACTIVITY_99: answer(1) })).toBeNull()
  })

  it('needs a required scale answered and a required slider moved', () => {
    expect(validateElement(element('stress'), {})).toEqual({ key: 'validation.required' })
    expect(validateElement(element('stress'), { STRESS: answer(0) })).toBeNull()
    expect(validateElement(element('rested'), {})).toEqual({ key: 'validation.sliderRequired' })
    expect(validateElement(element('rested'), { RESTED: answer(0) })).toBeNull()
  })

  it('says "Please enter a number" for an entry that is not one, and checks the step', () => {
    const typed = (entry: string, valueNum: number | null) => ({ DOSE: { valueNum, entry } })
    expect(validateElement(element('dose'), typed('two', null))).toEqual({
      key: 'validation.number',
    })
    expect(validateElement(element('dose'), typed('  ', null))).toBeNull()
    expect(validateElement(element('dose'), typed('2,5', 2.5))).toBeNull()
    expect(validateElement(element('dose'), typed('2,4', 2.4))).toEqual({
      key: 'validation.numberStep',
      params: { step: 0.5 },
    })
    expect(validateElement(element('dose'), typed('11', 11))?.key).toBe('validation.numberRange')
  })

  it('checks a text answer against maxLength and treats blanks as unanswered', () => {
    const text = (valueText: string | null) => ({ COMMENT: { valueNum: null, valueText } })
    expect(validateElement(element('comment'), text('x'.repeat(40)))).toBeNull()
    expect(validateElement(element('comment'), text('x'.repeat(41)))).toEqual({
      key: 'validation.textTooLong',
      params: { max: 40 },
    })
    const required = everyTypeContent()
    const comment = required.questions.find((question) => question.id === 'comment')
    if (comment) comment.required = true
    const resolveRequired = createElementResolver(required)
    expect(validateElement(resolveRequired('comment'), text('   '))).toEqual({
      key: 'validation.required',
    })
    expect(validateElement(resolveRequired('comment'), text(null))?.key).toBe('validation.required')
  })

  it('requires instrument items by default', () => {
    expect(validateElement(element('wb3.1'), {})).toEqual({ key: 'validation.required' })
    expect(validateElement(element('wb3.1'), { WB3_1: answer(0) })).toBeNull()
  })

  it('keys the problems of a page by the element variableCode, a multi by its prefix', () => {
    const [page] = buildPages(every, element)
    expect(page && Object.keys(validatePage(page, {}))).toEqual(['ACTIVITY', 'STRESS', 'RESTED'])
  })
})
