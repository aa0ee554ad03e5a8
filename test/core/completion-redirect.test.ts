import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import type { AnswerFields } from '../../src/core/answer-value'
import {
  completionRedirectOf,
  fillRedirectTemplate,
  isAllowedOrigin,
} from '../../src/core/completion-redirect'
import { studyContent } from '../fixtures/study-content'

afterEach(() => vi.restoreAllMocks())

const answers: Record<string, AnswerFields> = {
  PID: { valueNum: null, valueText: 'p 7&x=1' },
  AGE: { valueNum: 30 },
  COND: { valueNum: null, valueText: 'B' },
  CLEARED: { valueNum: null, valueText: null },
}

function withCompletion(completion: StudyContent['completion']): StudyContent {
  return studyContent({ completion })
}

describe('fillRedirectTemplate', () => {
  it('fills each variable with its text, else its number, URL-encoded', () => {
    expect(
      fillRedirectTemplate(
        'https://panel.example/done?pid={{PID}}&age={{ AGE }}&c={{COND}}',
        answers,
      ),
    ).toBe('https://panel.example/done?pid=p%207%26x%3D1&age=30&c=B')
  })

  it('fills an unanswered, cleared or unknown variable with nothing', () => {
    expect(fillRedirectTemplate('https://p.example/?a={{CLEARED}}&b={{NOPE}}', answers)).toBe(
      'https://p.example/?a=&b=',
    )
  })

  it('never gives a URL that is not http(s), whatever the template or the answers say', () => {
    expect(fillRedirectTemplate('javascript:alert(1)', answers)).toBeNull()
    expect(fillRedirectTemplate('data:text/html,hi', answers)).toBeNull()
    expect(fillRedirectTemplate('/relative/done', answers)).toBeNull()
    const hostile = { URL: { valueNum: null, valueText: 'javascript:alert(1)' } }
    expect(fillRedirectTemplate('{{URL}}', hostile)).toBeNull()
    // Nor can an answer move the URL elsewhere: it is encoded where it stands.
    const next = { NEXT: { valueNum: null, valueText: 'https://evil.example/' } }
    expect(fillRedirectTemplate('https://panel.example/?next={{NEXT}}', next)).toBe(
      'https://panel.example/?next=https%3A%2F%2Fevil.example%2F',
    )
    expect(fillRedirectTemplate('https://{{NEXT}}panel.example/', next)).toBeNull()
  })
})

describe('isAllowedOrigin', () => {
  it('matches the exact origin: scheme, host and port', () => {
    const origins = ['https://panel.example', 'http://localhost:3000/']
    expect(isAllowedOrigin('https://panel.example/done?x=1', origins)).toBe(true)
    expect(isAllowedOrigin('http://localhost:3000/#done', origins)).toBe(true)
    expect(isAllowedOrigin('http://panel.example/done', origins)).toBe(false)
    expect(isAllowedOrigin('https://panel.example:8443/done', origins)).toBe(false)
    expect(isAllowedOrigin('https://other.panel.example/done', origins)).toBe(false)
  })

  it('warns about an entry that is not an origin, which matches nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(isAllowedOrigin('https://panel.example/', ['panel.example'])).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[study-runner] redirectOrigins'))
  })
})

describe('completionRedirectOf', () => {
  const redirect = {
    completed: 'https://panel.example/complete?pid={{PID}}',
    ended: 'https://panel.example/screenout?pid={{PID}}',
  }

  it('takes the completed template, or the ended one after an early end', () => {
    const content = withCompletion({ redirect, delaySeconds: 5 })
    const origins = ['https://panel.example']
    expect(
      completionRedirectOf({ content, answers, ended: false, redirectOrigins: origins }),
    ).toEqual({
      url: 'https://panel.example/complete?pid=p%207%26x%3D1',
      follow: true,
      delaySeconds: 5,
    })
    expect(
      completionRedirectOf({ content, answers, ended: true, redirectOrigins: origins })?.url,
    ).toBe('https://panel.example/screenout?pid=p%207%26x%3D1')
  })

  it('is a link only when the host does not allow its origin, and waits no time by default', () => {
    const content = withCompletion({ redirect })
    expect(completionRedirectOf({ content, answers, ended: false })).toEqual({
      url: 'https://panel.example/complete?pid=p%207%26x%3D1',
      follow: false,
      delaySeconds: 0,
    })
  })

  it('is null without a template for the ending, or with one that gives no http(s) URL', () => {
    expect(completionRedirectOf({ content: studyContent(), answers, ended: false })).toBeNull()
    const onlyCompleted = withCompletion({ redirect: { completed: redirect.completed } })
    expect(completionRedirectOf({ content: onlyCompleted, answers, ended: true })).toBeNull()
    const script = withCompletion({ redirect: { completed: 'javascript:alert(1)' } })
    const origins = ['https://panel.example']
    expect(
      completionRedirectOf({ content: script, answers, ended: false, redirectOrigins: origins }),
    ).toBeNull()
  })
})
