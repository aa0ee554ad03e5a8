import type { MoreFieldMessages } from '../ui-messages'

/**
 * The English strings of the `consent` field: they travel with its chunk
 * (src/react/more-fields/consent.ts), and the widget adds them to its fallback when it arrives.
 * Every other language's catalogue holds its own.
 */
export const enConsent = {
  'validation.consentRequired': 'To take part, please tick the box to agree.',
  'consent.agree': 'I agree',
} satisfies Pick<MoreFieldMessages, 'validation.consentRequired' | 'consent.agree'>
