import { showError } from './api-errors'
import { checkLicenceRequest, licenceFieldMessages } from './check-licence-request'
import type { ConsoleContext, RouteHandler } from './console-context'
import { consoleUrls } from './console-paths'
import { htmlResponse, seeOther } from './console-responses'
import { failurePage } from './failure-page'
import type { FieldErrors } from './form-fields'
import { readForm } from './read-form'
import type { Notice } from './render-layout'
import {
  emptyLicenceRequestForm,
  renderLicencesPage,
  type LicenceRequestForm,
} from './render-licences-page'
import type { LicenceDecision } from './sandbox-controls'

const doneNotices: Record<string, string> = {
  requested: 'Licence requested. In the sandbox, approve or reject it below.',
  approve: 'Licence approved (sandbox reviewer). You can now create a study under it.',
  reject: 'Licence rejected (sandbox reviewer).',
  expire: 'Licence expired (sandbox reviewer). Its studies stop accepting participants.',
}

/** GET /console/licences */
export const showLicences: RouteHandler = (context, _request, url) => {
  const done = url.searchParams.get('done')
  const text = done === null ? undefined : doneNotices[done]
  return licencesPage(context, {
    form: emptyLicenceRequestForm,
    errors: {},
    notice: text ? { kind: 'success', text } : undefined,
  })
}

/** POST /console/licences: requests a licence (`POST /licenses`). */
export const requestLicence: RouteHandler = async (context, request) => {
  let form = emptyLicenceRequestForm
  try {
    const field = await readForm(request)
    form = { instrumentId: field('instrumentId'), purpose: field('purpose') }
    const instruments = await context.service.instruments.list().toArray()
    const errors = checkLicenceRequest(form, new Set(instruments.map(({ id }) => id)))
    if (Object.keys(errors).length > 0) {
      // The form's error summary and the messages by the fields say it all.
      return licencesPage(context, { form, errors }, 422)
    }
    await context.service.licenses.request(form)
    return seeOther(`${consoleUrls.licences}?done=requested`)
  } catch (error) {
    const shown = showError(error)
    // The service's rule for a field becomes the advice the console gives for it.
    for (const name of Object.keys(shown.fields)) {
      if (name === 'instrumentId' || name === 'purpose') {
        shown.fields[name] = licenceFieldMessages[name]
      }
    }
    return licencesPage(
      context,
      { form, errors: shown.fields, notice: { kind: 'error', text: shown.message } },
      shown.status,
    )
  }
}

/** How long "Approve for 20 days" approves: inside the 30-day window, so the warning shows. */
const shortTermDays = 20

/** POST /console/licences/:id/sandbox/:decision — the sandbox reviewer's approve/reject/expire. */
export const decideLicence: RouteHandler = async (
  context,
  request,
  _url,
  [licenseId, decision],
) => {
  try {
    const field = await readForm(request)
    let expiresAt: string | undefined
    if (decision === 'approve' && field('term') === '20d') {
      const now = await context.sandbox.now()
      expiresAt = new Date(now.getTime() + shortTermDays * 86_400_000).toISOString()
    }
    await context.sandbox.decide(licenseId!, decision as LicenceDecision, expiresAt)
    return seeOther(`${consoleUrls.licences}?done=${decision}`)
  } catch (error) {
    const shown = showError(error)
    return licencesPage(
      context,
      { form: emptyLicenceRequestForm, errors: {}, notice: { kind: 'error', text: shown.message } },
      shown.status,
    )
  }
}

async function licencesPage(
  context: ConsoleContext,
  state: { form: LicenceRequestForm; errors: FieldErrors; notice?: Notice },
  status = 200,
): Promise<Response> {
  try {
    const [instruments, licences, now] = await Promise.all([
      context.service.instruments.list().toArray(),
      context.service.licenses.list().toArray(),
      context.sandbox.now().catch(() => new Date()),
    ])
    // Newest request first: the one just made is on top.
    licences.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
    return htmlResponse(renderLicencesPage({ ...state, instruments, licences, now }), status)
  } catch (error) {
    return failurePage(error, 'licences')
  }
}
