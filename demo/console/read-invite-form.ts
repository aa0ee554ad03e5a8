import type { InviteCampaign } from '../../src/server'

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

/** A form post larger than this is refused: the form has six short fields. */
export const maxFormBytes = 8192

/**
 * Reads the posted form (`application/x-www-form-urlencoded`, as the page's form sends it).
 * Fields are trimmed; what they must contain is checked by createInviteLink and the link API.
 *
 * @throws Error with a message for the page when the body is not such a form or too large
 */
export async function readInviteForm(request: Request): Promise<InviteForm> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') {
    throw new Error('Send the invite form as application/x-www-form-urlencoded.')
  }
  const text = await request.text()
  if (new TextEncoder().encode(text).byteLength > maxFormBytes) {
    throw new Error('The form is too large.')
  }
  const fields = new URLSearchParams(text)
  const field = (name: string) => (fields.get(name) ?? '').trim()
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
