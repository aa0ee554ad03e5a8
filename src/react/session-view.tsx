import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react'
import { useStore } from 'zustand'
import type { StudyContent } from '../api/types'
import type { SendMode } from '../core/check-host-options'
import { createStudySession } from '../core/create-study-session'
import type { ResponseQueueOptions } from '../core/queue-options'
import type { ResponseStorage } from '../core/response-storage'
import type { StudyTransport } from '../core/transport'
import { createContentText } from '../i18n/create-content-text'
import { afterNextPaint } from './after-next-paint'
import { ChunkStyles } from './chunk-styles'
import { CompletionScreen } from './completion-screen'
import { LoadingScreen } from './loading-screen'
import { NoticeScreen } from './notice-screen'
import { PageView } from './page-view'
import { ResumeAction, ResumeLinkNotice } from './resume-action'
import { RootFrame } from './root-frame'
import { SessionLostScreen } from './session-lost-screen'
import type { StudyRunnerProps } from './study-runner-props'
import { useLaterParts } from './use-later-parts'
import type { WidgetFeatures } from './use-content-features'
import { useLoadReports } from './use-load-reports'
import { MoreFieldsProvider } from './use-more-fields'
import { usePageHistory } from './use-page-history'
import { usePageSignals } from './use-page-signals'
import { useResumeParamRemoval } from './use-resume-link'
import { useSaveStateReports } from './use-save-state-reports'

/** Props of {@link SessionView}. */
export interface SessionViewProps {
  transport: StudyTransport
  content: StudyContent
  /** The chunks the content needs, loaded with it. */
  features: WidgetFeatures
  language: string
  /** The language the participant switched to; the session keeps the one it started in. */
  displayLanguage?: string | undefined
  studyId: string
  participantRef?: string | undefined
  metadata?: Record<string, unknown> | undefined
  /** By parameter name: the page URL's, then the host's (`parameters`). */
  parameters?: Readonly<Record<string, string>> | undefined
  allowRetake?: boolean | undefined
  /** Where the session is kept on the device (`persist`, `storage`); none: in memory. */
  storage?: ResponseStorage | undefined
  sendMode?: SendMode | undefined
  queue?: ResponseQueueOptions | undefined
  /** The id of the resume link the page was opened with (`?resume=…`). */
  resumeId?: string | undefined
  /** The query parameter that carries it (`resumeParam`). */
  resumeParam: string
  className?: string | undefined
  /** The host's latest props, read when a callback fires. */
  props: RefObject<StudyRunnerProps>
}

/**
 * Whether a page is on screen: from the first page on (before the session exists too, which the
 * first answer or Next starts); a start that failed before any page, or a notice, shows instead.
 */
function onPage(state: { status: string; session: object | null; failedAction: string | null }) {
  if (state.session) return true
  return state.status === 'answering' || (state.status === 'error' && state.failedAction === 'next')
}

/**
 * One participant's session over loaded content: creates the store (resuming a stored session),
 * connects it to the page, shows its state.
 */
export function SessionView({
  props,
  className,
  displayLanguage,
  resumeParam,
  ...options
}: SessionViewProps) {
  // Created once: later changes of these props do not restart a running session.
  const [store] = useState(() =>
    createStudySession({
      ...options,
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      onSessionStart: (event) => props.current.onSessionStart?.(event),
      onPageChange: (event) => props.current.onPageChange?.(event),
      onAnswer: (event) => props.current.onAnswer?.(event),
      onComplete: (event) => props.current.onComplete?.(event),
      onError: (report) => props.current.onError?.(report),
      onResumeLinkCreated: (event) => props.current.onResumeLinkCreated?.(event),
      // Like the callbacks, the host's latest: read when the session finishes.
      redirectOrigins: () => props.current.redirectOrigins,
    }),
  )
  const state = useStore(store)
  // The session's language is fixed at start; only the language switcher re-translates it.
  const language = displayLanguage ?? state.language
  const contentText = useMemo(
    () => createContentText(state.content, language),
    [state.content, language],
  )
  const piping = options.features.piping
  const pipe = useMemo(
    () =>
      piping?.createTextPipe({
        content: state.content,
        language,
        text: contentText.text,
        answers: store,
      }),
    [piping, state.content, language, contentText, store],
  )
  useLoadReports(store, contentText.report, props)
  const saveState = useSaveStateReports(store, props)
  usePageHistory(store, props)
  usePageSignals(store)
  useResumeParamRemoval(store, resumeParam)
  // The link leads back to this page (the proxy keeps its path only).
  const createResumeLink = useCallback(
    () =>
      store.getState().createResumeLink({ destination: window.location.href, param: resumeParam }),
    [store, resumeParam],
  )
  const acrossDevices =
    state.content.resume?.acrossDevices === true && options.transport.createResumeLink !== undefined

  useEffect(() => {
    const start = () => void store.getState().start()
    // A first page the store put on screen needs no more code: what the session does is fetched
    // and evaluated once it is painted (docs/architecture.md, "What a study loads").
    const { session, status } = store.getState()
    if (!session && status === 'answering') return afterNextPaint(start)
    start()
  }, [store])
  const later = useLaterParts(`${state.status} ${state.validationAttempt} ${state.reviewing}`)

  let body
  if (state.status === 'completed') {
    body = (
      <CompletionScreen
        scores={state.result?.scores}
        scales={state.content.scales}
        ended={state.endedEarly !== null}
        endTextKey={state.endedEarly?.textKey}
        ScoreTable={later?.ScoreTable}
      >
        {later && <later.CompletionActions state={state} />}
      </CompletionScreen>
    )
  } else if (state.status === 'lost') {
    body = (
      <SessionLostScreen
        code={state.error?.code ?? 'session_closed'}
        onRestart={() => void state.restart()}
      />
    )
  } else if (onPage(state)) {
    const pageKey = `${state.pages[state.pageIndex]?.index} ${state.reviewing}`
    body = (
      <>
        {state.resumeLink === 'unusable' && <ResumeLinkNotice pageKey={pageKey} />}
        <PageView
          state={state}
          saveState={saveState}
          ErrorSummary={later?.ErrorSummary}
          ReviewList={later?.ReviewList}
          TimeLeft={later?.TimeLeft}
        />
        {acrossDevices && <ResumeAction createLink={createResumeLink} />}
      </>
    )
  } else if (state.status === 'error') {
    body = <NoticeScreen error={state.error} onRetry={() => void state.retry()} />
  } else body = <LoadingScreen />

  return (
    <RootFrame language={language} text={contentText.text} pipe={pipe} className={className}>
      {later && <ChunkStyles css={later.stylesheet} />}
      <MoreFieldsProvider fields={options.features.moreFields}>{body}</MoreFieldsProvider>
    </RootFrame>
  )
}
