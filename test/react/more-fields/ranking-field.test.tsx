// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../../src/api/types'
import { StudyRunner, type StudyRunnerProps } from '../../../src/index'
import { createFakeTransport } from '../../fixtures/fake-transport'
import { rankingContent } from '../../fixtures/ranking-content'
import { waitForWidgetCode } from '../widget-code'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function renderRanking(
  question: Partial<Question> = {},
  props: Partial<StudyRunnerProps> = {},
) {
  const onAnswer = vi.fn()
  const view = render(
    <StudyRunner
      studyId="ranking"
      transport={createFakeTransport(rankingContent(question))}
      language="en"
      onAnswer={onAnswer}
      {...props}
    />,
  )
  await screen.findByRole('heading', { level: 2 })
  const group = await screen.findByRole('group', {
    name: props.language === 'ar' ? 'رتّب هذه حسب الذوق' : 'Order these by taste',
  })
  await waitForWidgetCode()
  const root = view.container.querySelector('[data-study-runner]') as HTMLElement
  return { group, root, onAnswer, user: userEvent.setup(), ...view }
}

/** The options in a list, by their text: what a sighted participant sees. */
function itemsOf(group: HTMLElement, listName: string): string[] {
  const list = within(group).queryByRole('list', { name: listName })
  if (!list) return []
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.sr-ranking-label')?.textContent ?? '')
}

/** What the live region said last. */
function announced(group: HTMLElement): string {
  return group.querySelector('[aria-live="polite"]')?.textContent ?? ''
}

/** Presses Tab until `name` has focus: every stop before it is outside the field. */
async function tabTo(user: UserEvent, group: HTMLElement, name: string) {
  for (let step = 0; step < 20; step += 1) {
    await user.tab()
    const focused = document.activeElement as HTMLElement
    if (group.contains(focused)) {
      expect(focused).toHaveAccessibleName(name)
      return
    }
  }
  throw new Error(`Tab never reached ${name}`)
}

/** The latest value sent for each variable. */
function lastAnswers(onAnswer: ReturnType<typeof vi.fn>): Record<string, unknown> {
  const calls = onAnswer.mock.calls as Array<[{ variableCode: string; value: unknown }]>
  return Object.fromEntries(calls.map(([{ variableCode, value }]) => [variableCode, value]))
}

