import type { FieldShared } from '../field-shared'
import type { MoreFieldPart } from './more-field-part'
import { createOtherSpecify, otherSpecifyStyles } from './other-specify'

/**
 * The text field of an "other, please specify" option of a `single` or `multi` question, a chunk
 * of its own (more-field-part.ts); its check and strings are the entry's (validation.ts).
 */
export function createOtherPart(shared: FieldShared): MoreFieldPart {
  return { kind: 'other', OtherSpecify: createOtherSpecify(shared), stylesheet: otherSpecifyStyles }
}
