// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { prefetchLaterParts } from '../../src/react/use-later-parts'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

// One page (the instrument's two items), so that Finish is one click away.
function onePageStudy(overrides: Partial<StudyContent> = {}) {
  const content = studyContent(overrides)
  content.modules = [
    { id: 'des', titleKey: 'des.title', instrumentId: 'des6', elements: ['des6.1', 'des6.2'] },
  ]
  return content
}

async function renderStudy(content: StudyContent, props: Partial<StudyRunnerProps> = {}) {
  const transport = createFakeTransport(content)
  const onComplete = vi.fn()
  const onError = vi.fn()
  const view = render(
    <StudyRunner
      studyId="energy-check"
      transport={transport}
      language="en"
      onComplete={onComplete}
      onError={onError}
      {...props}
    />,
  )
  await act(async () => void (await prefetchLaterParts()))
  return { transport, onComplete, onError, ...view }
}

async function finish(user = userEvent.setup()) {
  for (const group of await screen.findAllByRole('radiogroup')) {
    await user.click(within(group).getAllByRole('radio')[1]!)
  }
  await user.click(screen.getByRole('button', { name: 'Finish' }))
  return screen.findByRole('heading', { name: 'Thank you' })
}

// jsdom navigates within the document only: the test page's own URL with a fragment stands for
// the panel's address (http://localhost:3000, vitest's jsdom URL).
const here = new URL(window.location.href).origin

describe('the completion redirect', () => {
  it('goes to an allowed origin after the delay, offering the link meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const redirect = { completed: `${here}/#done-{{DES6_1}}` }
    const content = onePageStudy({ completion: { redirect, delaySeconds: 30 } })
    const { onComplete } = await renderStudy(content, { redirectOrigins: [here] })
    await finish(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }))
    const link = await screen.findByRole('link', { name: 'Continue' })
    expect(link).toHaveAttribute('href', `${here}/#done-3`)
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ redirectUrl: `${here}/#done-3` }),
    )
    expect(window.location.hash).toBe('')
    act(() => void vi.advanceTimersByTime(30_000))
    expect(window.location.hash).toBe('#done-3')
  })

  it('follows the origins the host allows when the session finishes, not when it started', async () => {
    // A host that reads its settings after mounting the widget (the demo's host page does).
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const content = onePageStudy({ completion: { redirect: { completed: `${here}/#later` } } })
    const { rerender, transport } = await renderStudy(content)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(
      within((await screen.findAllByRole('radiogroup'))[0]!).getAllByRole('radio')[1]!,
    )
    rerender(
      <StudyRunner
        studyId="energy-check"
        transport={transport}
        language="en"
        redirectOrigins={[here]}
      />,
    )
    await finish(user)
    act(() => void vi.advanceTimersByTime(0))
    expect(window.location.hash).toBe('#later')
  })

  it('only offers the link to an origin the host did not allow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const content = onePageStudy({ completion: { redirect: { completed: `${here}/#done` } } })
    await renderStudy(content)
    await finish(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }))
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `${here}/#done`,
    )
    act(() => void vi.advanceTimersByTime(60_000))
    expect(window.location.hash).toBe('')
  })

  it('neither follows nor offers a URL that is not http(s)', async () => {
    const completed = 'javascript:alert(document.domain)'
    const content = onePageStudy({ completion: { redirect: { completed } } })
    const { onComplete } = await renderStudy(content, { redirectOrigins: [here] })
    await finish()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(onComplete.mock.calls[0]?.[0]).not.toHaveProperty('redirectUrl')
  })
})

describe('a copy of the answers', () => {
  it('prints the answers alone, from a frame of their own inside the widget', async () => {
    const print = vi.fn()
    const frameWindow = Object.getOwnPropertyDescriptor(
      HTMLIFrameElement.prototype,
      'contentWindow',
    )!
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
      this: HTMLIFrameElement,
    ) {
      const view = frameWindow.get!.call(this) as Window | null
      if (view) view.print = print
      return view
    })
    const { container } = await renderStudy(onePageStudy({ completion: { participantCopy: true } }))
    const user = userEvent.setup()
    await finish(user)
    await user.click(screen.getByRole('button', { name: 'Save a copy of my answers' }))
    expect(print).toHaveBeenCalledTimes(1)
    const frame = container.querySelector('[data-study-runner] iframe') as HTMLIFrameElement
    expect(frame).toHaveAttribute('aria-hidden', 'true')
    const copy = frame.contentDocument!
    expect(copy.documentElement).toHaveAttribute('lang', 'en')
    expect(copy.querySelector('h1')).toHaveTextContent('Your answers')
    expect(copy.querySelector('h3')).toHaveTextContent('Daily energy')
    expect([...copy.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'I woke up rested.',
      'I had energy in the afternoon.',
    ])
    expect([...copy.querySelectorAll('dd')].map((answer) => answer.textContent)).toEqual([
      'Always',
      'Always',
    ])
    expect(copy.querySelector('button')).toBeNull()
    frame.contentWindow!.dispatchEvent(new Event('afterprint'))
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('is not offered unless the content asks for it', async () => {
    await renderStudy(onePageStudy())
    await finish()
    expect(screen.queryByRole('button', { name: 'Save a copy of my answers' })).toBeNull()
  })
})

describe('once per device', () => {
  it('says the participant took part already, and starts no session', async () => {
    await renderStudy(onePageStudy())
    await finish()
    cleanup()
    const { transport, onError } = await renderStudy(onePageStudy())
    const heading = await screen.findByRole('heading', { name: 'You have already taken part' })
    const notice = heading.closest('[data-screen]')
    expect(notice).toHaveAttribute('data-screen', 'already-completed')
    expect(notice).toHaveAttribute('data-code', 'already_completed')
    expect(within(notice as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'already_completed' }))
    expect(transport.callsOf('startSession')).toHaveLength(0)
  })

  it('lets the participant take part again when the host allows a retake', async () => {
    await renderStudy(onePageStudy())
    await finish()
    cleanup()
    const { transport } = await renderStudy(onePageStudy(), { allowRetake: true })
    expect(await screen.findAllByRole('radiogroup')).toHaveLength(2)
    await expect(finish()).resolves.toBeInTheDocument()
    expect(transport.callsOf('startSession')).toHaveLength(1)
  })

  it('remembers nothing with persist: none', async () => {
    await renderStudy(onePageStudy(), { persist: 'none' })
    await finish()
    cleanup()
    await renderStudy(onePageStudy(), { persist: 'none' })
    expect(await screen.findAllByRole('radiogroup')).toHaveLength(2)
  })
})
