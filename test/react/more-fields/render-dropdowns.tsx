import { screen, within } from '@testing-library/react'
import type { StudyRunnerProps } from '../../../src/index'
import { countries, dropdownContent } from '../../fixtures/dropdown-content'
import { renderStudy } from '../render-study'

/** The English country names, in the content's order. */
export const english = countries.map((country) => country.en)

/** Renders the dropdown study (test/fixtures/dropdown-content.ts) at its first page. */
export async function renderDropdowns(
  props: Partial<StudyRunnerProps> = {},
  content = dropdownContent(),
) {
  return renderStudy(content, props, 'dropdowns')
}

/** The searchable dropdown's parts, found the way assistive technology finds them. */
export function combobox(name = 'Where do you live?') {
  const input = screen.getByRole('combobox', { name })
  const listbox = input.ownerDocument.getElementById(input.getAttribute('aria-controls') ?? '')
  if (!listbox) throw new Error('the combobox controls no element')
  /** The labels of the options the list shows (without the chosen option's check mark). */
  const shownLabels = () =>
    within(listbox)
      .queryAllByRole('option')
      .map((option) => option.textContent?.replace('✓', ''))
  const live = input.closest('.sr-field')?.querySelector('[aria-live="polite"]')
  /** The option `aria-activedescendant` points at. */
  const active = () =>
    input.ownerDocument.getElementById(input.getAttribute('aria-activedescendant') ?? '')
  return { input, listbox, shownLabels, live, active }
}
