import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dateLimitOf, dayNumberOf, isoDateOf, timeOfDayNumber } from '../../src/api/calendar-date'
import { optionVariableCode, questionVariables, rankCountOf } from '../../src/api/question-types'
import type { Question } from '../../src/api/types'
import { toAnswerFields } from '../../src/core/answer-fields'
import { parseLocaleNumber } from '../../src/core/parse-locale-number'
import { createElementResolver } from '../../src/core/content'
import { featureNeedsOf } from '../../src/core/content-features'
import { createMoreValidators, localToday } from '../../src/core/more-validators'
import { orderOptions } from '../../src/core/option-order'
import { ownValue } from '../../src/core/own-value'
import { pendingItemsOf } from '../../src/core/outbox'
import { createVariableIndex } from '../../src/core/variable-index'
import { responseQueuePieces as pieces } from '../../src/core/response-queue-pieces'
import { buildPages } from '../../src/core/pages'
import type { Answer } from '../../src/core/response-batch'
import { addMoreValidators, validateElement } from '../../src/core/validation'
import { panelProfileContent } from '../fixtures/panel-profile-content'
import { studyContent } from '../fixtures/study-content'

const readEnglish = (text: string) => parseLocaleNumber(text, 'en')

beforeAll(() => {
  addMoreValidators(createMoreValidators({ ownValue, optionVariableCode, rankCountOf }))
})

const content = panelProfileContent()
const resolve = createElementResolver(content)
const given = (valueNum: number | null, extra: Partial<Answer> = {}): Answer => ({
  valueNum,
  answeredAt: '2026-01-01T00:00:00.000Z',
  rtMs: 100,
  changes: 0,
  ...extra,
})

describe('calendar dates', () => {
  it('counts days from 1970-01-01 and refuses dates that do not exist', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0)
    expect(dayNumberOf('1969-12-31')).toBe(-1)
    expect(dayNumberOf('2024-02-29')).toBe(19782)
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '1.5.2024', '2024-1-5', '']) {
      expect(dayNumberOf(bad), bad).toBeUndefined()
    }
    // Years below 100 are years, not 19xx.
    expect(isoDateOf(dayNumberOf('0099-03-01') as number)).toBe('0099-03-01')
  })

  it('turns day numbers back into text, and limits into day numbers', () => {
    for (const iso of ['1900-01-01', '1999-12-31', '2026-11-25']) {
      expect(isoDateOf(dayNumberOf(iso) as number)).toBe(iso)
    }
    expect(dateLimitOf('today', 42)).toBe(42)
    expect(dateLimitOf('2000-01-01', 42)).toBe(10957)
    expect(dateLimitOf(undefined, 42)).toBeUndefined()
    expect(timeOfDayNumber(1)).toBe(86_400_000)
  })

  it("takes the participant's own calendar day as today", () => {
    expect(localToday(new Date(2026, 10, 25, 23, 59))).toBe(dayNumberOf('2026-11-25'))
  })
})

describe('the variables of the new types', () => {
  const question = (id: string) => content.questions.find((q) => q.id === id) as Question

  it('names one variable per rank, per matrix row and per "other" text', () => {
    expect(questionVariables(question('priorities')).map((v) => [v.variableCode, v.rule])).toEqual(
      [1, 2, 3, 4, 5].map((value) => [
        `PRIO_${value}`,
        { kind: 'range', min: 1, max: 3, integer: true },
      ]),
    )
    expect(questionVariables(question('wellbeing')).map((v) => v.variableCode)).toEqual([
      'WB_ENERGY',
      'WB_MOOD',
      'WB_FOCUS',
    ])
    expect(questionVariables(question('education')).map((v) => v.variableCode)).toEqual([
      'EDUCATION',
      'EDUCATION_OTHER',
    ])
    expect(questionVariables(question('education'))[1]?.rule).toEqual({
      kind: 'text',
      maxLength: 100,
    })
    expect(questionVariables(question('birth'))[0]?.rule).toEqual({
      kind: 'date',
      minDate: '1900-01-01',
      maxDate: 'today',
    })
    expect(questionVariables(question('consent'))[0]?.rule).toEqual({
      kind: 'consent',
      textKey: 'consent.text',
    })
  })

  it('needs the chunk of each field the content uses, and only those', () => {
    expect(featureNeedsOf(content).moreFields).toEqual([
      'dropdown',
      'date',
      'ranking',
      'matrix',
      'consent',
      'other',
    ])
    expect(featureNeedsOf(studyContent()).moreFields).toEqual([])
    const withOther = studyContent()
    const mood = withOther.questions[1]
    if (mood?.options?.[0]) mood.options[0].other = { variableCode: 'MOOD_OTHER' }
    expect(featureNeedsOf(withOther).moreFields).toEqual(['other'])
    const onlyDates = { ...content, questions: content.questions.filter((q) => q.type === 'date') }
    expect(featureNeedsOf(onlyDates).moreFields).toEqual(['date'])
  })

  it('shows a matrix without rows as a content error', () => {
    const broken = panelProfileContent()
    const matrix = broken.questions.find((q) => q.type === 'matrix')
    if (matrix) delete matrix.rows
    expect(createElementResolver(broken)('wellbeing')).toMatchObject({
      kind: 'invalid',
      error: { code: 'missing_rows' },
    })
  })
})

