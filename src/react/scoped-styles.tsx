import { fieldStyles } from './field-styles'
import { navigationStyles } from './navigation-styles'
import { studyRunnerStyles } from './styles'

/**
 * The widget's whole stylesheet: the frame (theme, reset, screens), then the fields and the
 * navigation, which build on it. Every selector is scoped under `[data-study-runner]`.
 */
export const widgetStylesheet = studyRunnerStyles + fieldStyles + navigationStyles

/**
 * The widget's stylesheet, once per document (or shadow root): React 19 hoists a `<style>` with
 * `href` and `precedence` and de-duplicates it by `href`, also when rendered on the server.
 */
export function ScopedStyles() {
  return (
    <style href="study-runner-styles" precedence="study-runner">
      {widgetStylesheet}
    </style>
  )
}
