import { describe, expect, it } from 'vitest'
import { createElementResolver } from '../../src/core/content'
import { buildPages } from '../../src/core/pages'
import { validateAnswer, validatePage } from '../../src/core/validation'
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
