import type { MoreFieldMessages } from '../ui-messages'

/**
 * The English strings of the `matrix` field: they travel with its chunk
 * (src/react/more-fields/matrix.ts), and the widget adds them to its fallback when it arrives.
 * Every other language's catalogue holds its own.
 */
export const enMatrix = {
  'validation.matrixRequired': 'Please answer every row.',
} satisfies Pick<MoreFieldMessages, 'validation.matrixRequired'>
