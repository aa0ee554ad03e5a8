import { enResumeParts } from '../i18n/catalogues/en-resume-parts'
import type { LaterShared } from './later-shared'
import { createResumeDialog, resumeDialogStyles } from './resume-dialog'
import { createResumeLinkNotice } from './resume-link-notice'

/**
 * "Continue on another device" beyond its button (docs/architecture.md, "What a study loads"): the
 * dialog with its QR encoder, and the notice about a used link, with their English strings and
 * styles. A chunk of its own, fetched when a participant opens the dialog or a used link was
 * opened (use-resume-parts.ts), built from the pieces the entry hands over (later-shared.ts) like
 * the later parts.
 */
export function createResumeParts(shared: LaterShared) {
  return {
    ResumeDialog: createResumeDialog(shared),
    ResumeLinkNotice: createResumeLinkNotice(shared),
    /** Their English strings, for `WidgetI18n.addFallbackStrings`. */
    english: enResumeParts,
    /** Their styles, rendered by the widget once they arrived (`ChunkStyles`). */
    stylesheet: resumeDialogStyles,
  }
}

/** The resume parts, built. */
export type ResumeParts = ReturnType<typeof createResumeParts>
