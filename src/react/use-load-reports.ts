import { useEffect, useRef, type RefObject } from 'react'
import type { StudySessionStore } from '../core/create-study-session'
import type { TranslationReport } from '../i18n/create-content-text'
import type { StudyRunnerProps } from './study-runner-props'

/**
 * Tells the host: content ready and content errors once per widget; translation fallbacks once
 * per language shown — the start language and each one the participant switches to
 * (docs/content-format.md).
 */
export function useLoadReports(
  store: StudySessionStore,
  translations: TranslationReport,
  props: RefObject<StudyRunnerProps>,
) {
  const reported = useRef(false)
  const reportedLanguages = useRef(new Set<string>())
  useEffect(() => {
    // React's development double effects must not report twice.
    if (reported.current) return
    reported.current = true
    const host = props.current
    const { content, contentErrors } = store.getState()
    host.onReady?.(content)
    if (contentErrors.length > 0) {
      host.onError?.({
        code: 'content_error',
        message: `[study-runner] ${contentErrors.length} element(s) of the study cannot be shown`,
        details: contentErrors.map((error) => ({ field: error.elementId, message: error.message })),
      })
    }
  }, [store, props])

  useEffect(() => {
    const { language, fallback, missing } = translations
    if (reportedLanguages.current.has(language)) return
    reportedLanguages.current.add(language)
    if (fallback.length + missing.length === 0) return
    const { defaultLanguage } = store.getState().content
    props.current.onError?.({
      code: 'translation_missing',
      message: `[study-runner] translations missing for "${language}"`,
      details: [
        ...fallback.map((key) => ({ field: key, message: `shown in "${defaultLanguage}"` })),
        ...missing.map((key) => ({ field: key, message: 'missing in every language' })),
      ],
    })
  }, [store, translations, props])
}
