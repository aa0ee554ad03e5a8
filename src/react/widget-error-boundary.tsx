import { Component, type ErrorInfo, type ReactNode } from 'react'
import { StudyRunnerError, type StudyRunnerErrorReport } from '../core/errors'
import { ContentFailure } from './content-failure'

/** Props of {@link WidgetErrorBoundary}. */
export interface WidgetErrorBoundaryProps {
  /** The language of the failure screen (the host's `language`, else the browser's). */
  language: string | undefined
  className?: string | undefined
  /** Told once per failure, like every other error the widget reports. */
  onError?: ((report: StudyRunnerErrorReport) => void) | undefined
  children: ReactNode
}

interface WidgetErrorBoundaryState {
  error: unknown
}

/**
 * Keeps a failure inside the widget: an exception while rendering a study (a content bug the
 * checks did not catch) replaces the widget with the content-error screen and reaches `onError`,
 * and never unmounts the host's React root. Answers already saved stay where they are.
 */
export class WidgetErrorBoundary extends Component<
  WidgetErrorBoundaryProps,
  WidgetErrorBoundaryState
> {
  override state: WidgetErrorBoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): WidgetErrorBoundaryState {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[study-runner] the study could not be rendered:', error, info.componentStack)
    this.props.onError?.(renderErrorReport(error))
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children
    return (
      <ContentFailure
        code={renderErrorReport(this.state.error).code}
        language={this.props.language}
        className={this.props.className}
      />
    )
  }
}

/** A widget error keeps its code; anything else thrown while rendering is a content error. */
export function renderErrorReport(error: unknown): StudyRunnerErrorReport {
  if (error instanceof StudyRunnerError) return error.toReport()
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'content_error', message: `The study could not be rendered: ${message}` }
}
