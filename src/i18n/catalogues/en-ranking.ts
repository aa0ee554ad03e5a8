import type { MoreFieldMessages } from '../ui-messages'

/**
 * The English strings of the `ranking` field: they travel with its chunk
 * (src/react/more-fields/ranking.ts), and the widget adds them to its fallback when it arrives.
 * Every other language's catalogue holds its own.
 */
export const enRanking = {
  'validation.rankAll': 'Please rank all {{count, number}} options.',
  'validation.rankTop': 'Please choose and order your top {{count, number}}.',
  'ranking.ranked': 'Your ranking',
  'ranking.unranked': 'Still to rank',
  'ranking.add': 'Rank {{label}}',
  'ranking.remove': 'Remove {{label}} from your ranking',
  'ranking.moveUp': 'Move {{label}} up',
  'ranking.moveDown': 'Move {{label}} down',
  'ranking.position': '{{label}}: number {{position, number}} of {{count, number}}',
  'ranking.removed': '{{label}} is no longer ranked',
} satisfies Pick<
  MoreFieldMessages,
  | 'validation.rankAll'
  | 'validation.rankTop'
  | 'ranking.ranked'
  | 'ranking.unranked'
  | 'ranking.add'
  | 'ranking.remove'
  | 'ranking.moveUp'
  | 'ranking.moveDown'
  | 'ranking.position'
  | 'ranking.removed'
>
