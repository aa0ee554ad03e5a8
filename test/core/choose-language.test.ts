import { describe, expect, it } from 'vitest'
import { chooseLanguage } from '../../src/core/choose-language'

const offered = ['en', 'de', 'ar']

describe('chooseLanguage', () => {
  it('takes the requested language when the study offers it', () => {
    expect(
      chooseLanguage({ offered, defaultLanguage: 'en', requested: 'ar', preferred: ['de'] }),
    ).toBe('ar')
  })

  it('matches by primary subtag', () => {
    expect(chooseLanguage({ offered, defaultLanguage: 'en', requested: 'de-CH' })).toBe('de')
  })

  it('falls back to the first preferred browser language the study offers', () => {
    expect(
      chooseLanguage({
        offered,
        defaultLanguage: 'en',
        requested: 'fr',
        preferred: ['fr-FR', 'ar-EG', 'de'],
      }),
    ).toBe('ar')
  })

  it('falls back to the default language', () => {
    expect(chooseLanguage({ offered, defaultLanguage: 'en', preferred: ['ja'] })).toBe('en')
  })
})
