import { useId } from 'react'
import { languageName } from '../i18n/language-name'
import { useDisplayOptions } from './display-options'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * A labelled native menu of the study's languages, each named in itself and marked with its own
 * `lang`, shown when the host set `showLanguageSwitcher` (docs/architecture.md#host-interface).
 */
export function LanguageSwitcher() {
  const t = useUiText()
  const { language } = useWidget()
  const { languageSwitch } = useDisplayOptions()
  const id = useId()
  if (!languageSwitch) return null
  return (
    <div className="sr-language-switcher" part="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => languageSwitch.select(event.target.value)}
      >
        {languageSwitch.languages.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageName(tag)}
          </option>
        ))}
      </select>
    </div>
  )
}
