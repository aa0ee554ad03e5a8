import type { MoreFieldMessages } from '../ui-messages'
import { enConsent } from './en-consent'
import { enDate } from './en-date'
import { enDropdown } from './en-dropdown'
import { enMatrix } from './en-matrix'
import { enRanking } from './en-ranking'

/**
 * The English strings of every field in a chunk of its own (src/react/more-fields/), each type's
 * in its own file, which travels with that type's chunk; together, as the catalogues' checks read
 * them.
 */
export const enMoreFields = {
  ...enDropdown,
  ...enDate,
  ...enRanking,
  ...enMatrix,
  ...enConsent,
} satisfies MoreFieldMessages
