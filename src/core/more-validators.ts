import type { optionVariableCode, rankCountOf } from '../api/question-types'
import type { MoreQuestionType } from './content-features'
import { validateConsent } from './more-validators/consent'
import { validateDate } from './more-validators/date'
import { validateDropdown } from './more-validators/dropdown'
import { createMatrixValidator } from './more-validators/matrix'
import { createRankingValidator } from './more-validators/ranking'
import type { ownValue } from './own-value'
import type { QuestionValidator } from './validation'

/**
 * What the checks of the question types in chunks of their own use of the widget's entry, handed
 * in when their chunk arrives (the rule of docs/architecture.md "What a study loads": a lazy chunk
 * imports nothing the entry has).
 */
export interface MoreValidatorPieces {
  ownValue: typeof ownValue
  optionVariableCode: typeof optionVariableCode
  rankCountOf: typeof rankCountOf
}

/**
 * The checks of every question type whose field is a chunk of its own (docs/content-format.md),
 * each in its own module (more-validators/), which only its type's chunk imports and registers
 * with `addMoreValidators`; here all of them at once, as the tests register them.
 */
export function createMoreValidators(
  pieces: MoreValidatorPieces,
): Record<MoreQuestionType, QuestionValidator> {
  return {
    dropdown: validateDropdown,
    date: validateDate,
    ranking: createRankingValidator(pieces),
    matrix: createMatrixValidator(pieces),
    consent: validateConsent,
  }
}

export { localToday } from './more-validators/date'
