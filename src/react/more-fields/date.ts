import { validateDate } from '../../core/more-validators/date'
import { enDate } from '../../i18n/catalogues/en-date'
import type { FieldShared } from '../field-shared'
import { createDateField, dateStyles } from './date-field'
import type { MoreFieldPart } from './more-field-part'

/** The `date` question type, a chunk of its own (more-field-part.ts). */
export function createDatePart(shared: FieldShared): MoreFieldPart {
  return {
    kind: 'date',
    Field: createDateField(shared),
    validator: validateDate,
    english: enDate,
    stylesheet: dateStyles,
  }
}
