// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../../src/core/errors'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { createFakeTransport, type FakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderStudy(
  props: Partial<StudyRunnerProps> = {},
  prepare: (transport: FakeTransport) => void = () => {},
  content = studyContent(),
) {
  const transport = createFakeTransport(content)
  prepare(transport)
  const onError = vi.fn()
  const view = render(
    <StudyRunner studyId="energy-check" transport={transport} onError={onError} {...props} />,
  )
  return { transport, onError, user: userEvent.setup(), ...view }
}

/** The element of the screen on show, with its `data-screen` and `data-code`. */
async function findScreen(name: string) {
  const heading = await screen.findByRole('heading', { name })
  const element = heading.closest('[data-screen]')
  if (!element) throw new Error(`"${name}" is not on a screen`)
  return element
}

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code })

/** Answers the first page's optional choice: the first answer, which asks for the session. */
async function answerFirst(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 2 })
  await user.click(screen.getAllByRole('radio')[0]!)
}

describe('loading', () => {
  it('shows a busy skeleton with a stable height, announced once the UI strings are there', () => {
    const { container } = renderStudy({ language: 'en' }, (transport) => {
      transport.getContent = () => new Promise(() => {})
    })
    const loading = container.querySelector('[data-screen="loading"]')
    expect(loading).toHaveAttribute('aria-busy', 'true')
    expect(loading).toHaveAttribute('data-code', 'loading')
    expect(loading).toHaveClass('sr-loading')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  })

  it('shows no text at all until the catalogue of the language has loaded', async () => {
    const { container } = renderStudy({ language: 'he' })
    expect(container.querySelector('[data-screen="loading"]')).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(container.querySelector('[data-study-runner]')).toHaveAttribute('dir', 'rtl')
    // The study has no Hebrew: it runs in its default language once loaded.
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument()
  })
})

describe('screens instead of the study', () => {
  it('says plainly that the study does not exist (404 not_found)', async () => {
    const { onError } = renderStudy({ language: 'en' }, (transport) =>
      transport.failAlways('getContent', apiError(404, 'not_found')),
    )
    const notice = await findScreen('Study not found')
    expect(notice).toHaveAttribute('data-screen', 'not-found')
    expect(notice).toHaveAttribute('data-code', 'not_found')
    expect(notice).toHaveTextContent('Please check the link you were given.')
    expect(within(notice as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith({ code: 'not_found', message: 'not_found' })
  })

  it('says the study is not open when it is not live (409 study_not_live), in Arabic too', async () => {
    const { onError, user } = renderStudy({ language: 'ar' }, (transport) =>
      transport.failAlways('startSession', apiError(409, 'study_not_live')),
    )
    await answerFirst(user)
    const notice = await findScreen('هذه الدراسة غير مفتوحة')
    expect(notice).toHaveAttribute('data-screen', 'not-live')
    expect(notice).toHaveAttribute('data-code', 'study_not_live')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'study_not_live' }))
  })

  it('says the study is not available when its licence is inactive (403 license_inactive)', async () => {
    const { onError, user } = renderStudy({ language: 'en' }, (transport) =>
      transport.failAlways('startSession', apiError(403, 'license_inactive')),
    )
    await answerFirst(user)
    const notice = await findScreen('This study is not available')
    expect(notice).toHaveAttribute('data-screen', 'license-inactive')
    expect(notice).toHaveAttribute('data-code', 'license_inactive')
    expect(notice).toHaveTextContent('Please contact whoever invited you.')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'license_inactive' }))
  })

  it('gives each of the three its own message', async () => {
    const texts = []
    for (const [status, code] of [
      [404, 'not_found'],
      [409, 'study_not_live'],
      [403, 'license_inactive'],
    ] as const) {
      const { unmount } = renderStudy({ language: 'de' }, (transport) =>
        transport.failAlways('getContent', apiError(status, code)),
      )
      const notice = await screen.findByRole('alert')
      texts.push(notice.textContent)
      unmount()
    }
    expect(new Set(texts).size).toBe(3)
  })

  it('keeps the page when the session cannot start offline: Next says so, Try again goes on', async () => {
    const { user, onError, transport } = renderStudy(
      { language: 'en', queue: { startRetries: 0 } },
      (transport) => transport.failAlways('startSession', new NetworkError('offline')),
    )
    await answerFirst(user)
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '40')
    // The first answer's start failed quietly: the participant is still answering.
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument()
    expect(onError).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const status = await screen.findByText(/Your answers could not be saved/)
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('40')
    expect(onError).toHaveBeenCalledWith({ code: 'network_error', message: 'offline' })

    transport.failAlways('startSession', undefined)
    await user.click(within(status.parentElement!).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Daily energy' })).toBeInTheDocument()
    const keys = transport.callsOf('startSession').map((call) => call.idempotencyKey)
    expect(keys.length).toBeGreaterThanOrEqual(3)
    expect(new Set(keys).size).toBe(1)
  })

  it('retries a session start that failed on the way, with the same Idempotency-Key', async () => {
    const { transport, user } = renderStudy(
      { language: 'en', queue: { baseDelayMs: 5, maxDelayMs: 5 } },
      (transport) => transport.failOnce('startSession', new NetworkError('offline')),
    )
    await answerFirst(user)
    await vi.waitFor(() => expect(transport.callsOf('startSession')).toHaveLength(2))
    const keys = transport.callsOf('startSession').map((call) => call.idempotencyKey)
    expect(keys[0]).toBe(keys[1])
  })

  it('offers to try again when the content cannot be loaded after its retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { transport } = renderStudy({ language: 'en' }, (transport) =>
      transport.failAlways('getContent', new NetworkError('offline')),
    )
    await vi.advanceTimersByTimeAsync(10_000)
    const notice = await findScreen('Something went wrong')
    expect(notice).toHaveAttribute('data-code', 'network_error')
    transport.failAlways('getContent', undefined)
    within(notice as HTMLElement)
      .getByRole('button', { name: 'Try again' })
      .click()
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument()
  })
})

