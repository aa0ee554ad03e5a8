// The `study-runner/embed` script: React and everything else bundled, for
// `<script type="module" src=".../study-runner.js">`. The one entry of the package with side
// effects (docs/architecture.md, docs/code-style.md#8-side-effects-in-one-entry): loading it asks
// for the content of the <study-runner> elements in the page (embed-early-requests.ts, imported
// first, so the requests leave before the rest of the script is evaluated) and defines
// <study-runner>. The other UI languages
// are sibling files, fetched relative to this script (import.meta.url) when first needed.
import './embed-early-requests'
import { defineStudyRunnerElement } from './define-study-runner-element'
import type { StudyRunnerElement } from './study-runner-element'

defineStudyRunnerElement()

declare global {
  interface HTMLElementTagNameMap {
    'study-runner': StudyRunnerElement
  }
}
