import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError, StudyRunnerError } from '../../src/core/errors'
import { studyNoticeOf } from '../../src/core/study-notice'

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code })

describe('studyNoticeOf', () => {
  it('tells apart a missing study, one that is not live and an inactive licence', () => {
    expect(studyNoticeOf(apiError(404, 'not_found'))).toEqual({
      kind: 'not-found',
      code: 'not_found',
      retryable: false,
    })
    expect(studyNoticeOf(apiError(409, 'study_not_live'))).toEqual({
      kind: 'not-live',
      code: 'study_not_live',
      retryable: false,
    })
    expect(studyNoticeOf(apiError(403, 'license_inactive'))).toEqual({
      kind: 'license-inactive',
      code: 'license_inactive',
      retryable: false,
    })
  })

  it('says a device took part already, with no retry (the widget’s already_completed)', () => {
    const taken = new StudyRunnerError('already_completed', 'this device took part')
    expect(studyNoticeOf(taken)).toEqual({
      kind: 'already-completed',
      code: 'already_completed',
      retryable: false,
    })
  })

  it('offers a retry for network failures and everything else, keeping the code', () => {
    expect(studyNoticeOf(new NetworkError('offline'))).toEqual({
      kind: 'load-failed',
      code: 'network_error',
      retryable: true,
    })
    expect(studyNoticeOf(apiError(502, 'upstream_unavailable'))).toMatchObject({
      kind: 'load-failed',
      code: 'upstream_unavailable',
    })
    expect(studyNoticeOf(new TypeError('boom'))).toMatchObject({ code: 'internal_error' })
  })
})
