// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../../src/core/errors'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// A one-page study (the instrument's two items), so that Finish is one click away.
function onePageStudy() {
  const content = studyContent()
  content.modules = [{ id: 'des', instrumentId: 'des6', elements: ['des6.1', 'des6.2'] }]
  return content
}

function renderStudy(props: Partial<StudyRunnerProps> = {}, content = studyContent()) {
  const transport = createFakeTransport(content)
  const element = (extra: Partial<StudyRunnerProps>) => (
    <StudyRunner studyId="energy-check" transport={transport} {...props} {...extra} />
  )
  const view = render(element({}))
  return {
    transport,
    user: userEvent.setup(),
    rerenderWith: (extra: Partial<StudyRunnerProps>) => view.rerender(element(extra)),
    ...view,
  }
}

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  for (const group of await screen.findAllByRole('radiogroup')) {
    await user.click(within(group).getAllByRole('radio')[0]!)
  }
}

describe('messages', () => {
  it('override the strings of a lazily loaded catalogue, key by key', async () => {
    renderStudy({ language: 'de', messages: { de: { next: 'Los geht’s' } } })
    await screen.findByRole('heading', { name: 'Über Sie' })
    expect(screen.getByRole('button', { name: 'Los geht’s' })).toBeInTheDocument()
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument()
  })

  it('follow a change of the prop without reloading the widget', async () => {
    const { rerenderWith } = renderStudy({ language: 'ar' })
    await screen.findByRole('heading', { name: 'عنك' })
    rerenderWith({ messages: { ar: { next: 'متابعة' } } })
    expect(await screen.findByRole('button', { name: 'متابعة' })).toBeInTheDocument()
    rerenderWith({ messages: {} })
    expect(await screen.findByRole('button', { name: 'التالي' })).toBeInTheDocument()
  })
})

describe('onSaveStateChange', () => {
  it('tells saving, then saved once the service acknowledged the answers', async () => {
    const onSaveStateChange = vi.fn()
    const { user } = renderStudy({ language: 'en', onSaveStateChange }, onePageStudy())
    await answerAll(user)
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(onSaveStateChange.mock.calls.map(([state]) => state as unknown)).toEqual([
      'saving',
      'saved',
    ])
  })

  it('tells retrying while a failed batch waits, then saved', async () => {
    const onSaveStateChange = vi.fn()
    const { user, transport } = renderStudy(
      {
        language: 'en',
        onSaveStateChange,
        queue: { baseDelayMs: 300, maxDelayMs: 300, random: () => 0.99 },
      },
      onePageStudy(),
    )
    await answerAll(user)
    transport.failOnce('submitResponses', new NetworkError('offline'))
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(await screen.findByText("Couldn't save — retrying")).toBeVisible()
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(onSaveStateChange.mock.calls.map(([state]) => state as unknown)).toEqual([
      'saving',
      'retrying',
      'saving',
      'saved',
    ])
  })

  it('tells an error when the service refuses the answers, and saved after Try again', async () => {
    const onSaveStateChange = vi.fn()
    const onError = vi.fn()
    const { user, transport } = renderStudy(
      { language: 'en', onSaveStateChange, onError },
      onePageStudy(),
    )
    await answerAll(user)
    transport.failOnce(
      'submitResponses',
      new ApiError({ status: 422, code: 'validation_failed', message: 'bad' }),
    )
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const status = await screen.findByText(/could not be saved/)
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')
    expect(onError).toHaveBeenCalledWith({ code: 'validation_failed', message: 'bad' })
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(onSaveStateChange.mock.calls.map(([state]) => state as unknown)).toEqual([
      'saving',
      'error',
      'saving',
      'saved',
    ])
  })
})

describe('persist and sendMode', () => {
  it('accept the documented values', async () => {
    renderStudy({ language: 'en', persist: 'session', sendMode: 'stream' })
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument()
  })

  it('reject anything else with a message that says the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderStudy({ language: 'en', persist: 'localStorage' as StudyRunnerProps['persist'] }),
    ).toThrow(/\[study-runner\] persist must be 'local', 'session', 'none'/)
  })
})

describe('colorScheme', () => {
  it('names the palette on the root for light and dark, and leaves auto to the page', async () => {
    const root = async () =>
      (await screen.findByRole('heading', { name: 'About you' })).closest('[data-study-runner]')
    renderStudy({ language: 'en', colorScheme: 'dark' })
    expect(await root()).toHaveAttribute('data-scheme', 'dark')
    cleanup()
    renderStudy({ language: 'en', colorScheme: 'light' })
    expect(await root()).toHaveAttribute('data-scheme', 'light')
    cleanup()
    renderStudy({ language: 'en' })
    expect(await root()).not.toHaveAttribute('data-scheme')
  })

  it('rejects anything else with a message that says the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderStudy({ language: 'en', colorScheme: 'night' as StudyRunnerProps['colorScheme'] }),
    ).toThrow(/\[study-runner\] colorScheme must be 'light', 'dark', 'auto'/)
  })
})
