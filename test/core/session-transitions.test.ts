import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/core/errors'
import { idleDelivery } from '../../src/core/idle-delivery'
import { canMove, takesAnswers } from '../../src/core/session-moves'
import {
  initialSessionData,
  transition,
  type SessionAction,
  type SessionData,
} from '../../src/core/session-transitions'
import { studyContent } from '../fixtures/study-content'

function fresh(): SessionData {
  return initialSessionData({
    content: studyContent(),
    language: 'en',
    pages: [],
    contentErrors: [],
    storedOnDevice: false,
  })
}

/** Applies actions one after another, as the store does. */
function run(state: SessionData, ...actions: SessionAction[]): SessionData {
  return actions.reduce(
    (current, action) => ({ ...current, ...transition(current, action) }),
    state,
  )
}

const session = { sessionId: 'ses_1', token: 'tok_1' }
const required = { key: 'validation.required' } as const
const lost = new ApiError({ status: 409, code: 'session_closed', message: 'closed' })

describe('transition', () => {
  it('walks a session from loading through a page to completed', () => {
    const completed = run(
      fresh(),
      { type: 'startRequested' },
      { type: 'started', session, pages: [], pageIndex: 0 },
      { type: 'pageShown', pageIndex: 0, shownAt: { q1: 5 } },
      { type: 'finishRequested' },
      {
        type: 'completed',
        result: { sessionId: 'ses_1', status: 'completed', completedAt: 'now', scores: [] },
        endedEarly: null,
        redirect: null,
      },
    )
    expect(completed).toMatchObject({ status: 'completed', session, shownAt: { q1: 5 } })
  })

  it('counts failed validations and keeps the page on screen', () => {
    const once = run(fresh(), { type: 'validationFailed', fieldErrors: { Q: required } })
    const twice = run(once, { type: 'validationFailed', fieldErrors: { Q: required } })
    expect(twice).toMatchObject({ status: 'answering', validationAttempt: 2, error: null })
  })

  it('clears the error and what retry repeats when a page is shown again', () => {
    const failed = run(fresh(), { type: 'failed', error: lost, failedAction: 'next' })
    expect(failed).toMatchObject({ status: 'error', failedAction: 'next' })
    const shown = run(failed, { type: 'pageShown', pageIndex: 1, shownAt: {} })
    expect(shown).toMatchObject({ status: 'answering', error: null, failedAction: null })
  })

  it('never turns a completed session into a lost one', () => {
    const completed = { ...fresh(), status: 'completed' as const }
    expect(transition(completed, { type: 'sessionLost', error: lost })).toEqual({})
    expect(run(fresh(), { type: 'sessionLost', error: lost }).status).toBe('lost')
  })

  it('starts over after a lost session with only the answers that were never acknowledged', () => {
    const answer = { valueNum: 1, answeredAt: 'then', rtMs: 1, changes: 0 }
    const before = { ...fresh(), status: 'lost' as const, session, acknowledged: { A: 0 } }
    const restarted = run(before, {
      type: 'restarted',
      pages: [],
      answers: { B: answer },
      delivery: idleDelivery,
    })
    expect(restarted).toMatchObject({
      status: 'loading',
      session: null,
      answers: { B: answer },
      acknowledged: {},
      sent: {},
    })
  })
})

describe('takesAnswers and canMove', () => {
  it('take answers until finishing begins or the session is gone', () => {
    expect(takesAnswers('answering')).toBe(true)
    expect(takesAnswers('loading')).toBe(true)
    expect(takesAnswers('finishing')).toBe(false)
    expect(takesAnswers('completed')).toBe(false)
    expect(takesAnswers('lost')).toBe(false)
  })

  it('move with a page on screen, before the session exists too (the first Next starts it)', () => {
    expect(canMove({ status: 'answering' })).toBe(true)
    expect(canMove({ status: 'error' })).toBe(true)
    expect(canMove({ status: 'loading' })).toBe(false)
    expect(canMove({ status: 'starting' })).toBe(false)
    expect(canMove({ status: 'finishing' })).toBe(false)
    expect(canMove({ status: 'completed' })).toBe(false)
  })
})
