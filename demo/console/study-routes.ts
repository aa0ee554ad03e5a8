import type { Schedule, StudyStatus, StudyUpdateRequest } from '../../src/api/types'
import { showError } from './api-errors'
import { readConditionArms } from './condition-arms'
import type { ConsoleContext, RouteHandler } from './console-context'
import { consoleUrls } from './console-paths'
import { htmlResponse, seeOther } from './console-responses'
import { failurePage } from './failure-page'
import type { FieldErrors } from './form-fields'
import { readForm } from './read-form'
import type { Notice } from './render-layout'
import {
  emptyCreateStudyForm,
  renderStudiesPage,
  type CreateStudyForm,
} from './render-studies-page'
import { editFormOf, renderStudyPage, type EditStudyForm } from './render-study-page'

/** What a `?done=` after a redirect says (fixed sentences: the query never becomes text). */
const doneNotices: Record<string, string> = {
  created: 'Study created as a draft. Publish it when it is ready.',
  saved: 'Changes saved.',
  live: 'Study published: participants can take it now.',
  closed: 'Study closed: no new sessions start.',
}

function noticeOf(url: URL): Notice | undefined {
  const done = url.searchParams.get('done')
  const text = done === null ? undefined : doneNotices[done]
  return text ? { kind: 'success', text } : undefined
}

/** GET /console: the studies and the create form. */
export const showStudies: RouteHandler = (context, _request, url) =>
  studiesPage(context, { form: emptyCreateStudyForm, errors: {}, notice: noticeOf(url) })

/** POST /console/studies: creates a draft study under an approved licence. */
export const createStudy: RouteHandler = async (context, request) => {
  let form = emptyCreateStudyForm
  try {
    const field = await readForm(request)
    form = {
      licenseRequestId: field('licenseRequestId'),
      title: field('title'),
      description: field('description'),
    }
    const study = await context.service.studies.create({
      licenseRequestId: form.licenseRequestId,
      title: form.title,
      description: form.description,
    })
    return seeOther(`${consoleUrls.study(study.id)}?done=created`)
  } catch (error) {
    const shown = showError(error)
    return studiesPage(
      context,
      { form, errors: shown.fields, notice: { kind: 'error', text: shown.message } },
      shown.status,
    )
  }
}

async function studiesPage(
  context: ConsoleContext,
  state: { form: CreateStudyForm; errors: FieldErrors; notice?: Notice },
  status = 200,
): Promise<Response> {
  try {
    const [studies, approvedLicences, instruments] = await Promise.all([
      context.service.studies.list().toArray(),
      context.service.licenses.list({ status: 'approved' }).toArray(),
      context.service.instruments.list().toArray(),
    ])
    const html = renderStudiesPage({
      ...state,
      studies,
      approvedLicences,
      instrumentNames: new Map(instruments.map((instrument) => [instrument.id, instrument.name])),
    })
    return htmlResponse(html, status)
  } catch (error) {
    return serviceFailure(error)
  }
}

/** GET /console/studies/:id */
export const showStudy: RouteHandler = async (context, _request, url, [studyId]) => {
  try {
    const study = await context.service.studies.get(studyId!)
    return htmlResponse(
      renderStudyPage({
        study,
        participationUrl: participantLink(context, url, study.id),
        form: editFormOf(study),
        errors: {},
        arms: await readConditionArms(context, study),
        notice: noticeOf(url),
      }),
    )
  } catch (error) {
    return serviceFailure(error)
  }
}

