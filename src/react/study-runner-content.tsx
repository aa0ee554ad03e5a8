import { useEffect, useMemo } from 'react'
import { chooseLanguage } from '../core/choose-language'
import { toStudyRunnerError } from '../core/errors'
import { deviceDecidesFirstPage } from '../core/storage-keys'
import { createFetchTransport } from '../core/transport'
import { uiLanguages } from '../i18n/ui-languages'
import { webStorageOf } from './create-web-storage'
import { DisplayOptionsContext, type DisplayOptions } from './display-options'
import { LoadingScreen } from './loading-screen'
import { NoticeScreen } from './notice-screen'
import { RootFrame } from './root-frame'
import { SessionView } from './session-view'
import type { StudyRunnerProps } from './study-runner-props'
import { useBrowserLanguages } from './use-browser-languages'
import { useLanguageSwitch } from './use-language-switch'
import { useLatest } from './use-latest'
import { useContentFeatures } from './use-content-features'
import { useStudyContent } from './use-study-content'
import { defaultResumeParam, resumeIdOfPage } from './use-resume-link'

/**
 * The parameters the page's URL carries, by name (`?PROLIFIC_PID=…`): what a panel appends to
 * the study link. None while rendering on the server.
 */
function parametersOfPage(): Record<string, string> {
  const search = globalThis.location?.search
  return search ? Object.fromEntries(new URLSearchParams(search)) : {}
}

/** Loads the content and chooses the language; then hands over to the session. */
export function StudyRunnerContent(props: StudyRunnerProps) {
  const { studyId, proxyUrl, transport: customTransport } = props
  // <StudyRunner> checked the host's options, outside its error boundary: a wrong prop is thrown
  // to the host's developer, not shown to participants as a content error.
  const transport = useMemo(
    () => customTransport ?? createFetchTransport({ proxyUrl: proxyUrl ?? '' }),
    [customTransport, proxyUrl],
  )
  const latestProps = useLatest(props)
  const browserLanguages = useBrowserLanguages()
  const { persist = 'local', storage: customStorage } = props
  const storage = useMemo(
    () => (persist === 'none' ? undefined : (customStorage ?? webStorageOf(persist))),
    [persist, customStorage],
  )
  const resumeParam = props.resumeParam ?? defaultResumeParam
  const resumeId = resumeIdOfPage(resumeParam)
  const query = useStudyContent(transport, studyId, {
    deliveryFirst: () =>
      deviceDecidesFirstPage({ studyId, participantRef: props.participantRef, resumeId, storage }),
  })
  const switched = useLanguageSwitch(studyId)
  const content = query.data
  const features = useContentFeatures(content)
  const failed = query.error ?? features.error

  useEffect(() => {
    if (failed) latestProps.current.onError?.(toStudyRunnerError(failed).toReport())
  }, [failed, latestProps])

  const offered = props.showLanguageSwitcher ? content?.languages : undefined
  const display = useMemo<DisplayOptions>(
    () => ({
      showScores: props.showScores === true,
      colorScheme: props.colorScheme ?? 'auto',
      languageSwitch:
        offered && offered.length > 1 ? { languages: offered, select: switched.select } : null,
    }),
    [props.showScores, props.colorScheme, offered, switched.select],
  )

  let body
  if (content && features.data) {
    const language = chooseLanguage({
      offered: content.languages,
      defaultLanguage: content.defaultLanguage,
      requested: props.language,
      preferred: browserLanguages,
    })
    // Keyed by study only: the language is read once, when the session starts.
    body = (
      <SessionView
        key={studyId}
        transport={transport}
        studyId={studyId}
        content={content}
        features={features.data}
        language={language}
        displayLanguage={switched.language}
        participantRef={props.participantRef}
        metadata={props.metadata}
        parameters={{ ...parametersOfPage(), ...props.parameters }}
        allowRetake={props.allowRetake}
        storage={storage}
        sendMode={props.sendMode}
        queue={props.queue}
        resumeId={resumeId}
        resumeParam={resumeParam}
        className={props.className}
        props={latestProps}
      />
    )
  } else {
    // Before the study's languages are known, speak a language the UI catalogues have.
    const uiLanguage = chooseLanguage({
      offered: uiLanguages,
      defaultLanguage: 'en',
      requested: props.language,
      preferred: browserLanguages,
    })
    body = (
      <RootFrame language={uiLanguage} className={props.className}>
        {failed && !query.isFetching && !features.isFetching ? (
          <NoticeScreen
            error={failed}
            onRetry={() => (query.error ? query.refetch() : features.refetch())}
          />
        ) : (
          <LoadingScreen />
        )}
      </RootFrame>
    )
  }
  return <DisplayOptionsContext.Provider value={display}>{body}</DisplayOptionsContext.Provider>
}
