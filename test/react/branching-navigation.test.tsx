// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../src/core/response-storage'
import { StudyRunner } from '../../src/index'
import { branchingContent } from '../fixtures/branching-content'
import { createFakeTransport } from '../fixtures/fake-transport'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderStudy(
  props: Partial<Parameters<typeof StudyRunner>[0]> = {},
  transport = createFakeTransport(branchingContent()),
) {
  const user = userEvent.setup()
  const view = render(
    <StudyRunner studyId="branching" transport={transport} language="en" {...props} />,
  )
  const choose = async (question: string, option: string) =>
    user.click(
      within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', {
        name: option,
      }),
    )
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
  return { transport, user, choose, next, ...view }
}

describe('<StudyRunner> branching and navigation', () => {
  it('shows and hides a question on the same page as the answers change', async () => {
    const { choose, next } = renderStudy()
    await screen.findByRole('heading', { name: 'Consent' })
    await choose('Do you agree to take part?', 'Yes')
    await next()
    await screen.findByRole('heading', { name: 'Your habits' })
    // By its text: the number field's control and role belong to the question types.
    const cigarettes = () => screen.queryByText('How many cigarettes a day?')
    expect(cigarettes()).not.toBeInTheDocument()
    await choose('Do you smoke?', 'Yes')
    expect(cigarettes()).toBeInTheDocument()
    await choose('Do you smoke?', 'No')
    expect(cigarettes()).not.toBeInTheDocument()
  })

  it('shows progress the participant can trust, for eyes and screen readers', async () => {
    const { choose, next, user } = renderStudy()
    await screen.findByRole('heading', { name: 'Consent' })
    const bar = () => screen.getByRole('progressbar', { name: 'Progress' })
    expect(bar()).toHaveAttribute('value', '0')
    expect(bar()).toHaveAttribute('max', '100')
    expect(bar()).toHaveAttribute('aria-valuetext', 'Page 1 of 7')
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument()

    await choose('Do you agree to take part?', 'Yes')
    await next()
    await screen.findByRole('heading', { name: 'Your habits' })
    expect(bar()).toHaveAttribute('aria-valuetext', 'Page 2 of 7')
    expect(bar()).toHaveAttribute('value', '14') // 1 of 7 done
    // Smokers get one more page (the smoking module). While still on this page the count stays:
    // it never says "Page 2 of 7", then "Page 2 of 8" for the same page.
    await choose('Do you smoke?', 'Yes')
    expect(screen.getByText('Page 2 of 7')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('value', '14')

    await user.type(screen.getByRole('textbox', { name: /How many cigarettes/ }), '10')
    await next()
    await screen.findByRole('heading', { name: 'Smoking' })
    // The next page counts what is known now: 2 of 8 done.
    expect(screen.getByText('Page 3 of 8')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('value', '25')

    // Back is honest too: one page fewer done.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Your habits' })
    expect(bar()).toHaveAttribute('aria-valuetext', 'Page 2 of 8')
    expect(bar()).toHaveAttribute('value', '13')
  })

  it('fills the progress bar on the completion screen', async () => {
    const { choose, next } = renderStudy()
    await screen.findByRole('heading', { name: 'Consent' })
    await choose('Do you agree to take part?', 'No')
    await next()
    await screen.findByText('Thank you for your interest. This study ends here.')
    const bar = screen.getByRole('progressbar', { name: 'Progress' })
    expect(bar).toHaveAttribute('value', '100')
    expect(bar).toHaveAttribute('max', '100')
    expect(bar).toHaveAttribute('aria-valuetext', 'Completed')
  })

  it('ends early with the end text when a module ends the study', async () => {
    const onComplete = vi.fn()
    const { choose, next, transport } = renderStudy({ onComplete })
    await screen.findByRole('heading', { name: 'Consent' })
    await choose('Do you agree to take part?', 'No')
    await next()
    expect(
      await screen.findByText('Thank you for your interest. This study ends here.'),
    ).toBeInTheDocument()
    expect(transport.callsOf('finishSession')).toHaveLength(1)
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ ended: true }))
  })

  it('never touches the browser history without the history prop', async () => {
    const pushState = vi.spyOn(window.history, 'pushState')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const { choose, next } = renderStudy()
    await screen.findByRole('heading', { name: 'Consent' })
    await choose('Do you agree to take part?', 'Yes')
    await next()
    await screen.findByRole('heading', { name: 'Your habits' })
    expect(pushState).not.toHaveBeenCalled()
    expect(replaceState).not.toHaveBeenCalled()
  })

  it('with history, makes each page an entry and follows the browser back', async () => {
    window.history.replaceState({ hostRouter: 7 }, '')
    const pushState = vi.spyOn(window.history, 'pushState')
    const { choose, next } = renderStudy({ history: true })
    await screen.findByRole('heading', { name: 'Consent' })
    await choose('Do you agree to take part?', 'Yes')
    await next()
    await screen.findByRole('heading', { name: 'Your habits' })
    expect(pushState).toHaveBeenCalledTimes(1)
    expect(pushState.mock.calls[0]?.[0]).toEqual({ hostRouter: 7, studyRunner: { ses_1: 1 } })

    window.history.back()
    const heading = await screen.findByRole('heading', { name: 'Consent' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked()
    expect(pushState).toHaveBeenCalledTimes(1)
  })
  it('with history, a reload on a later page tags that page and adds no entry', async () => {
    const storage = createMemoryStorage()
    const transport = createFakeTransport(branchingContent())
    const first = renderStudy({ storage }, transport)
    await screen.findByRole('heading', { name: 'Consent' })
    await first.choose('Do you agree to take part?', 'Yes')
    await first.next()
    await screen.findByRole('heading', { name: 'Your habits' })
    first.unmount()

    window.history.replaceState({ studyRunner: { ses_1: 1 } }, '')
    const pushState = vi.spyOn(window.history, 'pushState')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    renderStudy({ storage, history: true }, transport)
    await screen.findByRole('heading', { name: 'Your habits' })
    await waitFor(() => expect(replaceState).toHaveBeenCalled())
    expect(replaceState.mock.calls.map((call) => call[0] as unknown)).toEqual([
      { studyRunner: { ses_1: 1 } },
    ])
    expect(pushState).not.toHaveBeenCalled()
  })

  it('with history, steps the history back on the Back button and forward through Next', async () => {
    const pushState = vi.spyOn(window.history, 'pushState')
    const back = vi.spyOn(window.history, 'back')
    const { choose, next, user } = renderStudy({ history: true })
    await screen.findByRole('heading', { name: 'Consent' })
    await choose('Do you agree to take part?', 'Yes')
    await next()
    await screen.findByRole('heading', { name: 'Your habits' })

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Consent' })
    expect(back).toHaveBeenCalledTimes(1)
    expect(pushState).toHaveBeenCalledTimes(1)

    // The browser's Forward goes on through Next: the page is sent and the next one shown.
    window.history.forward()
    await screen.findByRole('heading', { name: 'Your habits' })
    expect(pushState).toHaveBeenCalledTimes(1)
  })
})
