import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import type { StudyContent } from '../../src/api/types'
import { createTextPipe } from '../../src/core/create-text-pipe'
import type { PipedAnswer } from '../../src/core/piping-engine'
import { tokenizeText } from '../../src/core/tokenize-text'
import { createContentText } from '../../src/i18n/create-content-text'
import { pipingContent } from '../fixtures/piping-content'

type Answers = Record<string, PipedAnswer>

/** A pipe over `content` in `language`, reading answers from a store the test changes. */
function pipeOf(content: StudyContent, language: string, answers: Answers = {}) {
  const store = createStore<{ answers: Answers }>()(() => ({ answers }))
  const pipe = createTextPipe(
    { content, language, text: createContentText(content, language).text, answers: store },
    { tokenizeText },
  )
  const answer = (variableCode: string, value: PipedAnswer) =>
    store.setState({ answers: { ...store.getState().answers, [variableCode]: value } })
  return { pipe, store, answer, plain: (key: string) => pipe.plainTextOf(key) }
}

describe('createTextPipe', () => {
  it('shows a choice as its option label in the language, as words without markers', () => {
    const content = pipingContent()
    const answers = { PET: { valueNum: 1 }, NAME: { valueNum: null, valueText: 'Ada' } }
    expect(pipeOf(content, 'en', answers).plain('walks.text')).toBe(
      'How often do you walk them (A dog), Ada?',
    )
    expect(pipeOf(content, 'de', answers).plain('walks.text')).toBe(
      'Wie oft gehen Sie mit Ihrem Tier (Einen Hund) spazieren, Ada?',
    )
  })

  it("shows a number in the language's format", () => {
    const content = pipingContent({ 'more.intro': '{{WEIGHT}}' })
    const answers = { WEIGHT: { valueNum: 1234.5 } }
    expect(pipeOf(content, 'en', answers).plain('more.intro')).toBe('1,234.5')
    expect(pipeOf(content, 'de', answers).plain('more.intro')).toBe('1.234,5')
    expect(pipeOf(content, 'ar-EG', answers).plain('more.intro')).toBe('١٬٢٣٤٫٥')
    expect(pipeOf(content, 'ar', answers).plain('more.intro')).toBe(
      new Intl.NumberFormat('ar').format(1234.5),
    )
  })

  it('writes a date out in the language, whatever the time zone', () => {
    const content = pipingContent({ 'more.intro': 'on {{BORN}}' })
    const answers = { BORN: { valueNum: 7669, valueText: '1990-12-31' } }
    expect(pipeOf(content, 'en', answers).plain('more.intro')).toBe('on December 31, 1990')
    expect(pipeOf(content, 'de', answers).plain('more.intro')).toBe('on 31. Dezember 1990')
  })

  it('shows text, a parameter, a computed value and the condition as they are', () => {
    const content: StudyContent = {
      ...pipingContent({ 'more.intro': '{{SOURCE}} {{SCORE}} {{LABEL}} {{ARM}}' }),
      parameters: [{ name: 'src', variableCode: 'SOURCE' }],
      computed: [
        { variableCode: 'SCORE', expression: 1 },
        { variableCode: 'LABEL', expression: 'x' },
      ],
      conditions: { variableCode: 'ARM', values: ['a', 'b'] },
    }
    const answers: Answers = {
      SOURCE: { valueNum: null, valueText: 'panel-7' },
      SCORE: { valueNum: 2.5 },
      LABEL: { valueNum: null, valueText: 'high' },
      ARM: { valueNum: null, valueText: 'b' },
    }
    expect(pipeOf(content, 'de', answers).plain('more.intro')).toBe('panel-7 2,5 high b')
  })

  it('shows the fallback, or nothing, while a variable has no value', () => {
    const content = pipingContent()
    const { plain, answer } = pipeOf(content, 'en')
    expect(plain('name.text')).toBe('Your name, friend?')
    expect(plain('more.intro')).toBe('It weighs  kg; you were born on a day.')
    answer('NAME', { valueNum: null, valueText: '' })
    expect(plain('name.text')).toBe('Your name, friend?')
    answer('NAME', { valueNum: null, valueText: 'Ada' })
    expect(plain('name.text')).toBe('Your name, Ada?')
    answer('NAME', { valueNum: null, valueText: null })
    expect(plain('name.text')).toBe('Your name, friend?')
  })

  it('shows a variable it does not know as its fallback (the content error is reported apart)', () => {
    const { plain } = pipeOf(pipingContent({ 'more.intro': 'Hi {{NOPE|you}} {{NADA}}!' }), 'en')
    expect(plain('more.intro')).toBe('Hi you !')
  })

  it('keeps markers inside a value as typed: the wording around it is formatted, the value never', () => {
    const content = pipingContent({ 'more.intro': '**Hello {{NAME}}**, *{{NAME}}*' })
    const { pipe } = pipeOf(content, 'en', {
      NAME: { valueNum: null, valueText: '**bold** *it* \n<b>x</b>' },
    })
    const value = '**bold** *it* \n<b>x</b>'
    expect(pipe.tokensOf(content.translations.en!['more.intro']!)).toEqual([
      { type: 'strong', children: [{ type: 'text', text: `Hello ${value}` }] },
      { type: 'text', text: ', ' },
      { type: 'em', children: [{ type: 'text', text: value }] },
    ])
  })

  it('keeps a fallback as written, markers and all', () => {
    const { pipe } = pipeOf(pipingContent(), 'en')
    expect(pipe.tokensOf('Hi {{NAME|*you*}}!')).toEqual([{ type: 'text', text: 'Hi *you*!' }])
  })

  it('leaves `{{` without a closing `}}` as it is', () => {
    const { pipe, plain } = pipeOf(pipingContent({ 'more.intro': 'Use {{NAME to **greet**' }), 'en')
    expect(plain('more.intro')).toBe('Use {{NAME to greet')
    expect(pipe.tokensOf('Use {{NAME to **greet**')).toEqual([
      { type: 'text', text: 'Use {{NAME to ' },
      { type: 'strong', children: [{ type: 'text', text: 'greet' }] },
    ])
  })

  it('fills a wording that holds the private-use character it would stand a placeholder in with', () => {
    const { pipe } = pipeOf(pipingContent(), 'en', { NAME: { valueNum: null, valueText: 'Ada' } })
    expect(pipe.tokensOf('\uE000 {{NAME}} \uE000')).toEqual([
      { type: 'text', text: '\uE000 Ada \uE000' },
    ])
  })

  it('gives the same tokens while the values they show stay the same', () => {
    const { pipe, answer } = pipeOf(pipingContent(), 'en')
    const text = 'Hi {{NAME}}'
    const first = pipe.tokensOf(text)
    answer('PET', { valueNum: 2 })
    expect(pipe.tokensOf(text)).toBe(first)
    answer('NAME', { valueNum: null, valueText: 'Ada' })
    const second = pipe.tokensOf(text)
    expect(second).not.toBe(first)
    expect(second).toEqual([{ type: 'text', text: 'Hi Ada' }])
    expect(pipe.tokensOf(text)).toBe(second)
  })

  it('calls its listeners when the answers change', () => {
    const { pipe, answer } = pipeOf(pipingContent(), 'en')
    const calls: number[] = []
    const stop = pipe.subscribe(() => calls.push(calls.length))
    answer('NAME', { valueNum: null, valueText: 'Ada' })
    stop()
    answer('NAME', { valueNum: null, valueText: 'Bo' })
    expect(calls).toHaveLength(1)
  })

  it('shows an option variable of a multi question, and a rank, as the number it holds', () => {
    const content = pipingContent({ 'more.intro': '{{FRUIT_2}}' })
    content.questions.push({
      id: 'fruit',
      variableCode: 'FRUIT',
      type: 'multi',
      textKey: 'pet.text',
      options: [
        { value: 1, labelKey: 'pet.dog' },
        { value: 2, labelKey: 'pet.cat' },
      ],
    })
    expect(pipeOf(content, 'en', { FRUIT_2: { valueNum: 1 } }).plain('more.intro')).toBe('1')
  })

  it('shows a matrix row and an instrument item as the chosen option label', () => {
    const content = pipingContent({ 'more.intro': '{{ROW_A}} / {{ITEM_1}}' })
    content.questions.push({
      id: 'grid',
      variableCode: 'GRID',
      type: 'matrix',
      textKey: 'pet.text',
      rows: [{ id: 'a', variableCode: 'ROW_A', textKey: 'pet.text' }],
      options: [{ value: 5, labelKey: 'pet.cat' }],
    })
    content.instrumentItems.push({
      id: 'i1',
      instrumentId: 'inst',
      variableCode: 'ITEM_1',
      textKey: 'pet.text',
      options: [{ value: 0, labelKey: 'walks.never' }],
    })
    const answers = { ROW_A: { valueNum: 5 }, ITEM_1: { valueNum: 0 } }
    expect(pipeOf(content, 'de', answers).plain('more.intro')).toBe('Eine Katze / Nie')
  })
})
