import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StudyRunner } from '../../src/index'

// `?study=<id>` picks another study, `?lang=<tag>` the language (README).
const params = new URLSearchParams(window.location.search)
const studyId = params.get('study') ?? 'energy-check'
const language = params.get('lang') ?? undefined

const container = document.getElementById('study')
if (!container) throw new Error('The host page lost its #study container.')

createRoot(container).render(
  <StrictMode>
    <StudyRunner
      studyId={studyId}
      proxyUrl="/api/study"
      language={language}
      onComplete={(result) => console.info('[host] study completed', result)}
      onError={(error) => console.warn('[host] study error', error)}
    />
  </StrictMode>,
)
