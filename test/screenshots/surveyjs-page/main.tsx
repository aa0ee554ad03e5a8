// The example study rendered by SurveyJS 3 with its default theme, for the README's screenshots
// (test/screenshots/run.ts). The survey JSON is converted from the study's content at build time
// and served beside this page as `survey.json`.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Model } from 'survey-core'
import { Survey } from 'survey-react-ui'
// The default theme's CSS without its Open Sans @font-face rules, which load from Google Fonts:
// this tool runs offline, so Chromium falls back to a local sans-serif face either way.
import 'survey-core/survey-core.fontless.css'

const container = document.getElementById('survey')
if (!container) throw new Error('The page lost its #survey container.')

const response = await fetch('./survey.json')
const model = new Model(await response.json())
createRoot(container).render(
  <StrictMode>
    <Survey model={model} />
  </StrictMode>,
)
