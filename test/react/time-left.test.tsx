// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { studyContent } from '../fixtures/study-content'
import { axeViolations } from './axe-violations'
import { renderStudy } from './render-study'

/** The small study with a time limit on its first module. */
function timed(seconds: number, essential = false): StudyContent {
  const content = studyContent()
  const about = content.modules[0]!
  about.timeLimitSeconds = seconds
  if (essential) about.timeLimitEssential = true
  return content
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** The polite region of the time-left line. */
const spoken = (root: HTMLElement) => root.querySelector('.sr-time-left [role="status"]')

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the time left of a timed module', () => {
  it('is a timer, spoken at one minute and at ten seconds, and the page moves on at zero', async () => {
    const { root } = await renderStudy(timed(90))
    const timer = await screen.findByRole('timer')
    expect(timer).toHaveTextContent('Time left: 1:30')
    expect(spoken(root)).toHaveTextContent('')
    await advance(30_000)
    expect(timer).toHaveTextContent('Time left: 1:00')
    expect(spoken(root)).toHaveTextContent('One minute left.')
    await advance(50_000)
    expect(spoken(root)).toHaveTextContent('Ten seconds left.')
    await advance(10_000)
    expect(await screen.findByRole('heading', { name: 'Daily energy' })).toHaveFocus()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
  })

  it('speaks only the marks it crosses: a clock that starts under a minute says nothing of one', async () => {
    const { root } = await renderStudy(timed(30))
    const timer = await screen.findByRole('timer')
    expect(timer).toHaveTextContent('Time left: 0:30')
    await advance(5_000)
    expect(spoken(root)).toHaveTextContent('')
    await advance(15_000)
    expect(spoken(root)).toHaveTextContent('Ten seconds left.')
  })

  it('gives the time once more with "More time", ten times, and says so', async () => {
    const { root, user } = await renderStudy(timed(60))
    const timer = await screen.findByRole('timer')
    await user.click(screen.getByRole('button', { name: 'More time' }))
    expect(timer).toHaveTextContent('Time left: 2:00')
    expect(spoken(root)).toHaveTextContent('You have more time now.')
    for (let n = 1; n < 10; n++) await user.click(screen.getByRole('button', { name: 'More time' }))
    expect(timer).toHaveTextContent('Time left: 11:00')
    expect(screen.queryByRole('button', { name: 'More time' })).not.toBeInTheDocument()
  })

  it('offers no more time for an essential limit', async () => {
    await renderStudy(timed(60, true))
    expect(await screen.findByRole('timer')).toHaveTextContent('Time left: 1:00')
    expect(screen.queryByRole('button', { name: 'More time' })).not.toBeInTheDocument()
  })

  it('reads in the language, with its digits, right to left', async () => {
    const { root } = await renderStudy(timed(90), { language: 'ar' })
    // The language's own digits, as Intl writes them for `ar` here.
    const digits = (value: number, minimumIntegerDigits = 1) =>
      new Intl.NumberFormat('ar', { minimumIntegerDigits }).format(value)
    expect(await screen.findByRole('timer')).toHaveTextContent(
      `الوقت المتبقي: ${digits(1)}:${digits(30, 2)}`,
    )
    expect(root).toHaveAttribute('dir', 'rtl')
  })

  it('has no axe violations', async () => {
    const { container } = await renderStudy(timed(90))
    await screen.findByRole('timer')
    expect(await axeViolations(container)).toEqual([])
  })
})
