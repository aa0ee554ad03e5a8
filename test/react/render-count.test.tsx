// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { StudyRunner } from '../../src/index'
import { prefetchLaterParts } from '../../src/react/use-later-parts'
import { everyTypeContent } from '../fixtures/every-type-content'
import { createFakeTransport } from '../fixtures/fake-transport'
import type * as QuestionTextModule from '../../src/react/question-text'

// Every question, of every type and in a grid row, renders its text through QuestionText: count
// its renders per text key to see which questions an answer re-rendered.
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

/** Render counts since the last call, only the keys that rendered. */
function rendersSince(): Record<string, number> {
  const counts = Object.fromEntries(renders)
  renders.clear()
  return counts
}

/** A page of `count` single-choice questions, as the benchmarks generate. */
function manyQuestions(count: number): StudyContent {
  const codes = Array.from({ length: count }, (_, index) => `Q${index + 1}`)
  return {
    studyId: 'many',
    revision: 'm1',
    defaultLanguage: 'en',
    languages: ['en'],
    modules: [{ id: 'all', titleKey: 'title', elements: codes.map((code) => code.toLowerCase()) }],
    instrumentItems: [],
    questions: codes.map((code) => ({
      id: code.toLowerCase(),
      variableCode: code,
      type: 'single' as const,
      textKey: `${code}.text`,
      options: [1, 2, 3, 4, 5].map((value) => ({ value, labelKey: `option.${value}` })),
    })),
    translations: {
      en: {
        title: 'Many questions',
        ...Object.fromEntries(codes.map((code) => [`${code}.text`, `Question ${code}`])),
        ...Object.fromEntries(
          [1, 2, 3, 4, 5].map((value) => [`option.${value}`, `Option ${value}`]),
        ),
      },
    },
  }
}

async function renderStudy(content: StudyContent) {
  render(
    <StudyRunner
      studyId={content.studyId}
      transport={createFakeTransport(content)}
      persist="none"
    />,
  )
  await screen.findByRole('heading', { level: 2 })
  // The later parts bring English strings as they arrive, which renders the fields that show UI
  // text once more: counted from when they are there.
  await act(async () => void (await prefetchLaterParts()))
  rendersSince()
  return userEvent.setup()
}

describe('answering re-renders only the answered question', () => {
  it('on a page of 200 questions, one click renders one question', async () => {
    const user = await renderStudy(manyQuestions(200))
    const question = screen.getByRole('radiogroup', { name: 'Question Q57' })
    await user.click(within(question).getByRole('radio', { name: 'Option 3' }))
    expect(within(question).getByRole('radio', { name: 'Option 3' })).toBeChecked()
    expect(rendersSince()).toEqual({ 'Q57.text': 1 })

    // A second answer to another question, then a change of the first: each renders alone.
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Question Q200' })).getByRole('radio', {
        name: 'Option 1',
      }),
    )
    expect(rendersSince()).toEqual({ 'Q200.text': 1 })
    await user.click(within(question).getByRole('radio', { name: 'Option 5' }))
    expect(rendersSince()).toEqual({ 'Q57.text': 1 })
  })

  it('holds for every question type', async () => {
    const user = await renderStudy(everyTypeContent())

    await user.click(screen.getByRole('checkbox', { name: 'Time outdoors' }))
    expect(rendersSince()).toEqual({ 'activity.text': 1 })

    const stress = screen.getByRole('radiogroup', { name: 'How stressed were you?' })
    await user.click(within(stress).getByRole('radio', { name: /^2/ }))
    expect(rendersSince()).toEqual({ 'stress.text': 1 })

    await user.type(screen.getByRole('textbox', { name: 'Anything else?' }), 'ok')
    expect(rendersSince()).toEqual({ 'comment.text': 2 })

    const slider = screen.getByRole('slider', { name: 'How rested do you feel?' })
    act(() => slider.focus())
    await user.keyboard('{ArrowRight}')
    expect(rendersSince()).toEqual({ 'rested.text': 1 })
  })

  it('re-renders one row of an instrument grid, not the grid', async () => {
    const full = everyTypeContent()
    const user = await renderStudy(everyTypeContent({ modules: full.modules.slice(1) }))
    const row = screen.getByRole('radiogroup', { name: 'I felt active.' })
    await user.click(within(row).getByRole('radio', { name: 'Often' }))
    expect(within(row).getByRole('radio', { name: 'Often' })).toBeChecked()
    expect(rendersSince()).toEqual({ 'wb3.item2': 1 })
  })
})
