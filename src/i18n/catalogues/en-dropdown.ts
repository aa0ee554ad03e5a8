import type { MoreFieldMessages } from '../ui-messages'

/**
 * The English strings of the `dropdown` field (a native select, or a searchable list for long
 * ones): they travel with its chunk (src/react/more-fields/dropdown.ts), and the widget adds them
 * to its fallback when it arrives. Every other language's catalogue holds its own.
 */
export const enDropdown = {
  'dropdown.choose': 'Choose…',
  'combobox.toggle': 'Show all options',
  'combobox.results': 'Options shown: {{count, number}}',
  'combobox.noResults': 'No options match',
} satisfies Pick<
  MoreFieldMessages,
  'dropdown.choose' | 'combobox.toggle' | 'combobox.results' | 'combobox.noResults'
>
