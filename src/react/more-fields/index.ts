import type { FieldShared } from '../field-shared'
import type { FieldComponent } from '../question-fields'
import type { MoreQuestionType } from '../../core/content-features'
import { createMoreValidators } from '../../core/more-validators'
import { enMoreFields } from '../../i18n/catalogues/en-more-fields'
import { consentStyles, createConsentField } from './consent-field'
import { createDateField, dateStyles } from './date-field'
import { createDropdownField, dropdownStyles } from './dropdown-field'
import { createMatrixField, matrixStyles } from './matrix-field'
import { createOtherSpecify, otherSpecifyStyles } from './other-specify'
import { createRankingField, rankingStyles } from './ranking-field'

/**
 * The fields of the question types added after the original seven and of "other, please
 * specify", a chunk of their own fetched only by a study whose content uses one
 * (use-more-fields.ts), with their checks, English strings and stylesheet. Built from the pieces the entry hands over (field-shared.ts).
 */
export function createMoreFields(shared: FieldShared) {
  const fields: Readonly<Record<MoreQuestionType, FieldComponent>> = {
    dropdown: createDropdownField(shared),
    date: createDateField(shared),
    ranking: createRankingField(shared),
    matrix: createMatrixField(shared),
    consent: createConsentField(shared),
  }
  return {
    fields,
    /** The text field of an "other, please specify" option (`single`, `multi`). */
    OtherSpecify: createOtherSpecify(shared),
    /** Their checks, for `addMoreValidators`. */
    validators: createMoreValidators(shared),
    /** Their English strings, for `WidgetI18n.addFallbackStrings`. */
    english: enMoreFields,
    /** Scoped under `[data-study-runner]` like the entry's stylesheet. */
    stylesheet:
      dropdownStyles +
      dateStyles +
      rankingStyles +
      matrixStyles +
      consentStyles +
      otherSpecifyStyles,
  }
}

/** The fields of the chunk, built. */
export type MoreFields = ReturnType<typeof createMoreFields>
