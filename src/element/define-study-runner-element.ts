import {
  createStudyRunnerElementClass,
  studyRunnerElementMark,
  type StudyRunnerElementConstructor,
} from './study-runner-element'

/**
 * Registers the `<study-runner>` custom element (docs/architecture.md#host-interface) under
 * `tagName` and returns its
 * class. Importing `study-runner/element` defines nothing; this call does
 * (docs/code-style.md#8-side-effects-in-one-entry). Calling it
 * again, also from another copy of the library, returns the element already registered.
 * @param tagName a valid custom-element name
 * @default tagName 'study-runner'
 * @example
 * import { defineStudyRunnerElement } from 'study-runner/element'
 * defineStudyRunnerElement()
 * // <study-runner study-id="energy-check" proxy-url="/api/study"></study-runner>
 */
export function defineStudyRunnerElement(tagName = 'study-runner'): StudyRunnerElementConstructor {
  if (typeof customElements === 'undefined') {
    throw new Error(
      '[study-runner] defineStudyRunnerElement() needs a browser (customElements): call it in client code',
    )
  }
  const existing = customElements.get(tagName)
  if (existing) {
    if (studyRunnerElementMark in existing)
      return existing as unknown as StudyRunnerElementConstructor
    throw new Error(
      `[study-runner] <${tagName}> is defined by another script; pass another name to defineStudyRunnerElement()`,
    )
  }
  const elementClass = createStudyRunnerElementClass()
  customElements.define(tagName, elementClass)
  return elementClass
}
