// The `study-runner/embed` script: React and everything else bundled, for
// `<script type="module" src=".../study-runner.js">`. The one module of the package with a side
// effect (docs/architecture.md, docs/code-style.md#8-side-effects-in-one-entry): loading it defines
// <study-runner>. The other UI languages
// are sibling files, fetched relative to this script (import.meta.url) when first needed.
import { defineStudyRunnerElement } from './define-study-runner-element'
import type { StudyRunnerElement } from './study-runner-element'

defineStudyRunnerElement()

declare global {
  interface HTMLElementTagNameMap {
    'study-runner': StudyRunnerElement
  }
}
