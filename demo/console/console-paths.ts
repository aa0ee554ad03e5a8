import type { ResultsDataset } from '../../src/api/types'

/** Where the console is mounted on the host server (its cookie's Path, too). */
export const consolePath = '/console'

/** The console's one stylesheet. */
export const stylesheetPath = `${consolePath}/assets/console.css`

/** The console's icon, for the browser's tab. */
export const faviconPath = `${consolePath}/assets/favicon.svg`

/** The console's URLs, built in one place so links and routes agree. */
export const consoleUrls = {
  studies: consolePath,
  createStudy: `${consolePath}/studies`,
  study: (studyId: string) => `${consolePath}/studies/${encodeURIComponent(studyId)}`,
  studyStatus: (studyId: string) => `${consolePath}/studies/${encodeURIComponent(studyId)}/status`,
  /** The page that asks to confirm closing a study (its form posts to studyStatus). */
  closeStudy: (studyId: string) => `${consolePath}/studies/${encodeURIComponent(studyId)}/close`,
  results: (studyId: string, dataset?: ResultsDataset, trail?: readonly string[]) => {
    const query = new URLSearchParams()
    if (dataset) query.set('dataset', dataset)
    if (trail && trail.length > 0) query.set('trail', trail.join('.'))
    const search = query.toString()
    return `${consolePath}/studies/${encodeURIComponent(studyId)}/results${search ? `?${search}` : ''}`
  },
  resultsCsv: (studyId: string, dataset: ResultsDataset) =>
    `${consolePath}/studies/${encodeURIComponent(studyId)}/results.csv?dataset=${dataset}`,
  licences: `${consolePath}/licences`,
  licenceDecision: (licenseId: string, decision: string) =>
    `${consolePath}/licences/${encodeURIComponent(licenseId)}/sandbox/${decision}`,
  events: `${consolePath}/events`,
  invites: `${consolePath}/invites`,
  /** An invite link's QR code as an SVG file to download. */
  inviteQr: (linkId: string) => `${consolePath}/invites/${encodeURIComponent(linkId)}/qr.svg`,
} as const

/** The invite-links page's address before the console (issue 10); it redirects to the console. */
export const legacyInvitesPath = '/researcher/invites'
