import type { InviteCampaign } from '../../src/server'
import { readForm } from './read-form'

/** What the researcher filled in on the invite form. */
export interface InviteForm {
  studyId: string
  alias: string
  title: string
  utm: Required<Pick<InviteCampaign, 'source' | 'medium' | 'campaign'>>
}

/** An empty form, for the first visit. */
export const emptyInviteForm: InviteForm = {
  studyId: '',
  alias: '',
  title: '',
  utm: { source: '', medium: '', campaign: '' },
}

/**
 * Reads the posted invite form. Fields are trimmed; what they must contain is checked by
 * createInviteLink and the link API.
 *
 * @throws FormPostError when the body is not a form or too large
 */
export async function readInviteForm(request: Request): Promise<InviteForm> {
  const field = await readForm(request)
  return {
    studyId: field('study'),
    alias: field('alias'),
    title: field('title'),
    utm: {
      source: field('utm_source'),
      medium: field('utm_medium'),
      campaign: field('utm_campaign'),
    },
  }
}

/** The campaign parameters that were filled in. */
export function campaignOf(form: InviteForm): InviteCampaign {
  return Object.fromEntries(Object.entries(form.utm).filter(([, value]) => value !== ''))
}
