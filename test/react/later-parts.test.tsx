// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'
import { waitForWidgetCode } from './widget-code'

afterEach(() => {
  cleanup()
  vi.doUnmock('../../src/react/later-parts')
  vi.resetModules()
})

// One page (the instrument's two items), so that Finish is one click away.
function onePageStudy() {
  const content = studyContent()
  content.modules = [{ id: 'des', instrumentId: 'des6', elements: ['des6.1', 'des6.2'] }]
  return content
}

describe('the parts no first page needs', () => {
  it('arrive with the session: a failed Next lists its problems, the end shows the scores', async () => {
    const { StudyRunner } = await import('../../src/index')
    const { prefetchLaterParts } = await import('../../src/react/use-later-parts')
    const transport = createFakeTransport(onePageStudy())
    render(<StudyRunner studyId="energy-check" transport={transport} language="en" showScores />)
    const user = userEvent.setup()
    const finish = await screen.findByRole('button', { name: 'Finish' })
    await act(async () => void (await prefetchLaterParts()))
    await waitForWidgetCode()
    await user.click(finish)
    const summary = (await screen.findByText('Please check your answers')).closest('[role="alert"]')
    expect(summary).toHaveFocus()
    for (const group of screen.getAllByRole('radiogroup')) {
      await user.click(within(group).getAllByRole('radio')[0]!)
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Your results' })).toBeInTheDocument()
  })

  it('are not needed to finish: without their chunk, each field says what is wrong and the end says thank you', async () => {
    vi.doMock('../../src/react/later-parts', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { StudyRunner } = await import('../../src/index')
    // The modules are fresh: their delivery chunk is loaded here, as test/setup.ts does.
    const { loadAnswerDelivery } = await import('../../src/core/load-answer-delivery')
    await loadAnswerDelivery()
    const transport = createFakeTransport(onePageStudy())
    const onComplete = vi.fn()
    render(
      <StudyRunner
        studyId="energy-check"
        transport={transport}
        language="en"
        showScores
        onComplete={onComplete}
      />,
    )
    const user = userEvent.setup()
    const finish = await screen.findByRole('button', { name: 'Finish' })
    await waitForWidgetCode()
    await user.click(finish)
    const first = screen.getByRole('radiogroup', { name: 'I woke up rested.' })
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Please check your answers')).not.toBeInTheDocument()
    // The failed Next is not silent: focus goes to the first control in error.
    expect(within(first).getAllByRole('radio')[0]).toHaveFocus()
    for (const group of screen.getAllByRole('radiogroup')) {
      await user.click(within(group).getAllByRole('radio')[0]!)
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const end = await screen.findByRole('heading', { name: 'Thank you' })
    expect(end.closest('section')).toHaveTextContent('Your answers have been saved.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(onComplete).toHaveBeenCalledTimes(1)
  })
})
