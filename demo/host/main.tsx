import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'

// `?study=<id>` picks another study, `?lang=<tag>` the language (README). For trying the
// response queue (and for the e2e): `?ref=<participantRef>`, `?send=stream`, `?persist=session`.
// The scores are shown on the thank-you screen unless `?scores=off`; `?scheme=dark|light|auto`
// sets the palette (default auto: this page declares no color-scheme, so the widget is light).
const params = new URLSearchParams(window.location.search)
const studyId = params.get('study') ?? 'energy-check'
const language = params.get('lang') ?? undefined
const participantRef = params.get('ref') ?? undefined
const sendMode = (params.get('send') ?? undefined) as StudyRunnerProps['sendMode']
const persist = (params.get('persist') ?? undefined) as StudyRunnerProps['persist']
const colorScheme = (params.get('scheme') ?? undefined) as StudyRunnerProps['colorScheme']

const container = document.getElementById('study')
if (!container) throw new Error('The host page lost its #study container.')

createRoot(container).render(
  <StrictMode>
    <HostPage />
  </StrictMode>,
)

/**
 * The page's one widget. The origins a study's completion may redirect to by itself come from
 * the demo's environment (DEMO_REDIRECT_ORIGINS, `/_demo/settings.json`); without any, the way
 * back to a panel is a "Continue" link. They matter only at the end, so the study renders at
 * once and the settings follow, rather than the first page waiting for a round trip.
 */
function HostPage() {
  const [redirectOrigins, setRedirectOrigins] = useState<readonly string[]>([])
  useEffect(() => {
    let current = true
    void fetch('/_demo/settings.json')
      .then((response) => response.json() as Promise<{ redirectOrigins?: string[] }>)
      .then((settings) => current && setRedirectOrigins(settings.redirectOrigins ?? []))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  return (
    <StudyRunner
      studyId={studyId}
      proxyUrl="/api/study"
      language={language}
      participantRef={participantRef}
      sendMode={sendMode}
      persist={persist}
      showScores={params.get('scores') !== 'off'}
      colorScheme={colorScheme}
      redirectOrigins={redirectOrigins}
      onComplete={(result) => console.info('[host] study completed', result)}
      onError={(error) => console.warn('[host] study error', error)}
    />
  )
}
