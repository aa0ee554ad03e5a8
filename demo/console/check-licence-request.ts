import type { FieldErrors } from './form-fields'

/** The longest purpose the Study Service accepts (its `POST /licenses` check). */
export const maxPurposeLength = 2000

/** What the licence request form sends. */
export interface LicenceRequestFields {
  instrumentId: string
  purpose: string
}

/**
 * What is wrong with a licence request before it is sent, by field, each message saying what
 * went wrong and how to put it right. `instrumentIds` are the catalogue's: a value from outside
 * it (an old page, an edited form) is named as such.
 */
export function checkLicenceRequest(
  form: LicenceRequestFields,
  instrumentIds: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {}
  if (form.instrumentId === '') {
    errors.instrumentId = licenceFieldMessages.instrumentId
  } else if (!instrumentIds.has(form.instrumentId)) {
    errors.instrumentId = `The instrument “${form.instrumentId}” is not in the catalogue. Choose one from the list.`
  }
  if (form.purpose === '') {
    errors.purpose = licenceFieldMessages.purpose
  } else if (form.purpose.length > maxPurposeLength) {
    errors.purpose = `The purpose is ${form.purpose.length.toLocaleString('en')} characters long. Shorten it to ${maxPurposeLength.toLocaleString('en')} characters or fewer.`
  }
  return errors
}

/**
 * The same advice for a field the Study Service refused (its own messages name the rule, not
 * the fix), keyed by form field.
 */
export const licenceFieldMessages: Readonly<Record<keyof LicenceRequestFields, string>> = {
  instrumentId: 'Choose the instrument you want to use: a licence is for one instrument.',
  purpose: `Enter the purpose: say what the instrument is for in your research, in at most ${maxPurposeLength.toLocaleString('en')} characters. The reviewer reads it.`,
}
