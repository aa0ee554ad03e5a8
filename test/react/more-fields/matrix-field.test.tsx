// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
// axe-core comes with @axe-core/playwright (the e2e checks); here it checks the DOM structure.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../../src/api/types'
import { StudyRunner } from '../../../src/index'
import { createFakeTransport } from '../../fixtures/fake-transport'
import { axeViolations } from '../axe-violations'
import { waitForWidgetCode } from '../widget-code'

afterEach(cleanup)

/** One page: a required matrix of three rows (tea, coffee, water) sharing three options. */
function matrixContent(): StudyContent {
  return {
    studyId: 'drinks',
    revision: 'm1',
    defaultLanguage: 'en',
    languages: ['en', 'he'],
    modules: [{ id: 'drinks', titleKey: 'drinks.title', elements: ['drinks'] }],
    instrumentItems: [],
    questions: [
      {
        id: 'drinks',
        variableCode: 'DRINKS',
        type: 'matrix',
        textKey: 'drinks.text',
        helpKey: 'drinks.help',
        required: true,
        options: [1, 2, 3].map((value) => ({ value, labelKey: `often.${value}` })),
        rows: ['tea', 'coffee', 'water'].map((drink) => ({
          id: drink,
          variableCode: `DRINKS_${drink.toUpperCase()}`,
          textKey: `drinks.${drink}`,
        })),
      },
    ],
    translations: {
      en: {
        'drinks.title': 'Drinks',
        'drinks.text': 'How often do you drink these?',
        'drinks.help': 'One answer per drink.',
        'drinks.tea': 'Tea',
        'drinks.coffee': 'Coffee',
        'drinks.water': 'Water',
        'often.1': 'Rarely',
        'often.2': 'Sometimes',
        'often.3': 'Daily',
      },
      he: {
        'drinks.title': 'משקאות',
        'drinks.text': 'באיזו תדירות את/ה שותה את אלה?',
        'drinks.help': 'תשובה אחת לכל משקה.',
        'drinks.tea': 'תה',
        'drinks.coffee': 'קפה',
        'drinks.water': 'מים',
        'often.1': 'לעיתים רחוקות',
        'often.2': 'לפעמים',
        'often.3': 'כל יום',
      },
    },
  }
}

async function renderMatrix(language = 'en') {
  const transport = createFakeTransport(matrixContent())
  const onAnswer = vi.fn()
  const view = render(
    <StudyRunner studyId="drinks" transport={transport} language={language} onAnswer={onAnswer} />,
  )
  await screen.findByRole('table')
  await waitForWidgetCode()
  const root = view.container.querySelector('[data-study-runner]') as HTMLElement
  return { transport, onAnswer, root, user: userEvent.setup() }
}

const question = 'How often do you drink these?'
const options = ['Rarely', 'Sometimes', 'Daily']
const drinks = ['Tea', 'Coffee', 'Water']
const row = (name: string) => screen.getByRole('radiogroup', { name })

