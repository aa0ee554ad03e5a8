import { describe, expect, it } from 'vitest'
import type { Question } from '../../src/api/types'
import { answerVariablesOf } from '../../src/core/answer-variables'
import { createElementResolver, isRequired, translationKeysOf } from '../../src/core/content'
import { isContentError } from '../../src/core/errors'
import { createVisibility } from '../../src/core/create-visibility'
import { conditionEngine } from '../../src/core/evaluate-condition'
import { buildPages, contentErrorsOf, visiblePagesOf } from '../../src/core/pages'
import { branchingContent } from '../fixtures/branching-content'
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
      id: 'hologram',
      variableCode: 'MATRIX',
      type: 'hologram' as Question['type'],
      textKey: 'x',
      required: false,
    })
    content.modules[0]?.elements.push('hologram')
    const errors = contentErrorsOf(buildPages(content, createElementResolver(content)))
    expect(errors.map((error) => [error.code, error.elementId])).toEqual([
      ['unknown_question_type', 'hologram'],
    ])
  })

  it('renders every known type, and needs options for the choice types', () => {
    const content = studyContent()
    for (const type of ['multi', 'scale', 'slider', 'text', 'info'] as const) {
      content.questions.push({ id: type, variableCode: type, type, textKey: 'x', required: false })
      content.modules[0]?.elements.push(type)
    }
    const errors = contentErrorsOf(buildPages(content, createElementResolver(content)))
    expect(errors.map((error) => [error.code, error.elementId])).toEqual([
      ['missing_options', 'multi'],
      ['missing_options', 'scale'],
    ])
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

describe('buildPages with randomize', () => {
  const ids = (pages: ReturnType<typeof buildPages>) =>
    pages.filter((page) => page.module.id === 'items').map((page) => page.elements[0]?.id)

  it('keeps the content order without a seed', () => {
    const content = branchingContent()
    expect(ids(buildPages(content, createElementResolver(content)))).toEqual([
      'item1',
      'item2',
      'item3',
      'item4',
    ])
  })

  it('shuffles a randomize module the same way for the same session, differently across sessions', () => {
    const content = branchingContent()
    const resolve = createElementResolver(content)
    const order = (seed: string) => ids(buildPages(content, resolve, { seed }))
    expect(order('ses_1')).toEqual(order('ses_1'))
    expect([...order('ses_1')].sort()).toEqual(['item1', 'item2', 'item3', 'item4'])
    const orders = new Set(
      ['ses_1', 'ses_2', 'ses_3', 'ses_4', 'ses_5'].map((s) => order(s).join()),
    )
    expect(orders.size).toBeGreaterThan(1)
  })

  it('leaves modules without randomize in order', () => {
    const content = branchingContent()
    const pages = buildPages(content, createElementResolver(content), { seed: 'ses_9' })
    expect(pages.find((page) => page.module.id === 'habits')?.elements.map((e) => e.id)).toEqual([
      'smoker',
      'cigarettes',
    ])
  })
})

describe('visiblePagesOf', () => {
  function setup() {
    const content = branchingContent()
    const pages = buildPages(content, createElementResolver(content))
    const visibility = createVisibility(content, conditionEngine)
    const visible = (data: Record<string, number | null>, keep?: number) =>
      visiblePagesOf(pages, visibility, data, keep).map((page) => [
        page.module.id,
        page.elements.map((element) => element.id),
      ])
    return { pages, visible }
  }

  it('skips modules whose showIf is false and pages whose elements are all hidden', () => {
    const { visible } = setup()
    expect(visible({ SMOKER: 2 }).map(([moduleId]) => moduleId)).toEqual([
      'consent',
      'habits',
      'items',
      'items',
      'items',
      'items',
      'closing',
    ])
    expect(visible({ SMOKER: 1, QUIT: 1 }).map(([moduleId]) => moduleId)).toEqual([
      'consent',
      'habits',
      'smoking',
      'plan',
      'items',
      'items',
      'items',
      'items',
      'closing',
    ])
  })

  it('shows only the visible elements of a page', () => {
    const { visible } = setup()
    expect(visible({ SMOKER: 2 })[1]).toEqual(['habits', ['smoker']])
    expect(visible({ SMOKER: 1 })[1]).toEqual(['habits', ['smoker', 'cigarettes']])
  })

  it('keeps the page on screen even when its elements become hidden', () => {
    const { pages, visible } = setup()
    const planPage = pages.find((page) => page.module.id === 'plan')
    expect(visible({ SMOKER: 1, QUIT: 2 }, planPage?.index)).toContainEqual(['plan', []])
  })

  it('keeps the stable index of each page', () => {
    const { pages } = setup()
    const content = branchingContent()
    const visible = visiblePagesOf(pages, createVisibility(content, conditionEngine), { SMOKER: 2 })
    expect(visible.map((page) => page.index)).toEqual([0, 1, 4, 5, 6, 7, 8])
  })
})

describe('createVisibility', () => {
  it('reports a malformed condition as a content error and hides what it guards', () => {
    const content = branchingContent()
    const smoking = content.modules[2]
    if (smoking) smoking.showIf = { eval: 'true' }
    const consent = content.modules[0]
    if (consent) consent.endIf = [1]
    const cigarettes = content.questions.find((question) => question.id === 'cigarettes')
    if (cigarettes) cigarettes.showIf = { '==': [1, 1], '!=': [1, 2] }

    const visibility = createVisibility(content, conditionEngine)
    expect(visibility.errors.map((error) => [error.code, error.elementId])).toEqual([
      ['invalid_condition', 'consent'],
      ['invalid_condition', 'smoking'],
      ['invalid_condition', 'cigarettes'],
    ])
    expect(visibility.errors.every(isContentError)).toBe(true)
    expect(visibility.isModuleShown(smoking!, { SMOKER: 1 })).toBe(false)
    expect(visibility.endsAfter(consent!, { CONSENT: 2 })).toBe(false)
    const element = createElementResolver(content)('cigarettes')
    expect(visibility.isElementShown(element, { SMOKER: 1 })).toBe(false)
  })

  it('shows what has no condition, and treats a null condition as none', () => {
    const content = branchingContent()
    const habits = content.modules[1]
    if (habits) habits.showIf = null
    const visibility = createVisibility(content, conditionEngine)
    expect(visibility.errors).toEqual([])
    expect(visibility.isModuleShown(habits!, {})).toBe(true)
    expect(visibility.endsAfter(habits!, {})).toBe(false)
  })

  it('says whether an answer can change what is shown: only a showIf that can be evaluated', () => {
    expect(createVisibility(branchingContent(), conditionEngine).readsAnswers).toBe(true)
    expect(createVisibility(studyContent(), null).readsAnswers).toBe(false)

    const endOnly = branchingContent()
    for (const module of endOnly.modules) delete module.showIf
    for (const question of endOnly.questions) delete question.showIf
    endOnly.modules[0]!.endIf = { '==': [{ var: 'CONSENT' }, 2] }
    expect(createVisibility(endOnly, conditionEngine).readsAnswers).toBe(false)

    // A malformed showIf hides what it guards whatever the answers.
    endOnly.modules[1]!.showIf = { eval: 'true' }
    expect(createVisibility(endOnly, conditionEngine).readsAnswers).toBe(false)
    endOnly.questions[0]!.showIf = { '==': [{ var: 'CONSENT' }, 1] }
    expect(createVisibility(endOnly, conditionEngine).readsAnswers).toBe(true)
  })
})

describe('createVisibility with the study’s variables', () => {
  it('reports a condition reading a variable the study does not have, and hides what it guards', () => {
    const content = branchingContent()
    const smoking = content.modules.find((module) => module.showIf !== undefined)
    if (!smoking) throw new Error('the fixture has a module with a showIf')
    smoking.showIf = { '==': [{ var: 'SMOKR' }, 1] }
    const known = new Set(answerVariablesOf(content).keys())
    const visibility = createVisibility(content, conditionEngine, known)
    expect(visibility.errors).toEqual([
      expect.objectContaining({ code: 'invalid_condition', elementId: smoking.id }),
    ])
    expect(visibility.errors[0]?.message).toContain('"SMOKR"')
    expect(visibility.isModuleShown(smoking, { SMOKER: 1 })).toBe(false)
    // A rule reading only the study's variables is fine.
    smoking.showIf = { '==': [{ var: [...known][0] ?? '' }, 1] }
    expect(createVisibility(content, conditionEngine, known).errors).toEqual([])
  })
})
