import { describe, expect, it } from 'vitest'
import { checkLicenceRequest } from '../../demo/console/check-licence-request'

const catalogue = new Set(['des6', 'mood4'])

describe('checkLicenceRequest', () => {
  it('says what is missing and how to fix it, by field', () => {
    expect(checkLicenceRequest({ instrumentId: '', purpose: '' }, catalogue)).toEqual({
      instrumentId: 'Choose the instrument you want to use: a licence is for one instrument.',
      purpose:
        'Enter the purpose: say what the instrument is for in your research, in at most 2,000 characters. The reviewer reads it.',
    })
  })

  it('names an instrument outside the catalogue and a purpose that is too long', () => {
    expect(
      checkLicenceRequest({ instrumentId: 'gone', purpose: 'x'.repeat(2001) }, catalogue),
    ).toEqual({
      instrumentId: 'The instrument “gone” is not in the catalogue. Choose one from the list.',
      purpose: 'The purpose is 2,001 characters long. Shorten it to 2,000 characters or fewer.',
    })
  })

  it('finds nothing wrong with a catalogue instrument and a purpose', () => {
    expect(
      checkLicenceRequest({ instrumentId: 'des6', purpose: 'Sleep study' }, catalogue),
    ).toEqual({})
  })
})
