import { primarySubtag } from '../core/choose-language'

// Scripts written right to left (ISO 15924), for tags that name one: `az-Arab`, `pa-Arab`.
const rtlScripts = new Set('adlm arab hebr mand nkoo rohg samr syrc thaa yezi'.split(' '))

// Languages whose default script is right to left (CLDR likely subtags).
const rtlLanguages = new Set('ar arc ckb dv fa he iw ks lrc mzn nqo ps sd syr ug ur yi'.split(' '))

interface LocaleWithTextInfo extends Intl.Locale {
  getTextInfo?: () => { direction?: string }
  textInfo?: { direction?: string }
}

/**
 * The writing direction of a BCP 47 language tag (docs/architecture.md#the-widgets-promises: from
 * the tag, never guessed from
 * text). Uses `Intl.Locale` text info where the runtime has it, else a list of scripts and
 * languages. An invalid tag is `ltr`.
 * @example textDirection('ar-EG') // 'rtl'
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  let locale: LocaleWithTextInfo
  try {
    locale = new Intl.Locale(tag)
  } catch {
    return 'ltr'
  }
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction
  return textDirectionFromLists(tag)
}

/** The fallback of {@link textDirection} for runtimes without `Intl.Locale` text info. */
export function textDirectionFromLists(tag: string): 'ltr' | 'rtl' {
  const script = tag.split(/[-_]/).find((subtag, index) => index > 0 && /^[a-z]{4}$/i.test(subtag))
  if (script) return rtlScripts.has(script.toLowerCase()) ? 'rtl' : 'ltr'
  return rtlLanguages.has(primarySubtag(tag)) ? 'rtl' : 'ltr'
}
