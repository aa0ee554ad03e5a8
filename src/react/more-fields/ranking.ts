import { createRankingValidator } from '../../core/more-validators/ranking'
import { enRanking } from '../../i18n/catalogues/en-ranking'
import type { FieldShared } from '../field-shared'
import { createRankingField, rankingStyles } from './ranking-field'
import type { MoreFieldPart } from './more-field-part'

/** The `ranking` question type, a chunk of its own (more-field-part.ts). */
export function createRankingPart(shared: FieldShared): MoreFieldPart {
  return {
    kind: 'ranking',
    Field: createRankingField(shared),
    validator: createRankingValidator(shared),
    english: enRanking,
    stylesheet: rankingStyles,
  }
}
