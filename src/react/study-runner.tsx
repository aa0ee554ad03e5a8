import { useContext, useEffect, useRef, useState } from 'react'
import { checkHostOptions } from '../core/check-host-options'
import { createWidgetI18n } from '../i18n/create-widget-i18n'
import type { UiMessageOverrides } from '../i18n/ui-messages'
import { StyleDeliveryContext } from './scoped-styles'
import { StudyRunnerContent } from './study-runner-content'
import type { StudyRunnerProps } from './study-runner-props'
import { WidgetErrorBoundary } from './widget-error-boundary'
import { WidgetI18nContext } from './widget-i18n-context'
import { createWidgetQueryClient, WidgetQueryClientContext } from './widget-query-client'

/**
 * Runs a study for one participant: loads its content through the host's proxy, starts a session,
 * shows page after page and finishes. Owns its QueryClient and i18next instance
 * (docs/code-style.md#10-the-widget-owns-its-instances).
 * @example <StudyRunner studyId="energy-check" proxyUrl="/api/study" onComplete={save} />
 */
export function StudyRunner(props: StudyRunnerProps) {
  checkProps(props)
  const madeBefore = useContext(WidgetQueryClientContext)
  const [queryClient] = useState(() => madeBefore ?? createWidgetQueryClient())
  const [widgetI18n] = useState(() => createWidgetI18n({ messages: props.messages }))
  // Mounted, the client hears the page become visible again: TanStack Query holds a retry while
  // the tab is hidden and goes on only then (with no observer, nothing is refetched on it).
  useEffect(() => {
    queryClient.mount()
    return () => queryClient.unmount()
  }, [queryClient])
  // Hosts often pass `messages` inline: apply only a change of content, and in place, so the
  // catalogues already loaded stay loaded.
  const messagesKey = JSON.stringify(props.messages ?? {})
  const appliedKey = useRef(messagesKey)
  useEffect(() => {
    if (appliedKey.current === messagesKey) return
    appliedKey.current = messagesKey
    widgetI18n.setMessages(JSON.parse(messagesKey) as UiMessageOverrides)
  }, [widgetI18n, messagesKey])
  // The custom element delivers the stylesheet itself (inline: false); a nonce is for <style>.
  const delivery = useContext(StyleDeliveryContext)
  return (
    <WidgetQueryClientContext.Provider value={queryClient}>
      <WidgetI18nContext.Provider value={widgetI18n}>
        <StyleDeliveryContext.Provider
          value={props.nonce && delivery.inline ? { inline: true, nonce: props.nonce } : delivery}
        >
          <WidgetErrorBoundary
            language={props.language}
            className={props.className}
            onError={(report) => props.onError?.(report)}
          >
            <StudyRunnerContent {...props} />
          </WidgetErrorBoundary>
        </StyleDeliveryContext.Provider>
      </WidgetI18nContext.Provider>
    </WidgetQueryClientContext.Provider>
  )
}

/** A host's mistake is thrown to its developer, before the error boundary could catch it. */
function checkProps(props: StudyRunnerProps): void {
  checkHostOptions(props)
  if (!props.transport && !props.proxyUrl) {
    throw new Error(
      '[study-runner] <StudyRunner> needs proxyUrl (where the host mounted createStudyProxy) or a transport',
    )
  }
}
