import { validateDropdown } from '../../core/more-validators/dropdown'
import { enDropdown } from '../../i18n/catalogues/en-dropdown'
import type { FieldShared } from '../field-shared'
import { createDropdownField, dropdownStyles } from './dropdown-field'
import type { MoreFieldPart } from './more-field-part'

/** The `dropdown` question type, a chunk of its own (more-field-part.ts). */
export function createDropdownPart(shared: FieldShared): MoreFieldPart {
  return {
    kind: 'dropdown',
    Field: createDropdownField(shared),
    validator: validateDropdown,
    english: enDropdown,
    stylesheet: dropdownStyles,
  }
}
