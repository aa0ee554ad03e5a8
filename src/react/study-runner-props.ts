import type { StudyContent } from '../api/types'
import type { ColorScheme, PersistMode, SendMode } from '../core/check-host-options'
import type { StudySessionCallbacks } from '../core/create-study-session'
import type { ResponseQueueOptions } from '../core/queue-options'
import type { ResponseStorage } from '../core/response-storage'
import type { StudyRunnerErrorReport } from '../core/errors'
import type { SaveState } from '../core/save-state'
import type { StudyTransport } from '../core/transport'
import type { UiMessageOverrides } from '../i18n/ui-messages'

/**
 * Props of `<StudyRunner>`: the host interface of docs/architecture.md#host-interface, one
 * vocabulary with the custom
 * element's attributes. Only `studyId` and one of `proxyUrl` / `transport` are required.
 */
export interface StudyRunnerProps extends StudySessionCallbacks {
  /**
   * The study to run.
   * @example 'energy-check'
   */
  studyId: string
  /**
   * Where the host mounted `createStudyProxy`, relative or absolute. Required unless `transport`
   * is given.
   * @example '/api/study'
   */
  proxyUrl?: string | undefined
  /**
   * Replaces `proxyUrl` for hosts that route differently (and for tests).
   * @default a fetch transport over `proxyUrl`
   * @example createFetchTransport({ proxyUrl: 'https://api.example.org/study' })
   */
  transport?: StudyTransport | undefined
  /**
   * The study language if the study offers it (exactly, or by primary subtag: `de-CH` → `de`);
   * else the first of the browser's languages the study offers, else the study's default.
   * Read when the session starts; later the participant may switch (`showLanguageSwitcher`).
   * @default the browser's languages (`navigator.languages`)
   * @example 'ar'
   */
  language?: string | undefined
  /**
   * Passed to session start, e.g. a panel member's id; shows up in the sessions dataset.
   * @example 'panel-4711'
   */
  participantRef?: string | undefined
  /**
   * Passed to session start; free-form JSON, at most 4 KB serialised.
   * @example { cohort: 'spring' }
   */
  metadata?: Record<string, unknown> | undefined
  /**
   * Values the participant arrived with, by the names of the content's `parameters` ("hidden
   * fields", e.g. a panel's participant id). The page's URL query is read too (`?PROLIFIC_PID=…`);
   * these win over it. A required one missing or malformed shows "This study link is incomplete"
   * (`parameter_missing`) and starts no session; the values are stored as answers.
   * @example { PROLIFIC_PID: '5f3a9c…' }
   */
  parameters?: Readonly<Record<string, string>> | undefined
  /**
   * The origins the study's completion redirect may take the participant to by itself
   * (`completion.redirect` in the content, docs/content-format.md#order-time-endings), e.g. your
   * panel provider's. A redirect to any other origin is only offered as a "Continue" link, and a
   * URL that is not http(s) never. Read when the session finishes, so a list the host learns
   * later (from its own settings request) still applies.
   * @default [] (the redirect is a link to click)
   * @example ['https://panel.example.com']
   */
  redirectOrigins?: readonly string[] | undefined
  /**
   * Let a device that completed the study (or was screened out) take it again. Without it, the
   * widget remembers a completion in its storage (`persist`; not with `'none'`) and, opened
   * again on that device, shows that the participant already took part — reported through
   * `onError` as `already_completed` — and starts no session. Read when the session starts.
   * @default false
   */
  allowRetake?: boolean | undefined
  /**
   * The widget's palette: `'light'`, `'dark'`, or `'auto'` — the host page's `color-scheme`:
   * light where the page declares none (as the browser draws it), dark for `dark`, and the
   * system's preference for `light dark`. The `--sr-color-*` properties theme either.
   * @default 'auto'
   */
  colorScheme?: ColorScheme | undefined
  /**
   * Show the scores the service computed on the thank-you screen, in words: each scale's name,
   * its value with its range and its band's name. The host always gets them through `onComplete`.
   * @default false
   */
  showScores?: boolean | undefined
  /**
   * Show a labelled menu of the study's languages (each by its own name) above the study.
   * Switching changes the language of the study's wording and of the widget's UI, and the text
   * direction; the running session keeps every answer. Hidden when the study has one language.
   * @default false
   */
  showLanguageSwitcher?: boolean | undefined
  /**
   * Where the session waits on the device (docs/architecture.md#the-widgets-promises): `'local'`
   * (localStorage: a reload, a
   * crash or a closed and reopened tab resumes the same session on the same page with every
   * answer), `'session'` (sessionStorage: survives a reload of this tab only) or `'none'` (memory
   * only: a reload starts afresh). Each answer is stored the moment it is given and leaves the
   * outbox once the service acknowledged it; stored state is versioned and checked on load
   * (anything corrupt or foreign is discarded with a warning), and forgotten with the token
   * after completion. If the storage is unavailable (privacy settings) the widget behaves as
   * `'none'`. Read when the session starts.
   * @default 'local'
   */
  persist?: PersistMode | undefined
  /**
   * Replaces the browser storage `persist` names, e.g. with an IndexedDB-backed store (every
   * method may answer a promise) or `createMemoryStorage()`. Ignored with `persist: 'none'`.
   * Read when the session starts.
   * @default localStorage or sessionStorage, per `persist`
   */
  storage?: ResponseStorage | undefined
  /**
   * When answers are sent: `'page'`, one batch when the participant leaves a page (kind to the
   * API key's shared request budget, docs/architecture.md#the-request-budget), or `'stream'`,
   * answers gathered for a few
   * seconds as they are given (`queue.streamIntervalMs`). Either way they also go when the tab
   * is hidden or closed (`keepalive`) and before finish, one request at a time, retried with
   * backoff until acknowledged. Read when the session starts.
   * @default 'page'
   */
  sendMode?: SendMode | undefined
  /**
   * Advanced: the response queue's timing — retry backoff (`baseDelayMs`, `maxDelayMs`),
   * `maxRetryAfterMs`, `requestTimeoutMs`, `streamIntervalMs`, `maxBatchBytes`, `startRetries`.
   * The defaults suit production; tests shorten them. Read when the session starts.
   * @default { baseDelayMs: 1000, maxDelayMs: 30000, requestTimeoutMs: 20000, streamIntervalMs:
   * 3000, maxBatchBytes: 32000 }
   */
  queue?: ResponseQueueOptions | undefined
  /**
   * Make pages browser-history entries: Next adds an entry, the browser's Back button shows the
   * previous page (answers are kept) and Forward goes on through a validated Next. The URL is not
   * changed, and the entries keep the host router's `history.state` members. Read when the
   * session starts. Off, the widget never touches `window.history`.
   * @default false
   */
  history?: boolean | undefined
  /**
   * The query parameter a "continue on another device" link carries its id in
   * (docs/architecture.md#continue-on-another-device), for a page whose address already uses
   * `resume` for something else. Opened with it, the widget claims the link once, goes on with
   * its session, and removes the parameter from the address bar. The link keeps only the page's
   * path and this parameter: the page must show the same study at that path without its other
   * query parameters (another study's widget leaves the link to it).
   * @default 'resume'
   * @example 'continue'
   */
  resumeParam?: string | undefined
  /**
   * UI string overrides per language tag; they win over the shipped catalogues (which load
   * lazily, one per language). Keys are those of `UiMessages`.
   * @default {}
   * @example { en: { finish: 'Submit' }, de: { finish: 'Absenden' } }
   */
  messages?: UiMessageOverrides | undefined
  /**
   * Added to the root element's class list (the element with `data-study-runner`), e.g. to set
   * the `--sr-*` theme properties.
   * @example 'checkin-theme'
   */
  className?: string | undefined
  /**
   * The nonce of your Content-Security-Policy's `style-src`, carried by the widget's `<style>`
   * element, for pages that allow no inline styles without one.
   * @example nonce={cspNonce}
   */
  nonce?: string | undefined
  /**
   * The study content has loaded (once per widget).
   * @example (content) => console.log(content.revision)
   */
  onReady?: ((content: StudyContent) => void) | undefined
  /**
   * The service started a session, or a stored one was resumed (`resumed: true`).
   * @example ({ sessionId }) => analytics.track('study-start', sessionId)
   */
  onSessionStart?: StudySessionCallbacks['onSessionStart']
  /**
   * A page is shown: the first one after the session started, then after each Next / Back;
   * `index` counts visible pages from 0.
   * @example ({ index, moduleId }) => console.log(index, moduleId)
   */
  onPageChange?: StudySessionCallbacks['onPageChange']
  /**
   * The participant gave or changed an answer (`null`: cleared).
   * @example ({ variableCode, value }) => console.log(variableCode, value)
   */
  onAnswer?: StudySessionCallbacks['onAnswer']
  /**
   * The state of the participant's answers changed: `'saving'` while a batch or the finish is in
   * flight, `'saved'` once acknowledged, `'offline'` while the browser is offline (answers wait),
   * `'retrying'` while a failed request waits for its next attempt, `'error'` when the service
   * refused them for good or the stored session was lost (the answers are kept).
   * @example (state) => setBadge(state)
   */
  onSaveStateChange?: ((state: SaveState) => void) | undefined
  /**
   * The session was finished, exactly once; `ended` is true for an early end (screen-out).
   * `redirectUrl` is the content's completion redirect, filled in, when there is one — also when
   * its origin is not in `redirectOrigins`, for a host that navigates itself.
   * @example ({ sessionId, scores }) => saveResult(sessionId, scores)
   */
  onComplete?: StudySessionCallbacks['onComplete']
  /**
   * The participant made a link to continue on another device (content with
   * `resume.acrossDevices`): the link (short when the proxy has a link client), working once until
   * `expiresAt` (ISO 8601). It leads to the session: keep it out of logs and analytics.
   * @example ({ expiresAt }) => console.log('a link valid until', expiresAt)
   */
  onResumeLinkCreated?: StudySessionCallbacks['onResumeLinkCreated']
  /**
   * Something failed or needs the host's attention; `code` is stable: the service's codes
   * (`not_found`, `study_not_live`, `license_inactive`, …) and the widget's own
   * (`network_error`, `content_error`, `translation_missing` — once per language, with the keys
   * in `details` — `already_completed`, and `resume_link_unusable` when a link to continue was
   * used, has expired or is another study's).
   * @example ({ code, message }) => console.warn(code, message)
   */
  onError?: ((report: StudyRunnerErrorReport) => void) | undefined
}
