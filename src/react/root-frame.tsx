import { useId, useMemo, useRef, type ReactNode } from 'react'
import type { TextPipe } from '../core/piping-engine'
import { textDirection } from '../i18n/text-direction'
import { useDisplayOptions } from './display-options'
import { LanguageSwitcher } from './language-switcher'
import { LoadingScreen } from './loading-screen'
import { ScopedStyles } from './scoped-styles'
import { useColorScheme } from './use-color-scheme'
import { useUiCatalogue } from './use-ui-catalogue'
import { WidgetContext } from './widget-context'

/** Props of {@link RootFrame}. */
export interface RootFrameProps {
  language: string
  /** The study's wording; identity while no content is loaded. */
  text?: ((key: string) => string) | undefined
  /** Fills the placeholders of that wording, when it has any. */
  pipe?: TextPipe | undefined
  className?: string | undefined
  children: ReactNode
}

const identity = (key: string) => key

/**
 * The widget's one root element (docs/architecture.md#the-widgets-promises): `data-study-runner`,
 * `lang`, `dir`, `part="root"` and the palette's `data-scheme`, with the scoped stylesheet and the widget context. Until the UI
 * strings of the language are loaded it shows the loading skeleton, never untranslated keys.
 */
export function RootFrame({
  language,
  text = identity,
  pipe,
  className,
  children,
}: RootFrameProps) {
  const idPrefix = useId()
  const dir = textDirection(language)
  const ready = useUiCatalogue(language)
  const rootRef = useRef<HTMLDivElement>(null)
  const scheme = useColorScheme(rootRef, useDisplayOptions().colorScheme)
  const context = useMemo(
    () => ({ language, dir, idPrefix, text, pipe }),
    [language, dir, idPrefix, text, pipe],
  )
  return (
    <div
      ref={rootRef}
      data-study-runner=""
      data-scheme={scheme}
      lang={language}
      dir={dir}
      part="root"
      className={className ? `sr-root ${className}` : 'sr-root'}
    >
      <ScopedStyles />
      <WidgetContext.Provider value={context}>
        {ready ? <LanguageSwitcher /> : null}
        {ready ? children : <LoadingScreen announce={false} />}
      </WidgetContext.Provider>
    </div>
  )
}
