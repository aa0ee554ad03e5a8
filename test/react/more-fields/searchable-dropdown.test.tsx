// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../../src/api/types'
import { resultsAnnounceDelay } from '../../../src/react/more-fields/searchable-dropdown'
import { dropdownContent } from '../../fixtures/dropdown-content'
import { combobox, english, renderDropdowns } from './render-dropdowns'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a searchable dropdown (combobox)', () => {
  it('follows the combobox pattern: named, described, collapsed, with a list and a toggle', async () => {
    const { root } = await renderDropdowns()
    const { input, listbox } = combobox()
    expect(input.tagName).toBe('INPUT')
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).toHaveAccessibleDescription('Type to narrow the list.')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    expect(listbox).toHaveAttribute('role', 'listbox')
    expect(listbox).not.toBeVisible()
    const toggle = within(root).getByRole('button', { name: 'Show all options' })
    expect(toggle).toHaveAttribute('tabindex', '-1')
    expect(toggle).toHaveAttribute('aria-controls', listbox.id)
  })

  it('filters as one types, ignoring case and accents', async () => {
    const { user } = await renderDropdowns()
    const { input, shownLabels } = combobox()
    await user.type(input, 'Ré')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    // The "re" of Côte d'Ivoire matches too: accents count on neither side.
    expect(shownLabels()).toEqual(["Côte d'Ivoire", 'Réunion'])

    await user.clear(input)
    await user.type(input, 'reunion')
    expect(shownLabels()).toEqual(['Réunion'])

    await user.clear(input)
    await user.type(input, 'AO')
    expect(shownLabels()).toEqual(['Curaçao', 'São Tomé and Príncipe'])

    await user.clear(input)
    await user.type(input, 'cote')
    expect(shownLabels()).toEqual(["Côte d'Ivoire"])
  })

  it('moves the highlight with the arrows (wrapping), Home and End, and chooses on Enter', async () => {
    const { user, onAnswer } = await renderDropdowns()
    const { input, listbox, active } = combobox()
    input.focus()
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(active()).toHaveTextContent('Austria')
    expect(active()).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveTextContent('Åland Islands')
    expect(within(listbox).getByRole('option', { name: 'Austria' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(active()).toHaveTextContent('United Kingdom')
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveTextContent('Austria')
    await user.keyboard('{End}')
    expect(active()).toHaveTextContent('United Kingdom')
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}')
    expect(active()).toHaveTextContent('Brazil')

    await user.keyboard('{Enter}')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'HOME', value: 3 })
    expect(input).toHaveValue('Brazil')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')

    // Opening again starts on the chosen option, marked as such.
    await user.keyboard('{ArrowUp}')
    expect(active()).toHaveTextContent('✓Brazil')
  })

  it('opens on the toggle, chooses an option on a click, and keeps focus in the text box', async () => {
    const { user, onAnswer, root } = await renderDropdowns()
    const { input, listbox, shownLabels } = combobox()
    const toggle = within(root).getByRole('button', { name: 'Show all options' })
    await user.type(input, 'Ja')
    expect(shownLabels()).toEqual(['Japan'])
    await user.click(toggle)
    expect(input).toHaveAttribute('aria-expanded', 'false')
    // Opened by the toggle, the list shows every option, whatever was typed.
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(shownLabels()).toEqual(english)
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()

    await user.click(within(listbox).getByRole('option', { name: 'Japan' }))
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'HOME', value: 10 })
    expect(input).toHaveValue('Japan')
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape, and drops the typed text on a second Escape', async () => {
    const { user, onAnswer } = await renderDropdowns()
    const { input } = combobox()
    await user.type(input, 'fr')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('fr')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')

    // With an option chosen, the second Escape brings its label back.
    await user.keyboard('{ArrowDown}{Enter}')
    await user.type(input, 'xyz')
    await user.keyboard('{Escape}{Escape}')
    expect(input).toHaveValue('Austria')
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })

  it('chooses nothing new on Tab: other text gives way to the chosen label', async () => {
    const { user, onAnswer } = await renderDropdowns()
    const { input } = combobox()
    await user.type(input, 'Isr')
    await user.keyboard('{ArrowDown}{Tab}')
    expect(onAnswer).not.toHaveBeenCalled()
    expect(input).toHaveValue('')
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.type(input, 'Isr')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.type(input, '{Backspace}{Backspace}')
    await user.tab()
    expect(input).toHaveValue('Israel')
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })

  it('keeps an option typed out in full when the participant moves on', async () => {
    const { user, onAnswer } = await renderDropdowns()
    const { input } = combobox()
    await user.type(input, '  ISRAEL ')
    await user.tab()
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'HOME', value: 9 })
    expect(input).toHaveValue('Israel')
    // Part of a name chooses nothing.
    await user.clear(input)
    await user.type(input, 'reunio')
    await user.tab()
    expect(input).toHaveValue('Israel')
    await user.clear(input)
    await user.type(input, 'reunion')
    await user.tab()
    expect(input).toHaveValue('Réunion')
  })

  it('clears the answer when the text is emptied and left', async () => {
    const { user, onAnswer } = await renderDropdowns()
    const { input } = combobox()
    await user.type(input, 'spa')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'HOME', value: 14 })
    await user.clear(input)
    await user.tab()
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'HOME', value: null })
    expect(input).toHaveValue('')
  })

  it('announces the count of matches politely, once typing pauses', async () => {
    const { root } = await renderDropdowns()
    // Typed with fireEvent: user-event waits on timers of its own, which would be fake too.
    vi.useFakeTimers()
    const { input, live } = combobox()
    const type = (value: string) => fireEvent.change(input, { target: { value } })
    expect(live).toHaveClass('sr-visually-hidden')
    type('a')
    expect(live).toHaveTextContent('')
    act(() => {
      vi.advanceTimersByTime(resultsAnnounceDelay - 1)
    })
    type('an')
    act(() => {
      vi.advanceTimersByTime(resultsAnnounceDelay - 1)
    })
    // The second key restarted the wait: nothing said yet.
    expect(live).toHaveTextContent('')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    // Åland Islands, Canada, France, Germany, Japan, São Tomé and Príncipe.
    expect(live).toHaveTextContent('Options shown: 6')

    type('anzz')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(root.querySelector('.sr-combobox-empty')).toHaveTextContent('No options match')
    act(() => {
      vi.advanceTimersByTime(resultsAnnounceDelay)
    })
    expect(live).toHaveTextContent('No options match')

    fireEvent.keyDown(input, { key: 'Escape' })
    expect(live).toHaveTextContent('')
    expect(root.querySelector('.sr-combobox-empty')).toBeNull()
  })

  it('works with 250 options', async () => {
    const options = Array.from({ length: 250 }, (_, index) => ({
      value: index + 1,
      labelKey: `place.${index + 1}`,
    }))
    const content = dropdownContent({ options } satisfies Partial<Question>)
    content.translations.en = {
      ...content.translations.en,
      ...Object.fromEntries(options.map(({ value }) => [`place.${value}`, `Place ${value}`])),
    }
    const { user, onAnswer, root } = await renderDropdowns({}, content)
    const { input, shownLabels, active } = combobox()
    await user.click(within(root).getByRole('button', { name: 'Show all options' }))
    expect(shownLabels()).toHaveLength(250)
    await user.keyboard('{ArrowDown}{End}')
    expect(active()).toHaveTextContent('Place 250')

    await user.type(input, '25')
    expect(shownLabels()).toEqual(
      options.map(({ value }) => `Place ${value}`).filter((label) => label.includes('25')),
    )
    await user.keyboard('{ArrowUp}{Enter}')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'HOME', value: 250 })
    expect(input).toHaveValue('Place 250')
  })

  it('says an answer is needed after Finish, until one is chosen', async () => {
    const { user, transport } = await renderDropdowns()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const { input } = combobox()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'Type to narrow the list. Please answer this question.',
    )
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    await user.type(input, 'can')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(input).not.toHaveAttribute('aria-invalid')
  })
})
