// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
// axe-core comes with @axe-core/playwright (the e2e checks); here it checks the DOM structure.
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { StudyRunner } from '../../src/index'
import { prefetchLaterParts } from '../../src/react/use-later-parts'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(cleanup)

async function renderStudy(language = 'en') {
  const transport = createFakeTransport(studyContent({ review: true }))
  const view = render(
    <StudyRunner studyId="energy-check" transport={transport} language={language} />,
  )
  await act(async () => void (await prefetchLaterParts()))
  return { transport, user: userEvent.setup(), ...view }
}

/** Answers the three pages (the mood question left out) and presses Next on the last. */
async function reachReview(user: ReturnType<typeof userEvent.setup>, next = 'Next') {
  await user.type(await screen.findByRole('textbox'), '30')
  await user.click(screen.getByRole('button', { name: next }))
  // The instrument's two pages, one item each.
  for (let page = 0; page < 2; page++) {
    const group = await screen.findByRole('radiogroup')
    await user.click(within(group).getAllByRole('radio')[1]!)
    await user.click(screen.getByRole('button', { name: next }))
  }
}

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map((rule) => ({ id: rule.id, nodes: rule.nodes.map((n) => n.html) }))
}

describe('the review page', () => {
  it('comes after the last page, whose button says Next, as the last step of the progress', async () => {
    const { transport, user } = await renderStudy()
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument()
    await reachReview(user)
    const heading = await screen.findByRole('heading', { level: 2, name: 'Review your answers' })
    expect(heading).toHaveFocus()
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '75')
    expect(transport.callsOf('finishSession')).toHaveLength(0)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'About you',
      'Daily energy (1 of 2)',
      'Daily energy (2 of 2)',
    ])
    const about = screen.getByText('How do you feel today?').nextElementSibling
    expect(about).toHaveTextContent('Not answered')
    expect(screen.getByText('How old are you?').nextElementSibling).toHaveTextContent('30')
    expect(screen.getByText('I woke up rested.').nextElementSibling).toHaveTextContent('Always')
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument()
    expect(transport.callsOf('finishSession')).toHaveLength(1)
  })

  it('changes a page by its named Change button, and goes back to the review', async () => {
    const { user } = await renderStudy()
    await reachReview(user)
    await screen.findByRole('heading', { name: 'Review your answers' })
    await user.click(screen.getByRole('button', { name: 'Change: About you' }))
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toHaveFocus()
    const mood = screen.getByRole('radiogroup', { name: 'How do you feel today?' })
    await user.click(within(mood).getByRole('radio', { name: 'Good' }))
    await user.click(screen.getByRole('button', { name: 'Back to review' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Review your answers' })).toHaveFocus()
    expect(screen.getByText('How do you feel today?').nextElementSibling).toHaveTextContent('Good')

    // Back from the review is the last page; its Next leads to the review again.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Daily energy' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Back to review' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Review your answers' })).toHaveFocus()
  })

  it('stays on a changed page that now has a problem, and says so', async () => {
    const { user } = await renderStudy()
    await reachReview(user)
    await user.click(await screen.findByRole('button', { name: 'Change: About you' }))
    await user.clear(screen.getByRole('textbox', { name: 'How old are you?' }))
    await user.click(screen.getByRole('button', { name: 'Back to review' }))
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('reads right to left in Arabic, its buttons named in Arabic', async () => {
    const { user, container } = await renderStudy('ar')
    await reachReview(user, 'التالي')
    await screen.findByRole('heading', { level: 2, name: 'مراجعة إجاباتك' })
    expect(container.querySelector('[data-study-runner]')).toHaveAttribute('dir', 'rtl')
    expect(screen.getByRole('button', { name: 'تغيير: عنك' })).toHaveTextContent(/^تغيير/)
    expect(screen.getByRole('button', { name: 'إنهاء' })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { user, container } = await renderStudy()
    await reachReview(user)
    await screen.findByRole('heading', { name: 'Review your answers' })
    expect(await violations(container)).toEqual([])
  })
})
