import { useEffect, useMemo } from 'react'
import { chooseLanguage } from '../core/choose-language'
import { isApiError, isStudyUnavailableError, toStudyRunnerError } from '../core/errors'
import { createFetchTransport } from '../core/transport'
import { uiCatalogues } from '../i18n/create-widget-i18n'
import { NoticeScreen } from './notice-screen'
import { RootFrame } from './root-frame'
import { SessionView } from './session-view'
import type { StudyRunnerProps } from './study-runner-props'
import { useBrowserLanguages } from './use-browser-languages'
import { useLatest } from './use-latest'
import { useStudyContent } from './use-study-content'

/** Loads the content and chooses the language; then hands over to the session. */
export function StudyRunnerContent(props: StudyRunnerProps) {
  const { studyId, proxyUrl, transport: customTransport } = props
  const transport = useMemo(() => {
    if (customTransport) return customTransport
    if (!proxyUrl) {
      throw new Error(
        '[study-runner] <StudyRunner> needs proxyUrl (where the host mounted createStudyProxy) or a transport',
      )
    }
    return createFetchTransport({ proxyUrl })
  }, [customTransport, proxyUrl])
  const latestProps = useLatest(props)
  const browserLanguages = useBrowserLanguages()
  const query = useStudyContent(transport, studyId)

  useEffect(() => {
    if (query.error) latestProps.current.onError?.(toStudyRunnerError(query.error).toReport())
  }, [query.error, latestProps])

  const content = query.data
  if (content) {
    const language = chooseLanguage({
      offered: content.languages,
      defaultLanguage: content.defaultLanguage,
      requested: props.language,
      preferred: browserLanguages,
    })
    // Keyed by study only: the language is read once, when the session starts.
    return (
      <SessionView
        key={studyId}
        transport={transport}
        studyId={studyId}
        content={content}
        language={language}
        participantRef={props.participantRef}
        metadata={props.metadata}
        className={props.className}
        props={latestProps}
      />
    )
  }
  // Before the study's languages are known, speak a language the UI catalogues have.
  const uiLanguage = chooseLanguage({
    offered: Object.keys(uiCatalogues),
    defaultLanguage: 'en',
    requested: props.language,
    preferred: browserLanguages,
  })
  const error = query.error
  const unavailable =
    isStudyUnavailableError(error) || (isApiError(error) && error.code === 'not_found')
  return (
    <RootFrame language={uiLanguage} className={props.className}>
      {error ? (
        <NoticeScreen
          kind={unavailable ? 'unavailable' : 'failed'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <NoticeScreen kind="loading" />
      )}
    </RootFrame>
  )
}
