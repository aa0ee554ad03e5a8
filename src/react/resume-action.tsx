import { useEffect, useRef, useState } from 'react'
import type { ResumeLinkCreated } from '../core/resume-link-types'
import { ChunkStyles } from './chunk-styles'
import { useResumeParts } from './use-resume-parts'
import { useUiText } from './use-ui-text'

/**
 * "Continue on another device" (content with `resume.acrossDevices`,
 * docs/architecture.md#continue-on-another-device): a quiet link-style button under the page's
 * navigation — after Next in the tab order, out of its way — that opens the dialog. The dialog
 * is a chunk of its own, fetched at the first click; should it not arrive, the button says so.
 */
export function ResumeAction({
  createLink,
}: {
  /** The session's `createResumeLink` for this page; a stable function. */
  createLink: () => Promise<ResumeLinkCreated>
}) {
  const t = useUiText()
  const { parts, load } = useResumeParts()
  const [open, setOpen] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const Dialog = parts?.ResumeDialog
  const openDialog = async () => {
    const built = await load()
    setUnavailable(!built)
    setOpen(Boolean(built))
  }
  return (
    <div className="sr-resume-action">
      <button
        ref={buttonRef}
        type="button"
        className="sr-link-button"
        part="resume-action"
        aria-haspopup="dialog"
        onClick={() => void openDialog()}
      >
        {t('resume.action')}
      </button>
      <p role="status">{unavailable && t('resume.unavailable')}</p>
      {parts && <ChunkStyles css={parts.stylesheet} />}
      {open && Dialog && (
        <Dialog
          createLink={createLink}
          onClose={() => {
            setOpen(false)
            buttonRef.current?.focus()
          }}
        />
      )}
    </div>
  )
}

/**
 * The notice that the page was opened with a used or expired link to continue (the resume
 * chunk's `ResumeLinkNotice`), fetched when that happens: a rare case, so its words and code do
 * not weigh on the first download.
 */
export function ResumeLinkNotice({ pageKey }: { pageKey: string }) {
  const { parts, load } = useResumeParts()
  useEffect(() => void load(), [load])
  if (!parts) return null
  return (
    <>
      <ChunkStyles css={parts.stylesheet} />
      <parts.ResumeLinkNotice pageKey={pageKey} />
    </>
  )
}
