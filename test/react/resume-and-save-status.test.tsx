// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../../src/core/errors'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { createFakeTransport, type FakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderStudy(
  props: Partial<StudyRunnerProps> = {},
  transport: FakeTransport = createFakeTransport(studyContent()),
) {
  render(<StudyRunner studyId="energy-check" transport={transport} language="en" {...props} />)
  return { transport, user: userEvent.setup() }
}

describe('<StudyRunner> persistence', () => {
  it('resumes the stored session on its page with every answer after a reload', async () => {
    const first = renderStudy()
    await screen.findByRole('heading', { name: 'About you' })
    await first.user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '33')
    await first.user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Daily energy' })
    cleanup() // the tab closes

    const onSessionStart = vi.fn()
    const second = renderStudy({ onSessionStart })
    await screen.findByRole('heading', { name: 'Daily energy' })
    expect(second.transport.callsOf('startSession')).toHaveLength(0)
    expect(onSessionStart).toHaveBeenCalledWith({ sessionId: 'ses_1', resumed: true })
    await second.user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('33')
  })

  it("starts afresh on every load with persist 'none'", async () => {
    renderStudy({ persist: 'none' })
    await screen.findByRole('heading', { name: 'About you' })
    expect(localStorage.length).toBe(0)
  })

  it('says plainly when the stored session was closed, and offers a fresh start', async () => {
    const first = renderStudy()
    await screen.findByRole('heading', { name: 'About you' })
    await first.user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '33')
    cleanup()

    const transport = createFakeTransport(studyContent())
    transport.failOnce(
      'submitResponses',
      new ApiError({ status: 409, code: 'session_closed', message: 'abandoned' }),
    )
    const second = renderStudy({ onError: () => {} }, transport)
    await second.user.click(await screen.findByRole('button', { name: 'Next' }))
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveAttribute('data-screen', 'session-lost')
    expect(notice).toHaveTextContent('This session has ended')
    await second.user.click(screen.getByRole('button', { name: 'Start again' }))
    await screen.findByRole('heading', { name: 'About you' })
    expect(transport.callsOf('startSession')).toHaveLength(1)
    // The answer the closed session never got is filled in.
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('33')
  })
})

describe('<SaveStatus>', () => {
  it('tells the participant, politely, that answers wait on the device while offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = renderStudy()
    await screen.findByRole('heading', { name: 'About you' })
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '33')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const status = await screen.findByText('Offline — your answers are kept on this device')
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')
    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('All answers saved')).toBeInTheDocument()
  })

  it('does not say "All answers saved" beside a list of problems', async () => {
    const { user } = renderStudy()
    await screen.findByRole('heading', { name: 'About you' })
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '33')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('All answers saved')).toBeInTheDocument()
    // The next page's required items are unanswered: Next lists the problems instead.
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Please check your answers')).toBeInTheDocument()
    expect(screen.queryByText('All answers saved')).not.toBeInTheDocument()
  })
})

describe('<SaveStatus> at Finish', () => {
  // One page (the instrument's two items), so that Finish is one click away; a retry that would
  // wait a minute, so that only "Try again now" can finish within the test.
  function atFinish() {
    const content = studyContent()
    content.modules = [{ id: 'des', instrumentId: 'des6', elements: ['des6.1', 'des6.2'] }]
    return renderStudy(
      { queue: { baseDelayMs: 60_000, maxDelayMs: 60_000, random: () => 0.99 } },
      createFakeTransport(content),
    )
  }
  async function answerAndFinish(user: ReturnType<typeof userEvent.setup>) {
    for (const group of await screen.findAllByRole('radiogroup')) {
      await user.click(within(group).getAllByRole('radio')[0]!)
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }))
  }

  it('says the study finishes by itself when the service cannot be reached, and tries again now on request', async () => {
    const { user, transport } = atFinish()
    transport.failOnce('submitResponses', new NetworkError('connection reset'))
    await answerAndFinish(user)
    const status = await screen.findByText(
      'The study finishes by itself once your answers are saved.',
    )
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')
    expect(status.closest('[role="status"]')).toHaveTextContent("Couldn't save — retrying")
    const tryNow = screen.getByRole('button', { name: 'Try again now' })
    await user.click(tryNow)
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument()
    expect(transport.callsOf('finishSession')).toHaveLength(1)
  })

  it('keeps "Try again now", inert, while the attempt it started runs, so focus stays on it', async () => {
    const { user, transport } = atFinish()
    transport.failOnce('submitResponses', new NetworkError('connection reset'))
    transport.failOnce('finishSession', new NetworkError('connection reset'))
    await answerAndFinish(user)
    await user.click(await screen.findByRole('button', { name: 'Try again now' }))
    // The answers go through, the finish fails again: the button is still the focused one.
    await screen.findByText('The study finishes by itself once your answers are saved.')
    await vi.waitFor(() => expect(transport.callsOf('finishSession')).toHaveLength(1))
    const again = screen.getByRole('button', { name: 'Try again now' })
    expect(again).toHaveFocus()
    expect(again).not.toHaveAttribute('aria-disabled')
    await user.click(again)
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument()
  })

  it('says the study finishes once back online, and finishes then', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user, transport } = atFinish()
    await answerAndFinish(user)
    expect(
      await screen.findByText("The study finishes as soon as you're back online."),
    ).toBeInTheDocument()
    expect(screen.getByText('Offline — your answers are kept on this device')).toBeInTheDocument()
    // Nothing to try while the browser is offline: no button that could not help.
    expect(screen.queryByRole('button', { name: 'Try again now' })).not.toBeInTheDocument()
    expect(transport.callsOf('finishSession')).toHaveLength(0)
    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument()
    expect(transport.callsOf('finishSession')).toHaveLength(1)
  })
})
