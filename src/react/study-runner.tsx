import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createWidgetI18n, uiNamespace } from '../i18n/create-widget-i18n'
import type { UiMessageOverrides } from '../i18n/ui-messages'
import { StudyRunnerContent } from './study-runner-content'
import type { StudyRunnerProps } from './study-runner-props'

/**
 * Runs a study for one participant: loads its content through the host's proxy, starts a session,
 * shows page after page and finishes. Owns its QueryClient and i18next instance (STYLE.md §10).
 * @example <StudyRunner studyId="energy-check" proxyUrl="/api/study" onComplete={save} />
 */
export function StudyRunner(props: StudyRunnerProps) {
  const [queryClient] = useState(() => new QueryClient())
  // Hosts often pass `messages` inline; rebuild the instance only when its content changes.
  const messagesKey = JSON.stringify(props.messages ?? {})
  const i18n = useMemo(
    () => createWidgetI18n({ messages: JSON.parse(messagesKey) as UiMessageOverrides }),
    [messagesKey],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n} defaultNS={uiNamespace}>
        <StudyRunnerContent {...props} />
      </I18nextProvider>
    </QueryClientProvider>
  )
}
