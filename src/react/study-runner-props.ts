import type { StudyContent } from '../api/types'
import type { StudySessionCallbacks } from '../core/create-study-session'
import type { StudyRunnerErrorReport } from '../core/errors'
import type { StudyTransport } from '../core/transport'
import type { UiMessageOverrides } from '../i18n/ui-messages'

/** Props of `<StudyRunner>`: the host interface of DESIGN.md §11. */
export interface StudyRunnerProps extends StudySessionCallbacks {
  /** The study to run. */
  studyId: string
  /**
   * Where the host mounted `createStudyProxy`, relative or absolute.
   * @example '/api/study'
   */
  proxyUrl?: string | undefined
  /** Replaces `proxyUrl` for hosts that route differently (and for tests). */
  transport?: StudyTransport | undefined
  /**
   * The study language if the study offers it; else the browser's languages the study offers,
   * else the study's default language. Read when the session starts.
   */
  language?: string | undefined
  /** Passed to session start, e.g. a panel id. */
  participantRef?: string | undefined
  /** Passed to session start; free-form JSON, at most 4 KB serialised. */
  metadata?: Record<string, unknown> | undefined
  /**
   * UI string overrides per language.
   * @example { en: { finish: 'Submit' } }
   */
  messages?: UiMessageOverrides | undefined
  /** The study content has loaded. */
  onReady?: ((content: StudyContent) => void) | undefined
  /**
   * Something failed or needs the host's attention: API codes (`license_inactive`,
   * `study_not_live`, …), `network_error`, `content_error`, `translation_missing`.
   */
  onError?: ((report: StudyRunnerErrorReport) => void) | undefined
  /** Added to the root element's class list. */
  className?: string | undefined
}
