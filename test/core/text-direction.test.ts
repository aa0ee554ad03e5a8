import { describe, expect, it } from 'vitest'
import { textDirection, textDirectionFromLists } from '../../src/i18n/text-direction'

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['de-CH', 'ltr'],
    ['zz-invalid-tag-!', 'ltr'],
  ])('reads %s as %s', (tag, direction) => {
    expect(textDirection(tag)).toBe(direction)
  })

  it('has a list fallback for runtimes without Intl.Locale text info, script subtags first', () => {
    expect(textDirectionFromLists('he-IL')).toBe('rtl')
    expect(textDirectionFromLists('ps')).toBe('rtl')
    expect(textDirectionFromLists('pa-Arab')).toBe('rtl')
    expect(textDirectionFromLists('uz-Latn')).toBe('ltr')
    expect(textDirectionFromLists('ar-Latn')).toBe('ltr')
    expect(textDirectionFromLists('fr')).toBe('ltr')
  })
})
