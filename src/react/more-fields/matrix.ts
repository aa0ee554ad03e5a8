import { createMatrixValidator } from '../../core/more-validators/matrix'
import { enMatrix } from '../../i18n/catalogues/en-matrix'
import type { FieldShared } from '../field-shared'
import { createMatrixField, matrixStyles } from './matrix-field'
import type { MoreFieldPart } from './more-field-part'

/** The `matrix` question type, a chunk of its own (more-field-part.ts). */
export function createMatrixPart(shared: FieldShared): MoreFieldPart {
  return {
    kind: 'matrix',
    Field: createMatrixField(shared),
    validator: createMatrixValidator(shared),
    english: enMatrix,
    stylesheet: matrixStyles,
  }
}
