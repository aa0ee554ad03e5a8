import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { waitForWidgetCode } from './widget-code'

/**
 * Renders `<StudyRunner>` over a fake transport serving `content`, in English unless `props` say
 * otherwise, and waits for its first page and for the code the widget fetches once that page is
 * painted (a page without the later parts: later-parts.test.tsx): the transport, an `onAnswer`
 * spy, the widget's root and a user-event session.
 */
export async function renderStudy(
  content: StudyContent,
  props: Partial<StudyRunnerProps> = {},
  studyId: string = content.studyId,
) {
  const transport = createFakeTransport(content)
  const onAnswer = vi.fn()
  const view = render(
    <StudyRunner
      studyId={studyId}
      transport={transport}
      language="en"
      onAnswer={onAnswer}
      {...props}
    />,
  )
  await screen.findByRole('heading', { level: 2 })
  await waitForWidgetCode()
  const root = view.container.querySelector('[data-study-runner]') as HTMLElement
  return { transport, onAnswer, root, user: userEvent.setup(), ...view }
}