describe('a matrix question', () => {
  it('is a group named by the question, holding a table with option columns and row headers', async () => {
    await renderMatrix()
    const group = screen.getByRole('group', { name: question })
    expect(group.tagName).toBe('FIELDSET')
    expect(group).toHaveAccessibleDescription('One answer per drink.')

    const table = within(group).getByRole('table', { name: question })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((header) => header.textContent)).toEqual(options)
    expect(columns.every((header) => header.getAttribute('scope') === 'col')).toBe(true)
    const rowHeaders = [...table.querySelectorAll('th[scope="row"]')]
    expect(rowHeaders.map((header) => header.textContent)).toEqual(drinks)
  })

  it('makes each row a required radiogroup named by its header, of radios named by option', async () => {
    await renderMatrix()
    const names = drinks.map((drink) => {
      const group = row(drink)
      expect(group.tagName).toBe('TR')
      expect(group).toHaveAttribute('aria-required', 'true')
      const radios = within(group).getAllByRole('radio')
      expect(radios.map((radio) => radio.getAttribute('name') ?? '')).toHaveLength(3)
      // One name per row: arrow keys move within the row, natively.
      expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1)
      for (const option of options) {
        expect(within(group).getByRole('radio', { name: option })).not.toBeChecked()
      }
      return radios[0]?.getAttribute('name')
    })
    expect(new Set(names).size).toBe(3)
  })

  it('ties each cell to its column and row headers', async () => {
    await renderMatrix()
    const cell = within(row('Coffee')).getByRole('radio', { name: 'Daily' }).closest('td')
    const [column, rowHeader] = (cell?.getAttribute('headers') ?? '').split(' ')
    expect(document.getElementById(column ?? '')?.textContent).toBe('Daily')
    expect(document.getElementById(rowHeader ?? '')?.textContent).toBe('Coffee')
  })

  it("answers each row's own variable", async () => {
    const { user, onAnswer, transport } = await renderMatrix()
    await user.click(within(row('Coffee')).getByRole('radio', { name: 'Daily' }))
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'DRINKS_COFFEE', value: 3 })
    expect(within(row('Coffee')).getByRole('radio', { name: 'Daily' })).toBeChecked()
    expect(
      within(row('Tea'))
        .getAllByRole('radio')
        .some((radio) => radio.matches(':checked')),
    ).toBe(false)

    await user.click(within(row('Tea')).getByRole('radio', { name: 'Rarely' }))
    await user.click(within(row('Water')).getByRole('radio', { name: 'Sometimes' }))
    // Arrow keys move within a row, changing that row's answer only.
    await user.keyboard('{ArrowRight}')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'DRINKS_WATER', value: 3 })
    expect(within(row('Water')).getByRole('radio', { name: 'Daily' })).toHaveFocus()
    expect(within(row('Coffee')).getByRole('radio', { name: 'Daily' })).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    const sent = new Map(
      transport
        .callsOf('submitResponses')
        .flatMap((call) => call.body.responses.map((item) => [item.variableCode, item.valueNum])),
    )
    expect(Object.fromEntries(sent)).toEqual({
      DRINKS_TEA: 1,
      DRINKS_COFFEE: 3,
      DRINKS_WATER: 3,
    })
  })

  it('when required, stops Next with one message and marks each unanswered row', async () => {
    const { user, transport } = await renderMatrix()
    await user.click(within(row('Coffee')).getByRole('radio', { name: 'Sometimes' }))
    await user.click(screen.getByRole('button', { name: 'Finish' }))

    const group = screen.getByRole('group', { name: question })
    expect(group).toHaveAccessibleDescription('One answer per drink. Please answer every row.')
    expect(within(group).getAllByText('Please answer every row.')).toHaveLength(1)
    for (const drink of ['Tea', 'Water']) {
      expect(row(drink)).toHaveAttribute('aria-invalid', 'true')
      expect(row(drink)).toHaveAccessibleDescription('Not answered')
    }
    expect(row('Coffee')).not.toHaveAttribute('aria-invalid')
    expect(row('Coffee')).not.toHaveAccessibleDescription()
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    // The summary names the question once; its link goes to the first unanswered row.
    const summary = screen.getByRole('alert')
    expect(within(summary).getAllByRole('listitem')).toHaveLength(1)
    expect(within(summary).getByRole('listitem')).toHaveTextContent(
      `${question} — Please answer every row.`,
    )
    await user.click(within(summary).getByRole('link', { name: question }))
    expect(within(row('Tea')).getByRole('radio', { name: 'Rarely' })).toHaveFocus()

    // An answered row loses its mark; the rows still unanswered keep theirs.
    await user.click(within(row('Tea')).getByRole('radio', { name: 'Daily' }))
    expect(row('Tea')).not.toHaveAttribute('aria-invalid')
    expect(row('Water')).toHaveAccessibleDescription('Not answered')
    await user.click(within(row('Water')).getByRole('radio', { name: 'Daily' }))
    expect(within(group).queryByText('Please answer every row.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
  })

  it('renders right to left, in the language shown', async () => {
    const { root, user, onAnswer } = await renderMatrix('he')
    expect(root).toHaveAttribute('dir', 'rtl')
    const table = screen.getByRole('table', { name: 'באיזו תדירות את/ה שותה את אלה?' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['לעיתים רחוקות', 'לפעמים', 'כל יום'])
    await user.click(within(row('מים')).getByRole('radio', { name: 'כל יום' }))
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'DRINKS_WATER', value: 3 })
  })

  it('passes axe, also in error', async () => {
    const { root, user } = await renderMatrix()
    expect(await axeViolations(root)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('alert')
    expect(await axeViolations(root)).toEqual([])
  })
})
