import { describe, expect, it } from 'vitest'
import type { Question } from '../../src/api/types'
import { createElementResolver, isRequired, translationKeysOf } from '../../src/core/content'
import { isContentError } from '../../src/core/errors'
import { buildPages, contentErrorsOf } from '../../src/core/pages'
import { studyContent } from '../fixtures/study-content'

describe('buildPages', () => {
  it('makes one page per module, and one per element when a module pages by element', () => {
    const content = studyContent()
    const pages = buildPages(content, createElementResolver(content))
    expect(
      pages.map((page) => [page.index, page.module.id, page.elements.map((e) => e.id)]),
    ).toEqual([
      [0, 'about', ['age', 'mood']],
      [1, 'des', ['des6.1']],
      [2, 'des', ['des6.2']],
    ])
  })

  it('resolves questions and instrument items by id', () => {
    const content = studyContent()
    const [first, , third] = buildPages(content, createElementResolver(content))
    expect(first?.elements[0]).toMatchObject({ kind: 'question', variableCode: 'AGE' })
    expect(third?.elements[0]).toMatchObject({ kind: 'instrumentItem', variableCode: 'DES6_2' })
  })

  it('reports an unknown element id as a content error of that element, without throwing', () => {
    const content = studyContent()
    content.modules[0]?.elements.push('nope')
    const pages = buildPages(content, createElementResolver(content))
    const element = pages[0]?.elements[2]
    expect(element?.kind).toBe('invalid')
    const errors = contentErrorsOf(pages)
    expect(errors).toHaveLength(1)
    expect(isContentError(errors[0])).toBe(true)
    expect(errors[0]).toMatchObject({ code: 'unknown_element', elementId: 'nope' })
  })

  it('reports an unknown question type as a content error, not a throw', () => {
    const content = studyContent()
    content.questions.push({
      id: 'matrix',
      variableCode: 'MATRIX',
      type: 'matrix' as Question['type'],
      textKey: 'x',
      required: false,
    })
    content.modules[0]?.elements.push('matrix')
    const errors = contentErrorsOf(buildPages(content, createElementResolver(content)))
    expect(errors.map((error) => [error.code, error.elementId])).toEqual([
      ['unknown_question_type', 'matrix'],
    ])
  })

  it('marks known but not yet rendered types as unsupported', () => {
    const content = studyContent()
    for (const type of ['multi', 'scale', 'slider', 'text', 'info'] as const) {
      content.questions.push({ id: type, variableCode: type, type, textKey: 'x', required: false })
      content.modules[0]?.elements.push(type)
    }
    const errors = contentErrorsOf(buildPages(content, createElementResolver(content)))
    expect(errors.map((error) => error.code)).toEqual(
      Array<string>(5).fill('unsupported_question_type'),
    )
  })

  it('reports a single choice without options', () => {
    const content = studyContent()
    const mood = content.questions[1]
    if (mood) mood.options = []
    const errors = contentErrorsOf(buildPages(content, createElementResolver(content)))
    expect(errors.map((error) => [error.code, error.elementId])).toEqual([
      ['missing_options', 'mood'],
    ])
  })
})

describe('isRequired', () => {
  it('defaults to true for instrument items and false for questions', () => {
    const content = studyContent()
    for (const item of content.instrumentItems) delete (item as { required?: boolean }).required
    for (const question of content.questions) delete (question as { required?: boolean }).required
    const resolve = createElementResolver(content)
    expect(isRequired(resolve('des6.1'))).toBe(true)
    expect(isRequired(resolve('mood'))).toBe(false)
    expect(isRequired(resolve('age'))).toBe(false)
  })
})

describe('translationKeysOf', () => {
  it('lists every key the content uses, once', () => {
    const keys = translationKeysOf(studyContent())
    expect(keys).toContain('about.intro')
    expect(keys).toContain('des6.never')
    expect(keys.filter((key) => key === 'des6.never')).toHaveLength(1)
  })
})
