// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Question, StudyContent } from '../../../src/api/types'
import type { StudyRunnerProps } from '../../../src/index'
import { dateStyles } from '../../../src/react/more-fields/date-field'
import type * as DateInputSupport from '../../../src/react/more-fields/date-input-support'
import type { createFakeTransport } from '../../fixtures/fake-transport'
import { renderStudy } from '../render-study'

// The field asks this once per page; the tests choose the browser's date input or the typed one.
const support = vi.hoisted(() => ({ native: true }))
vi.mock('../../../src/react/more-fields/date-input-support', () => ({
  nativeDateInputSupported: () => support.native,
}))

beforeEach(() => {
  support.native = true
  // Only the clock: promises, React and user-event keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0))
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const birth: Question = {
  id: 'birth',
  variableCode: 'BIRTH',
  type: 'date',
  textKey: 'birth.text',
  helpKey: 'birth.help',
  minDate: '1900-01-01',
  maxDate: 'today',
  required: true,
}

function dateContent(question: Question = birth): StudyContent {
  return {
    studyId: 'dates',
    revision: 'd1',
    defaultLanguage: 'en',
    languages: ['en', 'de', 'ar', 'he'],
    modules: [
      { id: 'when', titleKey: 'when.title', elements: [question.id] },
      { id: 'end', titleKey: 'end.title', elements: ['note'] },
    ],
    questions: [question, { id: 'note', variableCode: 'NOTE', type: 'info', textKey: 'note.text' }],
    instrumentItems: [],
    translations: {
      en: {
        'when.title': 'When',
        'birth.text': 'When were you born?',
        'birth.help': 'As on your passport.',
        'end.title': 'End',
        'note.text': 'Thanks.',
      },
      de: {
        'when.title': 'Wann',
        'birth.text': 'Wann sind Sie geboren?',
        'birth.help': 'Wie im Pass.',
      },
      ar: { 'when.title': 'متى', 'birth.text': 'متى وُلدت؟', 'birth.help': 'كما في جواز سفرك.' },
      he: { 'when.title': 'מתי', 'birth.text': 'מתי נולדת?', 'birth.help': 'כמו בדרכון.' },
    },
  }
}

async function renderDate(props: Partial<StudyRunnerProps> = {}, question?: Question) {
  return renderStudy(dateContent(question), props, 'dates')
}

const sentItems = (transport: ReturnType<typeof createFakeTransport>) =>
  transport
    .callsOf('submitResponses')
    .flatMap((call) => call.body.responses)
    .map(({ variableCode, valueNum, valueText }) => ({ variableCode, valueNum, valueText }))

describe('the date field, with the browser’s date input', () => {
  it('is what jsdom gets: its inputs keep type="date"', async () => {
    const actual: typeof DateInputSupport = await vi.importActual(
      '../../../src/react/more-fields/date-input-support',
    )
    expect(actual.nativeDateInputSupported()).toBe(true)
  })

  it('gives the limits as min and max, "today" as the participant’s date', async () => {
    await renderDate()
    const input = screen.getByLabelText('When were you born?')
    expect(input).toHaveAttribute('type', 'date')
    expect(input).toHaveAttribute('min', '1900-01-01')
    expect(input).toHaveAttribute('max', '2026-11-25')
    expect(input).toHaveAttribute('autocomplete', 'off')
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleName('When were you born?')
    expect(input).toHaveAccessibleDescription('As on your passport.')
  })

  it('answers YYYY-MM-DD with its day number, and says when the field is left empty', async () => {
    const { user, onAnswer, transport } = await renderDate()
    const input = screen.getByLabelText('When were you born?')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('As on your passport. Please answer this question.')

    fireEvent.change(input, { target: { value: '1985-05-01' } })
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: '1985-05-01' })
    expect(input).toHaveValue('1985-05-01')
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'End' })
    expect(sentItems(transport)).toEqual([
      { variableCode: 'BIRTH', valueNum: 5599, valueText: '1985-05-01' },
    ])
  })

  it('names the limits in the message for a date outside them', async () => {
    const { user } = await renderDate()
    const input = screen.getByLabelText('When were you born?')
    fireEvent.change(input, { target: { value: '2026-11-26' } })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'As on your passport. Please enter a date from January 1, 1900 to November 25, 2026.',
    )

    // Today itself is within "today".
    fireEvent.change(input, { target: { value: '2026-11-25' } })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'End' })
  })

  it('takes an incomplete date for one that is not valid, not for an emptied field', async () => {
    const { user, onAnswer } = await renderDate({}, { ...birth, required: false })
    const input = screen.getByLabelText('When were you born?')
    fireEvent.change(input, { target: { value: '1985-05-01' } })
    // What a browser does when a part of a complete date is deleted: no value, a bad input.
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } })
    fireEvent.change(input, { target: { value: '' } })
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: null })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAccessibleDescription('As on your passport. Please enter a valid date.')

    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: false } })
    fireEvent.change(input, { target: { value: '2000-01-01' } })
    fireEvent.change(input, { target: { value: '' } })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    // Not required, and emptied: nothing to say.
    await screen.findByRole('heading', { name: 'End' })
  })
})

