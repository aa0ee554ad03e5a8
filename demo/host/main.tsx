import { StrictMode } from 'react'
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

// The origins a study's completion may redirect to by itself, from the demo's environment
// (DEMO_REDIRECT_ORIGINS); without any, the way back to a panel is a "Continue" link.
void fetch('/_demo/settings.json')
  .then((response) => response.json() as Promise<{ redirectOrigins?: string[] }>)
  .catch(() => ({ redirectOrigins: [] }))
  .then((settings) => render(container, settings.redirectOrigins))

function render(container: HTMLElement, redirectOrigins: string[] | undefined) {
  createRoot(container).render(
    <StrictMode>
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
    </StrictMode>,
  )
}