describe('shuffled options', () => {
  const options = [1, 2, 3, 4, 98, 99].map((value) => ({
    value,
    labelKey: `o${value}`,
    ...(value > 90 ? { fixed: true } : {}),
  }))

  it('keeps fixed options in place and the same order for the same seed', () => {
    const orders = new Set<string>()
    for (let session = 0; session < 40; session++) {
      const order = orderOptions(options, `ses_${session}:support`).map((o) => o.value)
      expect(order.slice(4)).toEqual([98, 99])
      expect([...order.slice(0, 4)].sort()).toEqual([1, 2, 3, 4])
      expect(orderOptions(options, `ses_${session}:support`).map((o) => o.value)).toEqual(order)
      orders.add(order.join())
    }
    expect(orders.size).toBeGreaterThan(10)
  })

  it('lays out a session with its order, and sends it as displayOrder with each answer', () => {
    const pages = buildPages(content, resolve, { seed: 'ses_7' })
    const support = pages.flatMap((page) => page.elements).find((e) => e.id === 'support')
    if (support?.kind !== 'question') throw new Error('no support question')
    expect(support.displayOrder).toEqual(support.question.options?.map((o) => o.value))
    expect(support.displayOrder?.slice(4)).toEqual([98, 99])
    // Not shuffled without a session: the content's order.
    const unseeded = buildPages(content, resolve).flatMap((page) => page.elements)
    expect(unseeded.find((e) => e.id === 'support')).not.toHaveProperty('displayOrder')

    const index = createVariableIndex(pages)
    const items = pendingItemsOf({
      answers: { SUPPORT_1: given(1), SUPPORT_99: given(0), COUNTRY: given(276) },
      acknowledged: {},
      sent: {},
      index,
      pieces,
    })
    expect(items.find((item) => item.variableCode === 'SUPPORT_1')?.displayOrder).toEqual(
      support.displayOrder,
    )
    expect(items.find((item) => item.variableCode === 'COUNTRY')).not.toHaveProperty('displayOrder')
  })
})

describe('validation of the new types', () => {
  const check = (id: string, answers: Record<string, Answer>) =>
    validateElement(resolve(id), answers)

  it('asks for the "other" text while its option is chosen', () => {
    expect(check('education', { EDUCATION: given(99) })).toEqual({
      key: 'validation.otherRequired',
    })
    expect(
      check('education', {
        EDUCATION: given(99),
        EDUCATION_OTHER: given(null, { valueText: ' ' }),
      }),
    ).toEqual({ key: 'validation.otherRequired' })
    expect(
      check('education', {
        EDUCATION: given(99),
        EDUCATION_OTHER: given(null, { valueText: 'Apprenticeship' }),
      }),
    ).toBeNull()
    expect(check('education', { EDUCATION: given(3) })).toBeNull()
    expect(check('support', { SUPPORT_98: given(1) })).toEqual({ key: 'validation.otherRequired' })
    expect(check('support', { SUPPORT_98: given(0), SUPPORT_1: given(1) })).toBeNull()
  })

  it('checks dates against their limits, "today" included', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 12) })
    try {
      const date = (iso: string) => ({ BIRTHDATE: given(dayNumberOf(iso) as number) })
      expect(check('birth', date('1990-05-17'))).toBeNull()
      expect(check('birth', date('2026-11-25'))).toBeNull()
      expect(check('birth', date('2026-11-26'))).toEqual({
        key: 'validation.dateRange',
        params: {
          min: Date.UTC(1900, 0, 1),
          max: Date.UTC(2026, 10, 25),
        },
      })
      expect(check('birth', { BIRTHDATE: given(null, { entry: '31/02/1990' }) })).toEqual({
        key: 'validation.date',
      })
      expect(check('birth', {})).toEqual({ key: 'validation.required' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks for every rank, every matrix row and the consent', () => {
    const ranks = (...ranked: number[]) =>
      Object.fromEntries(ranked.map((value, index) => [`PRIO_${value}`, given(index + 1)]))
    expect(check('priorities', ranks(2, 5))).toEqual({
      key: 'validation.rankTop',
      params: { count: 3 },
    })
    expect(check('priorities', ranks(2, 5, 1))).toBeNull()
    expect(check('wellbeing', { WB_ENERGY: given(3), WB_MOOD: given(4) })).toEqual({
      key: 'validation.matrixRequired',
    })
    expect(
      check('wellbeing', { WB_ENERGY: given(3), WB_MOOD: given(4), WB_FOCUS: given(1) }),
    ).toBeNull()
    expect(check('consent', { CONSENT: given(0, { valueText: 'ab' }) })).toEqual({
      key: 'validation.consentRequired',
    })
    expect(check('consent', { CONSENT: given(1, { valueText: 'ab' }) })).toBeNull()
    expect(check('country', {})).toEqual({ key: 'validation.required' })
  })

  it('sends a declined consent (0) like any answer', () => {
    const items = pendingItemsOf({
      answers: { CONSENT: given(0, { valueText: 'a'.repeat(64) }) },
      acknowledged: {},
      sent: {},
      index: createVariableIndex(buildPages(content, resolve)),
      pieces,
    })
    expect(items.map((item) => [item.variableCode, item.valueNum])).toEqual([['CONSENT', 0]])
  })
})

describe('answers given as both members', () => {
  it('keeps a date, a consent, and a date still being typed', () => {
    expect(
      toAnswerFields({ valueNum: 7442, valueText: '1990-05-17' }, 'date', readEnglish),
    ).toEqual({
      valueNum: 7442,
      valueText: '1990-05-17',
    })
    expect(
      toAnswerFields({ valueNum: null, valueText: null, entry: '17/05' }, 'date', readEnglish),
    ).toEqual({ valueNum: null, valueText: null, entry: '17/05' })
    expect(toAnswerFields(null, 'date', readEnglish)).toEqual({ valueNum: null, valueText: null })
    expect(toAnswerFields({ valueNum: 1, valueText: 'ff' }, 'consent', readEnglish)).toEqual({
      valueNum: 1,
      valueText: 'ff',
    })
  })
})
