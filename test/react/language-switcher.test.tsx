// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyRunnerErrorReport } from '../../src/core/errors'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderStudy(props: Partial<StudyRunnerProps> = {}, content = studyContent()) {
  const transport = createFakeTransport(content)
  const onError = vi.fn<(report: StudyRunnerErrorReport) => void>()
  const view = render(
    <StudyRunner studyId="energy-check" transport={transport} onError={onError} {...props} />,
  )
  const root = () => view.container.querySelector('[data-study-runner]')
  return { transport, onError, root, user: userEvent.setup(), ...view }
}

describe('the language switcher', () => {
  it('is off unless the host asks for it', async () => {
    renderStudy({ language: 'en' })
    await screen.findByRole('heading', { name: 'About you' })
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })

  it("lists the study's languages, each by its own name, under a label", async () => {
    renderStudy({ language: 'en', showLanguageSwitcher: true })
    const menu = await screen.findByRole('combobox', { name: 'Language' })
    const options = within(menu).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Deutsch', 'العربية'])
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'de', 'ar'])
    expect(menu).toHaveValue('en')
  })

  it('switches the wording, the UI and the direction, keeping the answers and the session', async () => {
    const { user, root, transport } = renderStudy({ language: 'en', showLanguageSwitcher: true })
    await screen.findByRole('heading', { name: 'About you' })
    await user.click(screen.getByRole('radio', { name: 'Good' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar')

    expect(await screen.findByRole('heading', { name: 'عنك' })).toBeInTheDocument()
    expect(root()).toHaveAttribute('lang', 'ar')
    expect(root()).toHaveAttribute('dir', 'rtl')
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'جيد' })).toBeChecked()

    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'de')
    expect(await screen.findByRole('heading', { name: 'Über Sie' })).toBeInTheDocument()
    expect(root()).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('radio', { name: 'Gut' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument()
    expect(transport.callsOf('startSession')).toHaveLength(1)
    expect(transport.callsOf('startSession')[0]?.body.language).toBe('en')
  })

  it('is hidden when the study has a single language', async () => {
    renderStudy({ language: 'en', showLanguageSwitcher: true }, studyContent({ languages: ['en'] }))
    await screen.findByRole('heading', { name: 'About you' })
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })
})

describe('translation fallbacks', () => {
  it('are reported once per language, also for languages switched to', async () => {
    const content = studyContent()
    delete content.translations.de?.['mood.good']
    delete content.translations.ar?.['mood.bad']
    delete content.translations.ar?.['about.intro']
    const { user, onError } = renderStudy({ language: 'en', showLanguageSwitcher: true }, content)
    await screen.findByRole('heading', { name: 'About you' })
    const reports = () =>
      onError.mock.calls
        .map(([report]) => report)
        .filter((report) => report.code === 'translation_missing')
    expect(reports()).toEqual([])

    const switchTo = async (language: string, heading: string) => {
      await user.selectOptions(screen.getByRole('combobox'), language)
      await screen.findByRole('heading', { name: heading })
    }
    await switchTo('de', 'Über Sie')
    expect(screen.getByRole('radio', { name: 'Good' })).toBeInTheDocument() // the default language
    await switchTo('ar', 'عنك')
    await switchTo('de', 'Über Sie')
    await switchTo('en', 'About you')

    expect(reports()).toEqual([
      {
        code: 'translation_missing',
        message: '[study-runner] translations missing for "de"',
        details: [{ field: 'mood.good', message: 'shown in "en"' }],
      },
      {
        code: 'translation_missing',
        message: '[study-runner] translations missing for "ar"',
        details: expect.arrayContaining([
          { field: 'mood.bad', message: 'shown in "en"' },
          { field: 'about.intro', message: 'shown in "en"' },
        ]) as unknown,
      },
    ])
  })

  it('are reported for the start language when the session starts', async () => {
    const content = studyContent()
    delete content.translations.de?.['des.title']
    const { onError } = renderStudy({ language: 'de' }, content)
    await screen.findByRole('heading', { name: 'Über Sie' })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'translation_missing',
        details: [{ field: 'des.title', message: 'shown in "en"' }],
      }),
    )
  })
})
