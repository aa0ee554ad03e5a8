// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'
import { waitForWidgetCode } from './widget-code'

afterEach(cleanup)

/** One page: a single choice and a multi choice, each with "other, please specify". */
function contentWithOthers(): StudyContent {
  return studyContent({
    languages: ['en', 'he'],
    modules: [{ id: 'about', titleKey: 'about.title', elements: ['edu', 'help'] }],
    questions: [
      {
        id: 'edu',
        variableCode: 'EDU',
        type: 'single',
        textKey: 'edu.q',
        required: true,
        options: [
          { value: 1, labelKey: 'edu.school' },
          { value: 99, labelKey: 'edu.other', other: { variableCode: 'EDU_OTHER', maxLength: 30 } },
        ],
      },
      {
        id: 'help',
        variableCode: 'HELP',
        type: 'multi',
        textKey: 'help.q',
        options: [
          { value: 1, labelKey: 'help.family' },
          { value: 98, labelKey: 'help.other', other: { variableCode: 'HELP_OTHER' } },
          { value: 99, labelKey: 'help.none', exclusive: true },
        ],
      },
    ],
    translations: {
      en: {
        'about.title': 'About you',
        'edu.q': 'Your education?',
        'edu.school': 'School',
        'edu.other': 'Something else',
        'help.q': 'Who helped?',
        'help.family': 'Family',
        'help.other': 'Someone else',
        'help.none': 'Nobody',
      },
      he: {
        'about.title': 'עליך',
        'edu.q': 'ההשכלה שלך?',
        'edu.school': 'בית ספר',
        'edu.other': 'משהו אחר',
        'help.q': 'מי עזר?',
        'help.family': 'משפחה',
        'help.other': 'מישהו אחר',
        'help.none': 'אף אחד',
      },
    },
  })
}

async function renderOthers(language = 'en') {
  const onAnswer = vi.fn()
  const transport = createFakeTransport(contentWithOthers())
  render(<StudyRunner studyId="s" transport={transport} language={language} onAnswer={onAnswer} />)
  await screen.findByRole('heading', { level: 2 })
  await waitForWidgetCode()
  return { onAnswer, transport, user: userEvent.setup() }
}

describe('"other, please specify"', () => {
  it('shows a text field named by its option while the option is chosen, and clears it after', async () => {
    const { user, onAnswer } = await renderOthers()
    const group = screen.getByRole('radiogroup', { name: 'Your education?' })
    expect(screen.queryByRole('textbox')).toBeNull()

    await user.click(within(group).getByRole('radio', { name: 'Something else' }))
    const text = await screen.findByRole('textbox', { name: 'Something else Please specify' })
    expect(text).toHaveAttribute('maxlength', '30')
    expect(text).toHaveAttribute('aria-required', 'true')
    await user.type(text, 'Evening classes')
    expect(onAnswer).toHaveBeenLastCalledWith({
      variableCode: 'EDU_OTHER',
      value: 'Evening classes',
    })

    await user.click(within(group).getByRole('radio', { name: 'School' }))
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'EDU_OTHER', value: null })
  })

  it('is required while chosen: Finish names the problem on the question', async () => {
    const { user } = await renderOthers()
    await user.click(screen.getByRole('radio', { name: 'Something else' }))
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const group = screen.getByRole('radiogroup', { name: 'Your education?' })
    expect(group).toHaveAccessibleDescription('Please fill in your other answer.')
    expect(screen.getByRole('textbox', { name: /Please specify/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('on a multi question, is cleared with its option, also by an exclusive option', async () => {
    const { user, onAnswer } = await renderOthers()
    await user.click(screen.getByRole('checkbox', { name: 'Someone else' }))
    await user.type(
      await screen.findByRole('textbox', { name: 'Someone else Please specify' }),
      'A neighbour',
    )
    await user.click(screen.getByRole('checkbox', { name: 'Nobody' }))
    expect(screen.getByRole('checkbox', { name: 'Someone else' })).not.toBeChecked()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(onAnswer).toHaveBeenCalledWith({ variableCode: 'HELP_OTHER', value: null })
  })

  it("speaks the participant's language, right to left", async () => {
    const { user } = await renderOthers('he')
    await user.click(screen.getByRole('radio', { name: 'משהו אחר' }))
    const text = await screen.findByRole('textbox', { name: 'משהו אחר נא לפרט' })
    expect(text.closest('[dir]')).toHaveAttribute('dir', 'rtl')
  })
})