describe('the date field, typed', () => {
  beforeEach(() => {
    support.native = false
  })

  it('is one text field with an example date in the language’s order as its hint', async () => {
    await renderDate()
    const input = screen.getByRole('textbox', { name: 'When were you born?' })
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('inputmode', 'decimal')
    expect(input).toHaveAttribute('autocomplete', 'off')
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).not.toHaveAttribute('min')
    expect(input).toHaveAccessibleDescription('As on your passport. For example 12/31/2024')
    expect(screen.getByText('For example 12/31/2024')).toHaveClass('sr-help')
  })

  it('answers what is typed in the participant’s order, and shows it back in full', async () => {
    const { user, onAnswer, transport } = await renderDate()
    const input = screen.getByRole('textbox', { name: 'When were you born?' })
    await user.type(input, '5/1/85')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: '1985-05-01' })
    // As typed while typing; in full once the participant leaves the field.
    expect(input).toHaveValue('5/1/85')
    await user.tab()
    expect(input).toHaveValue('05/01/1985')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'End' })
    expect(sentItems(transport)).toEqual([
      { variableCode: 'BIRTH', valueNum: 5599, valueText: '1985-05-01' },
    ])
    // Back: the stored answer, in the language's format.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('textbox', { name: 'When were you born?' })).toHaveValue(
      '05/01/1985',
    )
  })

  it('keeps what is not a date as typed, and asks for a valid date after Next', async () => {
    const { user, onAnswer, transport } = await renderDate()
    const input = screen.getByRole('textbox', { name: 'When were you born?' })
    await user.type(input, '31/12/2024')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: null })
    await user.tab()
    expect(input).toHaveValue('31/12/2024')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'As on your passport. For example 12/31/2024 Please enter a valid date.',
    )
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    await user.clear(input)
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: null })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAccessibleDescription(
      'As on your passport. For example 12/31/2024 Please answer this question.',
    )
  })

  it('names the limits in the message for a date outside them', async () => {
    const { user } = await renderDate()
    const input = screen.getByRole('textbox', { name: 'When were you born?' })
    await user.type(input, '12/31/1899')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAccessibleDescription(
      'As on your passport. For example 12/31/2024 Please enter a date from January 1, 1900 to November 25, 2026.',
    )
  })

  it('holds "today" as the limit to the participant’s date, and moves with it', async () => {
    const question: Question = { ...birth, minDate: undefined, helpKey: undefined }
    const { user } = await renderDate({}, question)
    const input = screen.getByRole('textbox', { name: 'When were you born?' })
    await user.type(input, '11/26/2026')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(input).toHaveAccessibleDescription(
      'For example 12/31/2024 Please enter a date on or before November 25, 2026.',
    )

    // A day later, the same date is today.
    vi.setSystemTime(new Date(2026, 10, 26, 9, 0))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'End' })
  })

  it('reads German dates and names the limits in German', async () => {
    const { user, onAnswer } = await renderDate({ language: 'de' })
    const input = await screen.findByRole('textbox', { name: 'Wann sind Sie geboren?' })
    expect(input).toHaveAccessibleDescription('Wie im Pass. Zum Beispiel 31.12.2024')
    await user.type(input, '31.12.1899')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: '1899-12-31' })
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(input).toHaveAccessibleDescription(
      'Wie im Pass. Zum Beispiel 31.12.2024 Bitte geben Sie ein Datum vom 1. Januar 1900 bis zum 25. November 2026 ein.',
    )

    await user.clear(input)
    await user.type(input, '1985-05-01')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: '1985-05-01' })
    await user.tab()
    expect(input).toHaveValue('01.05.1985')
  })

  it('renders right to left in Arabic, reading Arabic-Indic digits', async () => {
    const { user, onAnswer, root } = await renderDate({ language: 'ar' })
    expect(root).toHaveAttribute('dir', 'rtl')
    const input = await screen.findByRole('textbox', { name: 'متى وُلدت؟' })
    expect(input).toHaveAccessibleDescription(
      /^كما في جواز سفرك. مثلًا (31\/12\/2024|٣١\/١٢\/٢٠٢٤)$/,
    )
    await user.type(input, '١/٥/١٩٨٥')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: '1985-05-01' })
    await user.click(screen.getByRole('button', { name: /التالي/ }))
    await screen.findByRole('heading', { level: 2, name: /End|النهاية/ })
  })

  it('renders right to left in Hebrew, in its order', async () => {
    const hebrew = await renderDate({ language: 'he' })
    expect(hebrew.root).toHaveAttribute('dir', 'rtl')
    const field = await screen.findByRole('textbox', { name: 'מתי נולדת?' })
    expect(field).toHaveAccessibleDescription('כמו בדרכון. לדוגמה 31.12.2024')
    await hebrew.user.type(field, '1.5.1985')
    expect(hebrew.onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: '1985-05-01' })
  })
})

describe('the date field’s styles', () => {
  it('are scoped to the widget and use logical properties only', () => {
    for (const selector of dateStyles.match(/^[^\s{}][^{]*(?=\{)/gm) ?? []) {
      expect(selector.trim()).toMatch(/^\[data-study-runner\] /)
    }
    expect(dateStyles).not.toMatch(
      /(margin|padding|border)-(left|right)|\b(left|right):|width|height/,
    )
    expect(dateStyles).toMatch(/\.sr-number\.sr-date \{ inline-size: min\(100%/)
  })
})
