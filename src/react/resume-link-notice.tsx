/** @jsxRuntime classic */
/** @jsx h */
import type { LaterShared } from './later-shared'

/**
 * Said above the page when it was opened with a link to continue that was used or has expired
 * (docs/architecture.md#continue-on-another-device): the study starts afresh here. Shown on the
 * page where it first appeared, gone once the participant moves on. Part of the resume chunk
 * (resume-parts.ts); a polite status, so it is announced as it arrives.
 */
export function createResumeLinkNotice({ h, useState, useUiText }: LaterShared) {
  return function ResumeLinkNotice({ pageKey }: { pageKey: string }) {
    const t = useUiText()
    const [shownOn] = useState(pageKey)
    return (
      <p className="sr-resume-notice" role="status">
        {shownOn === pageKey ? t('resume.linkUsed') : null}
      </p>
    )
  }
}
