import { claimResumeLink, type ClaimResumeInput } from './claim-resume-link'
import { createResumeLink, type ResumeLinkContext } from './create-resume-link'
import type { ResumeLinkCreated } from './resume-link-types'

/** What the resume chunk is handed: the delivery chunk's pieces and its own record parser. */
export type ResumeSessionPieces = ClaimResumeInput['pieces'] &
  Parameters<typeof createResumeLink>[2]

/**
 * "Continue on another device" as a session does it (docs/architecture.md#continue-on-another-device):
 * claiming the link a page was opened with, and making one. A chunk of its own, fetched by the
 * delivery chunk (load-resume-session.ts) only when a page carries a resume id or a participant
 * asks for a link, so every other session's code stays as small as before. It imports nothing
 * of the entry or the delivery chunk: what it uses of them is handed in.
 */
export function createResumeSession(pieces: ResumeSessionPieces) {
  return {
    claimResumeLink: (input: Omit<ClaimResumeInput, 'pieces'>) =>
      claimResumeLink({ ...input, pieces }),
    createResumeLink: (
      context: ResumeLinkContext,
      input: { destination: string; param?: string | undefined },
    ): Promise<ResumeLinkCreated> => createResumeLink(context, input, pieces),
  }
}

/** The resume chunk's code, built. */
export type ResumeSession = ReturnType<typeof createResumeSession>
