import { describe, expect, it } from 'vitest'
import { languageName } from '../../src/i18n/language-name'

describe('languageName', () => {
  it('names each language in itself, capitalised for a menu', () => {
    expect(languageName('de')).toBe('Deutsch')
    expect(languageName('fr')).toBe('Français')
    expect(languageName('ar')).toBe('العربية')
    expect(languageName('he')).toBe('עברית')
  })

  it('falls back to the tag where the runtime has no name', () => {
    expect(languageName('zz')).toBe('zz')
    expect(languageName('not a tag!')).toBe('not a tag!')
  })
})