describe('the ranking field', () => {
  it('shows the question as a group with two named lists and a named button for everything', async () => {
    const { group, user } = await renderRanking()
    expect(within(group).getByRole('list', { name: 'Your ranking' }).tagName).toBe('OL')
    expect(itemsOf(group, 'Still to rank')).toEqual(['Apples', 'Bread', 'Blue cheese'])
    // The label keeps its markup on screen; names carry its words.
    expect(within(group).getByText('Blue').tagName).toBe('STRONG')
    const names = () =>
      within(group)
        .getAllByRole('button')
        .map((button) => button.ariaLabel)
    expect(names()).toEqual(['Rank Apples', 'Rank Bread', 'Rank Blue cheese'])

    await user.click(within(group).getByRole('button', { name: 'Rank Bread' }))
    await user.click(within(group).getByRole('button', { name: 'Rank Blue cheese' }))
    expect(names()).toEqual([
      'Move Bread up',
      'Move Bread down',
      'Remove Bread from your ranking',
      'Move Blue cheese up',
      'Move Blue cheese down',
      'Remove Blue cheese from your ranking',
      'Rank Apples',
    ])
    expect(within(group).getByRole('button', { name: 'Move Bread up' })).toBeDisabled()
    expect(within(group).getByRole('button', { name: 'Move Blue cheese down' })).toBeDisabled()
    const first = within(group).getAllByRole('listitem')[0]
    expect(first).toHaveTextContent(/^1\s*Bread/)
  })

  it('is operated by keyboard alone, keeping focus and announcing every change', async () => {
    const { group, user, onAnswer } = await renderRanking()
    const focused = () => (document.activeElement as HTMLElement).ariaLabel

    await tabTo(user, group, 'Rank Apples')
    await user.tab()
    expect(focused()).toBe('Rank Bread')
    await user.keyboard('{Enter}')
    expect(announced(group)).toBe('Bread: number 1 of 1')
    expect(itemsOf(group, 'Your ranking')).toEqual(['Bread'])
    // Ranking in order of preference: focus waits on the next option still to rank.
    expect(focused()).toBe('Rank Blue cheese')
    await user.keyboard(' ')
    expect(announced(group)).toBe('Blue cheese: number 2 of 2')
    expect(focused()).toBe('Rank Apples')
    await user.keyboard('{Enter}')
    expect(announced(group)).toBe('Apples: number 3 of 3')
    expect(itemsOf(group, 'Still to rank')).toEqual([])
    // Nothing left to rank: focus goes to the new item's buttons.
    expect(focused()).toBe('Move Apples up')

    await user.keyboard('{Enter}')
    expect(itemsOf(group, 'Your ranking')).toEqual(['Bread', 'Apples', 'Blue cheese'])
    expect(announced(group)).toBe('Apples: number 2 of 3')
    expect(focused()).toBe('Move Apples up')
    await user.keyboard('{Enter}')
    expect(itemsOf(group, 'Your ranking')).toEqual(['Apples', 'Bread', 'Blue cheese'])
    expect(announced(group)).toBe('Apples: number 1 of 3')
    // At the top "up" is disabled: focus moves to "down" instead of being lost.
    expect(focused()).toBe('Move Apples down')
    await user.keyboard(' ')
    expect(itemsOf(group, 'Your ranking')).toEqual(['Bread', 'Apples', 'Blue cheese'])
    expect(focused()).toBe('Move Apples down')

    await user.tab()
    expect(focused()).toBe('Remove Apples from your ranking')
    await user.keyboard('{Enter}')
    expect(announced(group)).toBe('Apples is no longer ranked')
    expect(itemsOf(group, 'Your ranking')).toEqual(['Bread', 'Blue cheese'])
    expect(itemsOf(group, 'Still to rank')).toEqual(['Apples'])
    // The item that took its place.
    expect(focused()).toBe('Remove Blue cheese from your ranking')
    expect(lastAnswers(onAnswer)).toEqual({ FOOD_1: null, FOOD_2: 1, FOOD_3: 2 })
  })

  it('sends the ranks that change, and null only for an option that leaves the ranking', async () => {
    const { group, user, onAnswer } = await renderRanking()
    const press = (name: string) => user.click(within(group).getByRole('button', { name }))
    await press('Rank Blue cheese')
    expect(onAnswer.mock.calls).toEqual([[{ variableCode: 'FOOD_3', value: 1 }]])
    await press('Rank Apples')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'FOOD_1', value: 2 })
    expect(onAnswer).toHaveBeenCalledTimes(2)

    onAnswer.mockClear()
    await press('Move Apples up')
    expect(onAnswer.mock.calls).toEqual([
      [{ variableCode: 'FOOD_1', value: 1 }],
      [{ variableCode: 'FOOD_3', value: 2 }],
    ])

    onAnswer.mockClear()
    await press('Remove Apples from your ranking')
    expect(onAnswer.mock.calls).toEqual([
      [{ variableCode: 'FOOD_1', value: null }],
      [{ variableCode: 'FOOD_3', value: 1 }],
    ])
    // Bread was never ranked: it is never answered, not even with null.
    expect(lastAnswers(onAnswer)).not.toHaveProperty('FOOD_2')
  })

  it('ranks only the top k with rankCount, and asks for them by name', async () => {
    const { group, user, onAnswer } = await renderRanking({ rankCount: 2 })
    const button = (name: string) => within(group).getByRole('button', { name })
    await user.click(button('Rank Bread'))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(group).toHaveAccessibleDescription('Please choose and order your top 2.')

    await user.click(button('Rank Apples'))
    expect(announced(group)).toBe('Apples: number 2 of 2')
    expect(button('Rank Blue cheese')).toBeDisabled()
    // The ranking is full: focus goes to the new item rather than to a disabled button.
    expect(document.activeElement).toBe(button('Move Apples up'))
    expect(group).not.toHaveAttribute('aria-invalid')
    expect(lastAnswers(onAnswer)).toEqual({ FOOD_2: 1, FOOD_1: 2 })

    await user.click(button('Remove Bread from your ranking'))
    expect(button('Rank Blue cheese')).toBeEnabled()
    await user.click(button('Rank Blue cheese'))
    expect(lastAnswers(onAnswer)).toEqual({ FOOD_2: null, FOOD_1: 1, FOOD_3: 2 })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Almost done' })).toBeInTheDocument()
  })

  it('asks for every option when required, wiring the error to the group', async () => {
    const { group, user } = await renderRanking()
    await user.click(screen.getByRole('button', { name: 'Rank Apples' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(group).not.toHaveAttribute('aria-required')
    expect(group).toHaveAccessibleDescription('Please rank all 3 options.')
    // The summary's link lands on the first button that helps.
    const summary = await screen.findByRole('alert')
    await user.click(within(summary).getByRole('link', { name: /Order these by taste/ }))
    expect(document.activeElement).toHaveAccessibleName('Rank Bread')

    // The message stays, true, while options are left to rank, and goes with the last one.
    await user.keyboard('{Enter}')
    expect(group).toHaveAccessibleDescription('Please rank all 3 options.')
    await user.click(screen.getByRole('button', { name: 'Rank Blue cheese' }))
    expect(group).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Almost done' })).toBeInTheDocument()
  })

  it('lets an optional ranking stay empty', async () => {
    const { user } = await renderRanking({ required: false })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Almost done' })).toBeInTheDocument()
  })

  it('resumes with the ranking the stored answers give', async () => {
    const first = await renderRanking()
    await first.user.click(screen.getByRole('button', { name: 'Rank Blue cheese' }))
    await first.user.click(screen.getByRole('button', { name: 'Rank Apples' }))
    cleanup() // the tab closes

    const { group, user } = await renderRanking()
    expect(itemsOf(group, 'Your ranking')).toEqual(['Blue cheese', 'Apples'])
    expect(itemsOf(group, 'Still to rank')).toEqual(['Bread'])
    await user.click(within(group).getByRole('button', { name: 'Move Apples up' }))
    expect(itemsOf(group, 'Your ranking')).toEqual(['Apples', 'Blue cheese'])
  })

  it('works right to left, in Arabic', async () => {
    const { group, root, user, onAnswer } = await renderRanking({}, { language: 'ar' })
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(within(group).getByRole('list', { name: 'ترتيبك' })).toBeInTheDocument()
    await user.click(within(group).getByRole('button', { name: 'رتّب خبز' }))
    await user.click(within(group).getByRole('button', { name: 'رتّب تفاح' }))
    await user.click(within(group).getByRole('button', { name: 'نقل تفاح إلى الأعلى' }))
    const one = new Intl.NumberFormat('ar').format(1)
    const two = new Intl.NumberFormat('ar').format(2)
    expect(announced(group)).toBe(`تفاح: رقم ${one} من ${two}`)
    expect(within(group).getAllByRole('listitem')[0]).toHaveTextContent(one)
    expect(lastAnswers(onAnswer)).toEqual({ FOOD_1: 1, FOOD_2: 2 })
  })

  it('reorders by dragging a handle, and announces the drop', async () => {
    const { group, user, onAnswer } = await renderRanking()
    for (const name of ['Rank Apples', 'Rank Bread', 'Rank Blue cheese']) {
      await user.click(within(group).getByRole('button', { name }))
    }
    const list = within(group).getByRole('list', { name: 'Your ranking' })
    // No layout in jsdom: items 40 px high, one under the other.
    Array.from(list.children).forEach((item, index) => {
      vi.spyOn(item, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 }),
      )
    })
    const handle = list.querySelectorAll<HTMLElement>('.sr-ranking-handle')[2]!
    expect(handle).toHaveAttribute('aria-hidden', 'true')
    const pointer = { pointerId: 1, isPrimary: true, button: 0 }
    fireEvent.pointerDown(handle, { ...pointer, clientY: 100 })
    fireEvent.pointerMove(handle, { ...pointer, clientY: 10 })
    expect(list.children[2]).toHaveAttribute('data-dragging')
    expect(list.children[0]).toHaveAttribute('data-drop', 'before')
    fireEvent.pointerUp(handle, { ...pointer, clientY: 10 })

    expect(itemsOf(group, 'Your ranking')).toEqual(['Blue cheese', 'Apples', 'Bread'])
    expect(announced(group)).toBe('Blue cheese: number 1 of 3')
    expect(lastAnswers(onAnswer)).toEqual({ FOOD_1: 2, FOOD_2: 3, FOOD_3: 1 })
    expect(list.querySelector('[data-dragging], [data-drop]')).toBeNull()
  })

  it('leaves the order alone when a drag is cancelled', async () => {
    const { group, user, onAnswer } = await renderRanking()
    await user.click(within(group).getByRole('button', { name: 'Rank Apples' }))
    await user.click(within(group).getByRole('button', { name: 'Rank Bread' }))
    const list = within(group).getByRole('list', { name: 'Your ranking' })
    const handle = list.querySelectorAll<HTMLElement>('.sr-ranking-handle')[1]!
    onAnswer.mockClear()
    const pointer = { pointerId: 7, isPrimary: true, button: 0 }
    fireEvent.pointerDown(handle, { ...pointer, clientY: 60 })
    fireEvent.pointerMove(handle, { ...pointer, clientY: -50 })
    fireEvent.pointerCancel(handle, pointer)
    fireEvent.pointerUp(handle, { ...pointer, clientY: -50 })
    expect(itemsOf(group, 'Your ranking')).toEqual(['Apples', 'Bread'])
    expect(onAnswer).not.toHaveBeenCalled()
  })

  it('has no axe violations, empty, ranked and in error', async () => {
    const { container, user } = await renderRanking({ rankCount: 2 })
    const check = async () => {
      const result = await axe.run(container, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      })
      expect(result.violations.map((rule) => rule.id)).toEqual([])
    }
    await check()
    await user.click(screen.getByRole('button', { name: 'Rank Bread' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await check()
    await user.click(screen.getByRole('button', { name: 'Rank Apples' }))
    await check()
  })
})
