/** @jsxRuntime classic */
/** @jsx h */
import type { ResumeLinkCreated } from '../core/resume-link-types'
import type { UiMessageKey } from '../i18n/ui-messages'
import type { LaterShared } from './later-shared'
import { qrCodePath } from './qr-code'

/** Props of the resume dialog. */
export interface ResumeDialogProps {
  /**
   * Makes the link: the session's `createResumeLink` for this page. Called once when the dialog
   * opens and again on Try again; a stable function (the dialog asks once per attempt).
   */
  createLink: () => Promise<ResumeLinkCreated>
  /** The dialog closed (Close or Escape); the opener takes the focus back. */
  onClose: () => void
}

/** The dialog's styles: a card over a dimmed page, the link and its copy button side by side. */
export const resumeDialogStyles = `
[data-study-runner] .sr-resume-dialog {
  inline-size: min(30rem, calc(100vw - 2rem));
  max-block-size: calc(100dvh - 2rem);
  overflow: auto;
  padding: var(--sr-spacing);
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
  color: var(--sr-color-text);
  background: var(--sr-color-background);
}
[data-study-runner] .sr-resume-dialog::backdrop { background: rgb(0 0 0 / 0.5); }
[data-study-runner] .sr-resume-dialog h2:focus { outline: none; }
[data-study-runner] .sr-resume-link { display: flex; flex-wrap: wrap; gap: 0.5em; margin-block: 0.25em 0.5em; }
[data-study-runner] .sr-resume-link input {
  flex: 1 1 12em;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-inline: 0.5em;
  color: var(--sr-color-text);
  background: var(--sr-color-surface);
  border: 1px solid var(--sr-color-border);
  border-radius: var(--sr-radius);
}
[data-study-runner] .sr-resume-dialog label { display: block; font-weight: 600; }
[data-study-runner] .sr-resume-qr { display: block; inline-size: min(12rem, 100%); block-size: auto; margin-block: 0.5em 0.75em; margin-inline: auto; }
[data-study-runner] .sr-resume-close { display: flex; justify-content: flex-end; }
[data-study-runner] .sr-resume-notice:not(:empty) { border-inline-start: 4px solid var(--sr-color-primary); padding-inline-start: 0.75em; }
`

/** What the dialog shows: the link being made, made, or why it was not. */
type Making =
  | { kind: 'making' }
  | { kind: 'made'; link: ResumeLinkCreated }
  | { kind: 'failed'; message: UiMessageKey }

/**
 * "Continue on another device" (docs/architecture.md#continue-on-another-device), a chunk of its
 * own fetched when the participant asks (resume-parts.ts): a modal `<dialog>` that makes the
 * link as it opens — the session's answers are sent first — and shows it with a copy button, a QR
 * code and how long it works, in the participant's language. It is labelled by its heading, which
 * takes the focus; Escape and Close close it and hand the focus back to the opener. Where
 * `showModal` is missing it opens in place and Escape still closes it. A failure says why in
 * plain words, offers Try again, and loses nothing: the answers stay in the outbox.
 */
