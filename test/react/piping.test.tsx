// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import type { StudyRunnerErrorReport } from '../../src/core/errors'
import { StudyRunner } from '../../src/index'
import type * as QuestionTextModule from '../../src/react/question-text'
import { createFakeTransport } from '../fixtures/fake-transport'
import { pipingContent } from '../fixtures/piping-content'
import { waitForWidgetCode } from './widget-code'

// Renders of each question's text, by text key (as in render-count.test.tsx): a piped value
// that changes must render the text that shows it, not the question around it.
const renders = vi.hoisted(() => new Map<string, number>())
vi.mock('../../src/react/question-text', async (importOriginal) => {
  const actual = await importOriginal<typeof QuestionTextModule>()
  return {
    QuestionText(props: Parameters<typeof QuestionTextModule.QuestionText>[0]) {
      renders.set(props.textKey, (renders.get(props.textKey) ?? 0) + 1)
      return actual.QuestionText(props)
    },
  }
})

afterEach(() => {
  cleanup()
  renders.clear()
})

async function renderStudy(language: string, content: StudyContent = pipingContent()) {
  const onError = vi.fn<(report: StudyRunnerErrorReport) => void>()
  const view = render(
    <StudyRunner
      studyId={content.studyId}
      transport={createFakeTransport(content)}
      language={language}
      persist="none"
      onError={onError}
    />,
  )
  await screen.findByRole('heading', { level: 2 })
  await waitForWidgetCode()
  return { onError, user: userEvent.setup(), ...view }
}

describe('piping in <StudyRunner>', () => {
  it("shows an earlier page's answers in the next page's wording, in English", async () => {
    const { user, onError } = await renderStudy('en')
    await user.type(screen.getByRole('textbox', { name: 'Your name, friend?' }), 'Ada')
    await user.click(screen.getByRole('radio', { name: 'A dog' }))
    await user.type(screen.getByRole('textbox', { name: 'How heavy is it, in kg?' }), '1234.5')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(
      await screen.findByRole('heading', { name: 'More about your A dog', level: 2 }),
    ).toBeInTheDocument()
    expect(screen.getByText('It weighs 1,234.5 kg; you were born on a day.')).toBeInTheDocument()
    const walks = screen.getByRole('radiogroup', {
      name: 'How often do you walk them (A dog), Ada?',
    })
    expect(within(walks).getByRole('radio', { name: 'Daily, Ada' })).toBeInTheDocument()
    expect(onError).not.toHaveBeenCalled()
  })

  it('shows them in German, with German labels and numbers', async () => {
    const { user } = await renderStudy('de')
    await user.type(screen.getByRole('textbox', { name: 'Ihr Name, Freund?' }), 'Ada')
    await user.click(screen.getByRole('radio', { name: 'Einen Hund' }))
    await user.type(screen.getByRole('textbox', { name: 'Wie schwer ist es, in kg?' }), '1234,5')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    await screen.findByRole('heading', { name: 'Mehr über Ihr Haustier', level: 2 })
    expect(screen.getByText('Es wiegt 1.234,5 kg; Sie sind am einem Tag geboren.')).toBeVisible()
    expect(
      screen.getByRole('radiogroup', {
        name: 'Wie oft gehen Sie mit Ihrem Tier (Einen Hund) spazieren, Ada?',
      }),
    ).toBeInTheDocument()
  })

  it('updates text on the same page as the answer changes, rendering only that text', async () => {
    const content = pipingContent({ 'pet.text': 'Which pet do you have, {{NAME|friend}}?' })
    const { user } = await renderStudy('en', content)
    renders.clear()

    await user.type(screen.getByRole('textbox', { name: 'Your name, friend?' }), 'Al')
    expect(screen.getByRole('textbox', { name: 'Your name, Al?' })).toHaveValue('Al')
    expect(screen.getByRole('radiogroup', { name: 'Which pet do you have, Al?' })).toBeVisible()
    // The name's own question renders once a keystroke (its answer changed); the pet question,
    // whose text shows the name, is not rendered again: only its text is.
    expect(Object.fromEntries(renders)).toEqual({ 'name.text': 2 })

    await user.clear(screen.getByRole('textbox', { name: 'Your name, Al?' }))
    expect(screen.getByRole('radiogroup', { name: 'Which pet do you have, friend?' })).toBeVisible()
  })

  it('shows what a participant typed as text: markers and placeholders in it stay as typed', async () => {
    const content = pipingContent({ 'pet.text': 'Which pet, **{{NAME}}**?' })
    const { user } = await renderStudy('en', content)
    await user.type(screen.getByRole('textbox', { name: 'Your name, friend?' }), '*A* {{{{PET}}')

    const pet = screen.getByRole('radiogroup', { name: 'Which pet, *A* {{PET}}?' })
    const strong = pet.querySelector('legend strong')
    expect(strong?.textContent).toBe('*A* {{PET}}')
    expect(strong?.querySelector('em, strong')).toBeNull()
  })

  it('reports a placeholder naming no variable as a content error, and shows its fallback', async () => {
    const content = pipingContent({ 'you.title': 'Hello {{NOBODY|there}}' })
    const { onError } = await renderStudy('en', content)
    expect(screen.getByRole('heading', { name: 'Hello there', level: 2 })).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'content_error',
        details: [{ field: 'you.title', message: expect.stringContaining('{{NOBODY}}') as string }],
      }),
    )
  })

  it('fills the labels of a native dropdown with plain text', async () => {
    const content = pipingContent()
    content.questions.push({
      id: 'treat',
      variableCode: 'TREAT',
      type: 'dropdown',
      textKey: 'walks.text',
      options: [{ value: 1, labelKey: 'walks.daily' }],
    })
    content.modules[1]!.elements.push('treat')
    const { user } = await renderStudy('en', content)
    await user.type(screen.getByRole('textbox', { name: 'Your name, friend?' }), '**Ada**')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const select = await screen.findByRole('combobox')
    expect(within(select).getByRole('option', { name: 'Daily, **Ada**' })).toBeInTheDocument()
  })
})
