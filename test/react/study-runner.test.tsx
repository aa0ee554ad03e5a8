// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../src/api/types'
import { ApiError, NetworkError } from '../../src/core/errors'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderStudy(
  props: Partial<Parameters<typeof StudyRunner>[0]> = {},
  content = studyContent(),
) {
  const transport = createFakeTransport(content)
  const user = userEvent.setup()
  const view = render(<StudyRunner studyId="energy-check" transport={transport} {...props} />)
  return { transport, user, ...view }
}

function root(container: HTMLElement) {
  const element = container.querySelector('[data-study-runner]')
  if (!element) throw new Error('no widget root')
  return element
}

describe('<StudyRunner>', () => {
  it('runs a study from the first page to the thank-you screen by labels and buttons', async () => {
    const onComplete = vi.fn()
    const onPageChange = vi.fn()
    const { user, transport, container } = renderStudy({ language: 'en', onComplete, onPageChange })

    const heading = await screen.findByRole('heading', { name: 'About you', level: 2 })
    expect(heading).not.toHaveFocus()
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.getByText('short').tagName).toBe('STRONG')
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '42')
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'How do you feel today?' })).getByRole(
        'radio',
        {
          name: 'Good',
        },
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByRole('heading', { name: 'Daily energy' })).toHaveFocus()
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    const item1 = screen.getByRole('radiogroup', { name: 'I woke up rested.' })
    expect(item1).toHaveAttribute('aria-required', 'true')
    await user.click(within(item1).getByRole('radio', { name: 'Always' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await screen.findByRole('radiogroup', { name: 'I had energy in the afternoon.' })
    await user.click(screen.getByRole('radio', { name: 'Never' }))
    await user.click(screen.getByRole('button', { name: 'Finish' }))

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus()
    expect(
      transport
        .callsOf('submitResponses')
        .map((call) => call.body.responses.map((item) => [item.variableCode, item.valueNum])),
    ).toEqual([
      [
        ['AGE', 42],
        ['MOOD', 1],
      ],
      [['DES6_1', 3]],
      [['DES6_2', 0]],
    ])
    expect(transport.callsOf('finishSession')).toHaveLength(1)
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 'ses_1' }))
    expect(onPageChange.mock.calls.map(([event]) => event as unknown)).toEqual([
      { index: 0, moduleId: 'about' },
      { index: 1, moduleId: 'des' },
      { index: 2, moduleId: 'des' },
    ])
    expect(root(container)).toHaveAttribute('part', 'root')
  })

  it('shows required errors, focuses the summary, and links each problem to its field', async () => {
    const { user, transport } = renderStudy({ language: 'en' })
    await screen.findByRole('heading', { name: 'About you' })

    await user.click(screen.getByRole('button', { name: 'Next' }))

    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    expect(summary).toHaveAccessibleName('Please check your answers')
    const age = screen.getByRole('textbox', { name: 'How old are you?' })
    expect(age).toHaveAttribute('aria-invalid', 'true')
    expect(age).toHaveAttribute('aria-required', 'true')
    expect(age).toHaveAccessibleDescription('Please answer this question.')
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    await user.click(within(summary).getByRole('link', { name: 'How old are you?' }))
    expect(age).toHaveFocus()

    await user.type(age, '12')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(age).toHaveAccessibleDescription('Please enter a number from 18 to 99.')
  })

  it('speaks Arabic right to left, with Arabic navigation and thank-you screen', async () => {
    const { user, container } = renderStudy({ language: 'ar' })
    await screen.findByRole('heading', { name: 'عنك' })
    expect(root(container)).toHaveAttribute('dir', 'rtl')
    expect(root(container)).toHaveAttribute('lang', 'ar')
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'كم عمرك؟' }), '30')
    await user.click(screen.getByRole('button', { name: 'التالي' }))
    await user.click(await screen.findByRole('radio', { name: 'دائمًا' }))
    await user.click(screen.getByRole('button', { name: 'التالي' }))
    expect(await screen.findByRole('button', { name: 'السابق' })).toBeInTheDocument()
    await user.click(await screen.findByRole('radio', { name: 'أبدًا' }))
    await user.click(screen.getByRole('button', { name: 'إنهاء' }))
    expect(await screen.findByRole('heading', { name: 'شكرًا لك' })).toBeInTheDocument()
  })

  it("picks the browser's language when the study offers it", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de-AT'])
    const { container } = renderStudy()
    await screen.findByRole('heading', { name: 'Über Sie' })
    expect(root(container)).toHaveAttribute('lang', 'de')
    expect(root(container)).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument()
  })

  it('shows a content error for an unknown type or a scale without options; the rest works', async () => {
    const content = studyContent()
    content.questions.push(
      {
        id: 'grid',
        variableCode: 'GRID',
        type: 'hologram' as Question['type'],
        textKey: 'x',
        required: true,
      },
      { id: 'scale', variableCode: 'SCALE', type: 'scale', textKey: 'x', required: true },
    )
    content.modules[0]?.elements.push('grid', 'scale')
    const onError = vi.fn()
    const { user, transport } = renderStudy({ language: 'en', onError }, content)
    await screen.findByRole('heading', { name: 'About you' })

    // A type from a newer service says so; broken content says it cannot be shown.
    expect(screen.getAllByText('This question type is not supported yet.')).toHaveLength(1)
    expect(screen.getAllByText('This part of the study cannot be shown.')).toHaveLength(1)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'content_error' }))

    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '50')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Daily energy' })
    expect(transport.callsOf('submitResponses')).toHaveLength(1)
  })

  it('moves on while a failed batch is retried, and keeps every answer', async () => {
    const { user, transport } = renderStudy({
      language: 'en',
      queue: { baseDelayMs: 30, maxDelayMs: 30 },
    })
    await screen.findByRole('heading', { name: 'About you' })
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '33')
    await user.click(screen.getByRole('radio', { name: 'Bad' }))
    transport.failOnce('submitResponses', new NetworkError('offline'))

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Daily energy' })
    await screen.findByText('All answers saved')
    const batches = transport.callsOf('submitResponses')
    expect(batches).toHaveLength(2)
    expect(batches[1]?.body.responses.map((item) => [item.variableCode, item.valueNum])).toEqual([
      ['AGE', 33],
      ['MOOD', 2],
    ])
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('radio', { name: 'Bad' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('33')
  })

  it('tells the participant plainly when the study is not live, and the host the code', async () => {
    const onError = vi.fn()
    const content = studyContent()
    const transport = createFakeTransport(content)
    transport.failAlways(
      'startSession',
      new ApiError({ status: 409, code: 'study_not_live', message: 'Study is not live' }),
    )
    render(
      <StudyRunner studyId="energy-check" transport={transport} language="en" onError={onError} />,
    )
    // The content has no status: the first answer, which asks for the session, finds it closed.
    await screen.findByRole('heading', { name: 'About you' })
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Good' }))
    expect(
      await screen.findByRole('heading', { name: 'This study is not open' }),
    ).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith({ code: 'study_not_live', message: 'Study is not live' })
  })

  it('shows "not available" when the licence is inactive at content load', async () => {
    const onError = vi.fn()
    const transport = createFakeTransport(studyContent())
    transport.failAlways(
      'getContent',
      new ApiError({ status: 403, code: 'license_inactive', message: 'No licence' }),
    )
    render(
      <StudyRunner studyId="energy-check" transport={transport} language="de" onError={onError} />,
    )
    expect(
      await screen.findByRole('heading', { name: 'Diese Studie ist nicht verfügbar' }),
    ).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith({ code: 'license_inactive', message: 'No licence' })
    expect(transport.callsOf('getContent')).toHaveLength(1)
  })

  it('starts exactly one session under StrictMode', async () => {
    const transport = createFakeTransport(studyContent())
    const onReady = vi.fn()
    render(
      <StrictMode>
        <StudyRunner studyId="energy-check" transport={transport} language="en" onReady={onReady} />
      </StrictMode>,
    )
    await screen.findByRole('heading', { name: 'About you' })
    expect(transport.callsOf('startSession')).toHaveLength(0)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Good' }))
    await user.click(screen.getByRole('radio', { name: 'Bad' }))
    await waitFor(() => expect(transport.callsOf('startSession')).toHaveLength(1))
    expect(onReady).toHaveBeenCalledTimes(1)
  })

  it('applies host message overrides and class names', async () => {
    const { container } = renderStudy({
      language: 'en',
      className: 'host-theme',
      messages: { en: { next: 'Continue' } },
    })
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument()
    expect(root(container)).toHaveClass('host-theme')
  })

  it('injects its scoped stylesheet once, however many widgets the page has', async () => {
    render(
      <>
        <StudyRunner studyId="a" transport={createFakeTransport(studyContent())} language="en" />
        <StudyRunner studyId="b" transport={createFakeTransport(studyContent())} language="de" />
      </>,
    )
    await screen.findByRole('heading', { name: 'About you' })
    await screen.findByRole('heading', { name: 'Über Sie' })
    expect(document.querySelectorAll('style[data-precedence="study-runner"]')).toHaveLength(1)
  })
})
