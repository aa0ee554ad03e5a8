// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
// axe-core comes with @axe-core/playwright (the e2e checks); here it checks the DOM structure.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../../src/api/types'
import { StudyRunner, type StudyRunnerProps } from '../../../src/index'
import { createFakeTransport, type FakeTransport } from '../../fixtures/fake-transport'
import { axeViolations } from '../axe-violations'
import { waitForWidgetCode } from '../widget-code'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const english =
  'Welcome to the **sleep study**.\nIt takes 10 minutes.\n\nYour answers are *anonymous*; you may stop at any time.'
const hebrew = 'ברוכים הבאים ל**מחקר השינה** 😴.\n\nהתשובות שלך *אנונימיות*.'
const agree = 'Yes, I agree to take part'

/** One page: a required consent (CONSENT), in English and Hebrew. */
function consentContent(agreeLabel = true): StudyContent {
  return {
    studyId: 'sleep',
    revision: 'c1',
    defaultLanguage: 'en',
    languages: ['en', 'he'],
    modules: [{ id: 'consent', titleKey: 'consent.title', elements: ['consent'] }],
    instrumentItems: [],
    questions: [
      {
        id: 'consent',
        variableCode: 'CONSENT',
        type: 'consent',
        textKey: 'consent.text',
        ...(agreeLabel ? { agreeLabelKey: 'consent.agree' } : {}),
        required: true,
      },
    ],
    translations: {
      en: { 'consent.title': 'Consent', 'consent.text': english, 'consent.agree': agree },
      he: { 'consent.title': 'הסכמה', 'consent.text': hebrew, 'consent.agree': 'אני מסכים/ה' },
    },
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

async function renderConsent(props: Partial<StudyRunnerProps> = {}, content = consentContent()) {
  const transport = createFakeTransport(content)
  const onAnswer = vi.fn()
  const view = render(
    <StudyRunner
      studyId="sleep"
      transport={transport}
      language="en"
      onAnswer={onAnswer}
      {...props}
    />,
  )
  await screen.findByRole('checkbox')
  await waitForWidgetCode()
  const root = view.container.querySelector('[data-study-runner]') as HTMLElement
  return { transport, onAnswer, root, user: userEvent.setup() }
}

/** What was sent for CONSENT, in order. */
const sentConsent = (transport: FakeTransport) =>
  transport
    .callsOf('submitResponses')
    .flatMap((call) => call.body.responses)
    .filter((item) => item.variableCode === 'CONSENT')
    .map(({ valueNum, valueText }) => ({ valueNum, valueText }))

describe('a consent question', () => {
  it('shows the text in paragraphs and one checkbox named by the agree wording', async () => {
    const { root } = await renderConsent()
    const text = root.querySelector('.sr-consent-text') as HTMLElement
    expect(text.querySelectorAll('p')).toHaveLength(2)
    expect(text.querySelector('br')).not.toBeNull()
    expect(within(text).getByText('sleep study').tagName).toBe('STRONG')
    expect(within(text).getByText('anonymous').tagName).toBe('EM')

    const box = screen.getByRole('checkbox', { name: agree })
    expect(box).not.toBeChecked()
    expect(box).toHaveAttribute('aria-required', 'true')
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
  })

  it("is labelled by the widget's own wording when the study gives none", async () => {
    await renderConsent({}, consentContent(false))
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument()
  })

  it('answers 1 with the SHA-256 of the text as shown, at once, and again each time it is ticked', async () => {
    const { user, onAnswer, transport } = await renderConsent()
    const box = screen.getByRole('checkbox', { name: agree })
    expect(onAnswer).not.toHaveBeenCalled()
    // The hash is worked out when the text shows: by the time anyone clicks, it is there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))

    await user.click(box)
    expect(box).toBeChecked()
    // The host hears 1; the record carries the raw translation's hash (checked when sent below).
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'CONSENT', value: 1 })
    await user.click(box)
    expect(box).not.toBeChecked()
    expect(onAnswer).toHaveBeenCalledTimes(2)
    await user.click(box)
    expect(onAnswer).toHaveBeenCalledTimes(3)
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(sentConsent(transport).at(-1)).toEqual({ valueNum: 1, valueText: sha256(english) })
  })

  it('sends 0 and the hash when unchecked after agreeing', async () => {
    // Not required here, so the page can be left unchecked.
    const content = consentContent()
    content.questions[0]!.required = false
    const { user, transport } = await renderConsent({}, content)
    const box = screen.getByRole('checkbox', { name: agree })
    await user.click(box)
    await user.click(box)
    expect(box).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(sentConsent(transport)).toEqual([{ valueNum: 0, valueText: sha256(english) }])
  })

  it('hashes the Hebrew wording when shown in Hebrew', async () => {
    const { user, root, transport } = await renderConsent({ language: 'he' })
    expect(root).toHaveAttribute('dir', 'rtl')
    await user.click(screen.getByRole('checkbox', { name: 'אני מסכים/ה' }))
    await user.click(screen.getByRole('button', { name: 'סיום' }))
    await screen.findByRole('heading', { name: 'תודה רבה' })
    expect(sentConsent(transport)).toEqual([{ valueNum: 1, valueText: sha256(hebrew) }])
  })

  it('answers again with the new wording when the language changes while agreed', async () => {
    const { user, onAnswer, transport } = await renderConsent({ showLanguageSwitcher: true })
    await user.click(screen.getByRole('checkbox', { name: agree }))
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'he')
    expect(await screen.findByRole('checkbox', { name: 'אני מסכים/ה' })).toBeChecked()
    // Still agreed (1), now to the Hebrew wording: a new answer.
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2))
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'CONSENT', value: 1 })
    await user.click(screen.getByRole('button', { name: 'סיום' }))
    await waitFor(() =>
      expect(sentConsent(transport).at(-1)).toEqual({ valueNum: 1, valueText: sha256(hebrew) }),
    )
  })

  it('when required, stops Next with its message until agreed', async () => {
    const { user, transport } = await renderConsent()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const box = screen.getByRole('checkbox', { name: agree })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('To take part, please tick the box to agree.')
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    await user.click(box)
    expect(box).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
  })

  it('hashes in plain JavaScript on a page without crypto.subtle', async () => {
    // What a plain-http page has: no `subtle`.
    vi.stubGlobal('crypto', {
      getRandomValues: crypto.getRandomValues.bind(crypto),
      randomUUID: crypto.randomUUID.bind(crypto),
    })
    const { user, transport } = await renderConsent()
    await user.click(screen.getByRole('checkbox', { name: agree }))
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('heading', { name: 'Thank you' })
    expect(sentConsent(transport)).toEqual([{ valueNum: 1, valueText: sha256(english) }])
  })

  it('answers a click made before the hash is ready once it is', async () => {
    let release: () => void = () => {}
    const digest = crypto.subtle.digest.bind(crypto.subtle)
    const held = new Promise<void>((resolve) => (release = resolve))
    vi.stubGlobal('crypto', {
      getRandomValues: crypto.getRandomValues.bind(crypto),
      randomUUID: crypto.randomUUID.bind(crypto),
      subtle: {
        digest: async (...args: Parameters<SubtleCrypto['digest']>) => {
          await held
          return digest(...args)
        },
      },
    })
    const { user, onAnswer } = await renderConsent()
    const box = screen.getByRole('checkbox', { name: agree })
    await user.click(box)
    expect(box).toBeChecked()
    expect(onAnswer).not.toHaveBeenCalled()

    await act(async () => {
      release()
      await held
    })
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({ variableCode: 'CONSENT', value: 1 }),
    )
    expect(onAnswer).toHaveBeenCalledTimes(1)
    expect(box).toBeChecked()
  })

  it('passes axe, also in error', async () => {
    const { root, user } = await renderConsent()
    expect(await axeViolations(root)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await screen.findByRole('alert')
    expect(await axeViolations(root)).toEqual([])
  })
})
