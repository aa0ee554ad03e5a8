import { validateConsent } from '../../core/more-validators/consent'
import { enConsent } from '../../i18n/catalogues/en-consent'
import type { FieldShared } from '../field-shared'
import { createConsentField, consentStyles } from './consent-field'
import type { MoreFieldPart } from './more-field-part'

/** The `consent` question type, a chunk of its own (more-field-part.ts). */
export function createConsentPart(shared: FieldShared): MoreFieldPart {
  return {
    kind: 'consent',
    Field: createConsentField(shared),
    validator: validateConsent,
    english: enConsent,
    stylesheet: consentStyles,
  }
}