/** POST /console/studies/:id: title, description, schedule and target sample size. */
export const editStudy: RouteHandler = async (context, request, url, [studyId]) => {
  let form: EditStudyForm | undefined
  try {
    const field = await readForm(request)
    form = {
      title: field('title'),
      description: field('description'),
      opensAt: field('opensAt'),
      closesAt: field('closesAt'),
      targetSampleSize: field('targetSampleSize'),
    }
    const { changes, errors } = changesOf(form)
    if (Object.keys(errors).length > 0) {
      return studyPageWithErrors(
        context,
        url,
        studyId!,
        form,
        errors,
        '', // the form's error summary says it
        422,
      )
    }
    await context.service.studies.update(studyId!, changes)
    return seeOther(`${consoleUrls.study(studyId!)}?done=saved`)
  } catch (error) {
    if (!form) return serviceFailure(error)
    const shown = showError(error, {
      'schedule.opensAt': 'opensAt',
      'schedule.closesAt': 'closesAt',
      schedule: 'opensAt',
    })
    return studyPageWithErrors(
      context,
      url,
      studyId!,
      form,
      shown.fields,
      shown.message,
      shown.status,
    )
  }
}

/**
 * POST /console/studies/:id/status: publish, close or reopen. Closing needs `confirm=yes`, which
 * only the confirmation page's form sends; a close without it goes to that page (303).
 */
export const changeStudyStatus: RouteHandler = async (context, request, url, [studyId]) => {
  try {
    const field = await readForm(request)
    const status = field('status') as StudyStatus
    if (status === 'closed' && field('confirm') !== 'yes') {
      return seeOther(consoleUrls.closeStudy(studyId!))
    }
    await context.service.studies.update(studyId!, { status })
    return seeOther(`${consoleUrls.study(studyId!)}?done=${status === 'live' ? 'live' : 'closed'}`)
  } catch (error) {
    const study = await context.service.studies.get(studyId!).catch(() => undefined)
    if (!study) return serviceFailure(error)
    const shown = showError(error)
    return htmlResponse(
      renderStudyPage({
        study,
        participationUrl: participantLink(context, url, study.id),
        form: editFormOf(study),
        errors: {},
        arms: await readConditionArms(context, study).catch(() => undefined),
        notice: { kind: 'error', text: shown.message },
      }),
      shown.status,
    )
  }
}

async function studyPageWithErrors(
  context: ConsoleContext,
  url: URL,
  studyId: string,
  form: EditStudyForm,
  errors: FieldErrors,
  message: string,
  status: number,
): Promise<Response> {
  try {
    const study = await context.service.studies.get(studyId)
    const page = renderStudyPage({
      study,
      participationUrl: participantLink(context, url, study.id),
      form,
      errors,
      arms: await readConditionArms(context, study),
      notice: { kind: 'error', text: message },
    })
    return htmlResponse(page, status)
  } catch (error) {
    return serviceFailure(error)
  }
}

/**
 * The PATCH body of the edit form. Times are typed in UTC as `YYYY-MM-DDTHH:MM`; an empty target
 * means none. What the form can check (a number, a time) is checked here; the rest (ranges,
 * order of the times) by the service, whose messages land next to the same fields.
 */
export function changesOf(form: EditStudyForm): {
  changes: StudyUpdateRequest
  errors: FieldErrors
} {
  const errors: FieldErrors = {}
  const time = (name: 'opensAt' | 'closesAt'): string | null => {
    const value = form[name]
    if (value === '') return null
    if (
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}Z`))
    ) {
      return `${value.length === 16 ? `${value}:00` : value}Z`
    }
    errors[name] = 'Enter a date and time, e.g. 2026-05-01T09:00.'
    return null
  }
  const opensAt = time('opensAt')
  const closesAt = time('closesAt')
  const schedule: Schedule = opensAt || closesAt ? { opensAt, closesAt } : null
  let targetSampleSize: number | null = null
  if (form.targetSampleSize !== '') {
    if (/^-?\d+$/.test(form.targetSampleSize)) targetSampleSize = Number(form.targetSampleSize)
    else errors.targetSampleSize = 'Enter a whole number, or leave it empty for none.'
  }
  return {
    changes: { title: form.title, description: form.description, schedule, targetSampleSize },
    errors,
  }
}

function participantLink(context: ConsoleContext, url: URL, studyId: string): string {
  const base = new URL(context.participationUrl(url.origin))
  base.searchParams.set('study', studyId)
  return base.toString()
}

function serviceFailure(error: unknown): Response {
  return failurePage(error, 'studies')
}