export function createResumeDialog({
  h,
  useEffect,
  useId,
  useRef,
  useState,
  useUiText,
  useWidget,
}: LaterShared) {
  return function ResumeDialog({ createLink, onClose }: ResumeDialogProps) {
    const t = useUiText()
    const { language } = useWidget()
    const dialogRef = useRef<HTMLDialogElement>(null)
    const headingRef = useRef<HTMLHeadingElement>(null)
    const inputRef = useRef<HTMLInputElement>(null)
    const headingId = useId()
    const introId = useId()
    const linkId = useId()
    const [attempt, setAttempt] = useState(0)
    const [making, setMaking] = useState<Making>({ kind: 'making' })
    const [copied, setCopied] = useState<'resume.copied' | 'resume.copyFailed' | null>(null)
    // One request per attempt, also where effects run twice (React's StrictMode in development).
    const requested = useRef<{ attempt: number; link: Promise<ResumeLinkCreated> } | null>(null)

    useEffect(() => {
      const dialog = dialogRef.current
      if (!dialog) return
      if (typeof dialog.showModal === 'function') {
        if (!dialog.open) dialog.showModal()
      } else dialog.setAttribute('open', '')
      headingRef.current?.focus()
      return () => {
        if (typeof dialog.close === 'function') dialog.close()
        else dialog.removeAttribute('open')
      }
    }, [])

    useEffect(() => {
      if (requested.current?.attempt !== attempt) {
        requested.current = { attempt, link: createLink() }
      }
      let live = true
      requested.current.link.then(
        (link) => live && setMaking({ kind: 'made', link }),
        (error: unknown) => live && setMaking({ kind: 'failed', message: failureMessage(error) }),
      )
      return () => {
        live = false
      }
    }, [attempt, createLink])

    const close = () => {
      const dialog = dialogRef.current
      // Out of the top layer first: the opener is inert while the dialog is modal.
      if (dialog && typeof dialog.close === 'function') dialog.close()
      onClose()
    }
    const retry = () => {
      setMaking({ kind: 'making' })
      setCopied(null)
      setAttempt(attempt + 1)
    }
    const copy = (url: string) => {
      const select = () => inputRef.current?.select()
      const write = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))
      write.then(
        () => setCopied('resume.copied'),
        () => {
          select()
          setCopied('resume.copyFailed')
        },
      )
    }

    const link = making.kind === 'made' ? making.link : null
    const qr = link ? qrCodePath(link.url) : null
    const until = link
      ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(link.expiresAt),
        )
      : ''
    return (
      <dialog
        ref={dialogRef}
        className="sr-resume-dialog"
        part="dialog"
        aria-labelledby={headingId}
        aria-describedby={introId}
        onCancel={(event) => {
          // Escape: closed through the same path as Close, so the focus goes back.
          event.preventDefault()
          close()
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.preventDefault()
          close()
        }}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('resume.action')}
        </h2>
        <p id={introId}>{t('resume.intro')}</p>
        <div role="status">
          {making.kind === 'making' && <p>{t('resume.making')}</p>}
          {link && <p>{t('resume.validUntil', { date: until })}</p>}
        </div>
        {making.kind === 'failed' && (
          <div role="alert" className="sr-notice-error">
            <p>{t(making.message)}</p>
            <button type="button" className="sr-button sr-button-secondary" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {link && (
          <div>
            <label htmlFor={linkId}>{t('resume.link')}</label>
            <div className="sr-resume-link">
              {/* A URL reads left to right in every language. */}
              <input
                ref={inputRef}
                id={linkId}
                type="text"
                dir="ltr"
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button
                type="button"
                className="sr-button sr-button-secondary"
                part="button"
                onClick={() => copy(link.url)}
              >
                {t('resume.copy')}
              </button>
            </div>
            <p role="status">{copied && t(copied)}</p>
            {qr && (
              <svg
                className="sr-resume-qr"
                role="img"
                aria-label={t('resume.qr')}
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                shapeRendering="crispEdges"
              >
                {/* Dark on light whatever the palette: readers want it so. */}
                <rect width={qr.size} height={qr.size} fill="#fff" />
                <path d={qr.path} fill="#000" />
              </svg>
            )}
            <p>{t('resume.private')}</p>
          </div>
        )}
        <div className="sr-resume-close">
          <button
            type="button"
            className="sr-button sr-button-secondary"
            part="button"
            onClick={close}
          >
            {t('resume.close')}
          </button>
        </div>
      </dialog>
    )
  }
}

/** The plain words for why no link was made; the error's code and status decide. */
function failureMessage(error: unknown): UiMessageKey {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown }
  if (code === 'network_error' || status === 408 || status === 502 || status === 504) {
    return 'resume.error.network'
  }
  if (status === 429) return 'resume.error.busy'
  if (status === 403 || status === 404) return 'resume.error.refused'
  return 'resume.error.other'
}
