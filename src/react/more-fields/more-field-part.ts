import type { ReactNode } from 'react'
import type { MoreQuestionType } from '../../core/content-features'
import type { QuestionValidator } from '../../core/validation'
import type { UiMessages } from '../../i18n/ui-messages'
import type { FieldComponent } from '../question-fields'
import type { OtherSpecifyProps } from './other-specify'

/**
 * What one chunk of `more-fields/` brings (use-more-fields.tsx loads it): the field of one
 * question type with its check, its English strings and its stylesheet — or the text field of an
 * "other, please specify" option. Each is a chunk of its own, fetched only by a study that uses
 * it, and imports nothing another one does.
 */
export type MoreFieldPart =
  | {
      kind: MoreQuestionType
      Field: FieldComponent
      /** Registered with `addMoreValidators` when the chunk arrives. */
      validator: QuestionValidator
      english: Partial<UiMessages>
      /** Scoped under `[data-study-runner]` like the entry's stylesheet. */
      stylesheet: string
    }
  | {
      kind: 'other'
      OtherSpecify: (props: OtherSpecifyProps) => ReactNode
      stylesheet: string
    }
