import type { MoreFieldMessages } from '../ui-messages'

/**
 * The English strings of the fields in the more-fields chunk (src/react/more-fields/): they
 * travel with that chunk, and the widget adds them to its fallback when it arrives. Every other
 * language's catalogue holds its own.
 */
export const enMoreFields = {
  'validation.date': 'Please enter a valid date.',
  'validation.dateRange':
    'Please enter a date from {{min, datetime(dateStyle: long; timeZone: UTC)}} to {{max, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.dateMin':
    'Please enter a date on or after {{min, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.dateMax':
    'Please enter a date on or before {{max, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.rankAll': 'Please rank all {{count, number}} options.',
  'validation.rankTop': 'Please choose and order your top {{count, number}}.',
  'validation.matrixRequired': 'Please answer every row.',
  'validation.consentRequired': 'To take part, please tick the box to agree.',
  'dropdown.choose': 'Choose…',
  'combobox.toggle': 'Show all options',
  'combobox.results': 'Options shown: {{count, number}}',
  'combobox.noResults': 'No options match',
  'date.example': 'For example {{example}}',
  'ranking.ranked': 'Your ranking',
  'ranking.unranked': 'Still to rank',
  'ranking.add': 'Rank {{label}}',
  'ranking.remove': 'Remove {{label}} from your ranking',
  'ranking.moveUp': 'Move {{label}} up',
  'ranking.moveDown': 'Move {{label}} down',
  'ranking.position': '{{label}}: number {{position, number}} of {{count, number}}',
  'ranking.removed': '{{label}} is no longer ranked',
  'consent.agree': 'I agree',
} satisfies MoreFieldMessages
