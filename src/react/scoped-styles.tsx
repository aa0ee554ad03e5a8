import { fieldStyles } from './field-styles'
import { studyRunnerStyles } from './styles'

/**
 * The widget's stylesheet, once per document (or shadow root): React 19 hoists a `<style>` with
 * `href` and `precedence` and de-duplicates it by `href`, also when rendered on the server.
 */
export function ScopedStyles() {
  return (
    <style href="study-runner-styles" precedence="study-runner">
      {studyRunnerStyles + fieldStyles}
    </style>
  )
}
