import type { MoreFieldMessages } from '../ui-messages'

/**
 * The English strings of the `date` field: they travel with its chunk
 * (src/react/more-fields/date.ts), and the widget adds them to its fallback when it arrives.
 * Every other language's catalogue holds its own.
 */
export const enDate = {
  'validation.date': 'Please enter a valid date.',
  'validation.dateRange':
    'Please enter a date from {{min, datetime(dateStyle: long; timeZone: UTC)}} to {{max, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.dateMin':
    'Please enter a date on or after {{min, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.dateMax':
    'Please enter a date on or before {{max, datetime(dateStyle: long; timeZone: UTC)}}.',
  'date.example': 'For example {{example}}',
} satisfies Pick<
  MoreFieldMessages,
  | 'validation.date'
  | 'validation.dateRange'
  | 'validation.dateMin'
  | 'validation.dateMax'
  | 'date.example'
>
