// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { StudyRunner } from '../../src/index'
import { everyTypeContent } from '../fixtures/every-type-content'
import { createFakeTransport } from '../fixtures/fake-transport'
import { waitForWidgetCode } from './widget-code'

afterEach(cleanup)

/** The every-type study reduced to its instrument module: one page, a grid of three items. */
async function renderGrid(language = 'en') {
  const full = everyTypeContent()
  const content = everyTypeContent({ modules: full.modules.slice(1) })
  const transport = createFakeTransport(content)
  render(<StudyRunner studyId="every-type" transport={transport} language={language} />)
  await screen.findByRole('heading', { level: 2 })
  await waitForWidgetCode()
  return { transport, user: userEvent.setup() }
}

const levels = ['Never', 'Sometimes', 'Often', 'Always']
const items = ['I felt calm.', 'I felt active.', 'I slept well.']

describe('<InstrumentGrid>', () => {
  it('is a table with a caption, option column headers and item row headers', async () => {
    await renderGrid()
    const table = screen.getByRole('table', { name: 'Wellbeing' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(levels)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((header) => header.getAttribute('scope') === 'col'),
    ).toBe(true)
    const rowHeaders = table.querySelectorAll('th[scope="row"]')
    expect([...rowHeaders].map((header) => header.textContent)).toEqual(
      items.map((item) => `${item}*`),
    )
  })

  it('makes each row a required radiogroup named by its item, of radios named by option', async () => {
    await renderGrid()
    for (const item of items) {
      const row = screen.getByRole('radiogroup', { name: item })
      expect(row.tagName).toBe('TR')
      expect(row).toHaveAttribute('aria-required', 'true')
      const radios = within(row).getAllByRole('radio')
      expect(radios).toHaveLength(4)
      // One name per row: arrow keys move within the row, natively.
      expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1)
      for (const level of levels) {
        expect(within(row).getByRole('radio', { name: level })).toBeInTheDocument()
      }
    }
    const names = items.map((item) =>
      within(screen.getByRole('radiogroup', { name: item }))
        .getAllByRole('radio')[0]
        ?.getAttribute('name'),
    )
    expect(new Set(names).size).toBe(3)
  })

  it('ties each cell to its column and row headers', async () => {
    await renderGrid()
    const row = screen.getByRole('radiogroup', { name: 'I felt active.' })
    const cell = within(row).getByRole('radio', { name: 'Often' }).closest('td')
    const [column, rowHeader] = (cell?.getAttribute('headers') ?? '').split(' ')
    expect(document.getElementById(column ?? '')?.textContent).toBe('Often')
    expect(document.getElementById(rowHeader ?? '')?.textContent).toBe('I felt active.*')
  })

  it('marks unanswered rows invalid with a short mark, sums them up once, and sends the answered rows', async () => {
    const { user, transport } = await renderGrid()
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'I felt calm.' })).getByRole('radio', {
        name: 'Often',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Finish' }))

    const calm = screen.getByRole('radiogroup', { name: 'I felt calm.' })
    const active = screen.getByRole('radiogroup', { name: 'I felt active.' })
    expect(calm).not.toHaveAttribute('aria-invalid')
    expect(active).toHaveAttribute('aria-invalid', 'true')
    // A short mark per row, not the same sentence six times over.
    expect(active).toHaveAccessibleDescription('Not answered')
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    // One summary entry for both rows; its link moves focus to the first one's first radio.
    const summary = screen.getByRole('alert')
    expect(within(summary).getAllByRole('listitem')).toHaveLength(1)
    await user.click(
      within(summary).getByRole('link', { name: '2 statements in the table are not answered' }),
    )
    expect(within(active).getByRole('radio', { name: 'Never' })).toHaveFocus()

    // One row left: the summary names it, with its message.
    await user.click(within(active).getByRole('radio', { name: 'Always' }))
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const left = screen.getByRole('alert')
    expect(within(left).getAllByRole('listitem')).toHaveLength(1)
    expect(within(left).getByRole('listitem')).toHaveTextContent(
      'I slept well. — Please answer this question.',
    )
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'I slept well.' })).getByRole('radio', {
        name: 'Never',
      }),
    )
    expect(active).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(
      transport
        .callsOf('submitResponses')
        .flatMap((call) => call.body.responses.map((item) => [item.variableCode, item.valueNum])),
    ).toEqual([
      ['WB3_1', 2],
      ['WB3_2', 3],
      ['WB3_3', 0],
    ])
  })
})
