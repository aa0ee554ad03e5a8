// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
// axe-core comes with @axe-core/playwright (the e2e checks); here it checks the DOM structure.
import { afterEach, describe, expect, it } from 'vitest'
import { dropdownStyles } from '../../../src/react/more-fields/dropdown-field'
import { countries } from '../../fixtures/dropdown-content'
import { combobox, english, renderDropdowns } from './render-dropdowns'
import { axeViolations } from '../axe-violations'

afterEach(cleanup)

describe('a dropdown question (native select)', () => {
  it('is a select named by the question, an empty choice first, then the options in order', async () => {
    await renderDropdowns()
    const select = screen.getByRole('combobox', { name: 'Where were you born?' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveAttribute('aria-required', 'true')
    const options = within(select).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Choose…', ...english])
    expect(options[0]).toHaveValue('')
    expect(select).toHaveValue('')
  })

  it('answers the chosen value, and clears the answer on the empty choice', async () => {
    const { user, onAnswer } = await renderDropdowns()
    const select = screen.getByRole('combobox', { name: 'Where were you born?' })
    await user.selectOptions(select, 'Réunion')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: 12 })
    expect(select).toHaveValue('12')

    await user.selectOptions(select, 'Choose…')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'BIRTH', value: null })
    expect(select).toHaveValue('')
  })

  it('says an answer is needed after Finish, and sends nothing', async () => {
    const { user, transport } = await renderDropdowns()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    const select = screen.getByRole('combobox', { name: 'Where were you born?' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Please answer this question.')
    expect(transport.callsOf('submitResponses')).toHaveLength(0)
  })
})

describe('a dropdown in a right-to-left language', () => {
  it('shows the Hebrew wording and filters it', async () => {
    const { user, root } = await renderDropdowns({ language: 'he' })
    expect(root).toHaveAttribute('dir', 'rtl')
    const select = screen.getByRole('combobox', { name: 'איפה נולדתם?' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['בחירה…', ...countries.map((country) => country.he)])

    const { input, shownLabels } = combobox('איפה אתם גרים?')
    expect(within(root).getByRole('button', { name: 'הצגת כל האפשרויות' })).toBeInTheDocument()
    await user.type(input, 'צר')
    expect(shownLabels()).toEqual(['צרפת'])
  })
})

describe('both dropdowns under axe', () => {
  it('have no violations: collapsed, with the list open on an option, and in error', async () => {
    const { user, container } = await renderDropdowns()
    expect(await axeViolations(container)).toEqual([])
    await user.type(combobox().input, 'a')
    await user.keyboard('{ArrowDown}')
    expect(combobox().active()).not.toBeNull()
    expect(await axeViolations(container)).toEqual([])
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('dropdownStyles', () => {
  it('is scoped to the widget and uses logical properties only', () => {
    const selectors = dropdownStyles
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .match(/[^{}]+(?=\{)/g)
      ?.map((selector) => selector.trim())
      .filter((selector) => !selector.startsWith('@'))
    expect(selectors?.length).toBeGreaterThan(10)
    for (const selector of selectors ?? []) expect(selector).toMatch(/^\[data-study-runner\]/)
    expect(dropdownStyles).not.toMatch(/(margin|padding|border)-(left|right)|\b(left|right):/)
    expect(dropdownStyles).toMatch(/min-block-size: 44px/)
    expect(dropdownStyles).toMatch(/@media \(forced-colors: active\)/)
  })
})