describe('completion', () => {
  // A one-page study: the instrument's two items, each answered with its first option.
  const onePage = studyContent()
  onePage.modules = [{ id: 'des', instrumentId: 'des6', elements: ['des6.1', 'des6.2'] }]

  async function finish(user: ReturnType<typeof userEvent.setup>, finishLabel: string) {
    const groups = await screen.findAllByRole('radiogroup')
    for (const group of groups) await user.click(within(group).getAllByRole('radio')[0]!)
    await user.click(screen.getByRole('button', { name: finishLabel }))
  }

  it('thanks the participant and shows no scores unless the host asks', async () => {
    const { user } = renderStudy({ language: 'en' }, undefined, onePage)
    await finish(user, 'Finish')
    const done = await findScreen('Thank you')
    expect(done).toHaveAttribute('data-screen', 'completed')
    expect(done).toHaveAttribute('data-code', 'completed')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows scale, value and band in a table with showScores', async () => {
    const { user } = renderStudy({ language: 'en', showScores: true }, undefined, onePage)
    await finish(user, 'Finish')
    await findScreen('Thank you')
    const table = await screen.findByRole('table', { name: 'Your results' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Scale', 'Score', 'Level'])
    const row = within(table).getByRole('row', { name: /total/ })
    expect(within(row).getByRole('rowheader')).toHaveTextContent('total')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'low'])
  })

  // The same study with the instrument's scale and band names (the content's `scales`).
  const named = studyContent()
  named.modules = onePage.modules
  named.scales = [
    {
      instrumentId: 'des6',
      scale: 'total',
      labelKey: 'des6.scale.total',
      min: 0,
      max: 18,
      bands: [
        { label: 'low', labelKey: 'des6.band.low', from: 0, to: 6 },
        { label: 'high', labelKey: 'des6.band.high', from: 6.01, to: 18 },
      ],
    },
  ]
  const names = {
    en: ['Daily energy', 'Low', 'High'],
    de: ['Tägliche Energie', 'Niedrig', 'Hoch'],
    ar: ['الطاقة اليومية', 'منخفضة', 'مرتفعة'],
  }
  for (const [language, [scale, low, high]] of Object.entries(names)) {
    named.translations[language] = {
      ...named.translations[language],
      'des6.scale.total': scale!,
      'des6.band.low': low!,
      'des6.band.high': high!,
    }
  }

  it('names scale and band in words, with the range, when the content has scales', async () => {
    const { user } = renderStudy({ language: 'en', showScores: true }, undefined, named)
    await finish(user, 'Finish')
    const table = await screen.findByRole('table', { name: 'Your results' })
    const row = within(table).getByRole('row', { name: /Daily energy/ })
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Daily energy')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 of 18', 'Low'])
  })

  it("says the scores in the participant's language and numerals", async () => {
    const { user } = renderStudy({ language: 'de', showScores: true }, undefined, named)
    await finish(user, 'Abschließen')
    const table = await screen.findByRole('table', { name: 'Ihre Ergebnisse' })
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Tägliche Energie')
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 von 18', 'Niedrig'])
    cleanup()
    // Another participant, on a device of their own (this one took part already).
    window.localStorage.clear()

    const arabic = renderStudy({ language: 'ar', showScores: true }, undefined, named)
    await finish(arabic.user, 'إنهاء')
    const arTable = await screen.findByRole('table', { name: 'نتائجك' })
    expect(within(arTable).getByRole('rowheader')).toHaveTextContent('الطاقة اليومية')
    const number = new Intl.NumberFormat('ar')
    expect(
      within(arTable)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`${number.format(3)} من ${number.format(18)}`, 'منخفضة'])
  })

  it('formats score values for the language', async () => {
    const { user } = renderStudy({ language: 'ar', showScores: true }, undefined, onePage)
    await finish(user, 'إنهاء')
    const table = await screen.findByRole('table', { name: 'نتائجك' })
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(
      new Intl.NumberFormat('ar').format(3),
    )
  })
})
