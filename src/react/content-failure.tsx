import { chooseLanguage } from '../core/choose-language'
import { uiLanguages } from '../i18n/ui-languages'
import { RootFrame } from './root-frame'
import { useBrowserLanguages } from './use-browser-languages'
import { useUiText } from './use-ui-text'

/** Props of {@link ContentFailure}. */
export interface ContentFailureProps {
  /** The code `onError` received, also on the screen as `data-code`. */
  code: string
  language: string | undefined
  className?: string | undefined
}

/**
 * The whole widget replaced by a plain message when its content broke the rendering: in the
 * participant's language, a heading and a sentence, no retry (the same content would fail again).
 */
export function ContentFailure({ code, language, className }: ContentFailureProps) {
  const preferred = useBrowserLanguages()
  const uiLanguage = chooseLanguage({
    offered: uiLanguages,
    defaultLanguage: 'en',
    requested: language,
    preferred,
  })
  return (
    <RootFrame language={uiLanguage} className={className}>
      <ContentFailureMessage code={code} />
    </RootFrame>
  )
}

function ContentFailureMessage({ code }: { code: string }) {
  const t = useUiText()
  return (
    <div
      role="alert"
      className="sr-screen sr-notice sr-notice-error"
      data-screen="content-error"
      data-code={code}
      part="notice"
    >
      <h2>{t('contentError.title')}</h2>
      <p>{t('contentError.text')}</p>
    </div>
  )
}
