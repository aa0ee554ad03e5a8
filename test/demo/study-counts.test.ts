import { describe, expect, it } from 'vitest'
import { countsSentence, studyCounts } from '../../demo/console/study-counts'

describe('studyCounts', () => {
  it('counts every session as started: in progress, completed and abandoned together', () => {
    // The service's `counts.started` are the sessions still in progress.
    const counts = studyCounts({ counts: { started: 11, completed: 14, abandoned: 3 } })
    expect(counts).toEqual({ started: 28, inProgress: 11, completed: 14, abandoned: 3 })
    expect(counts.started).toBeGreaterThanOrEqual(counts.completed)
  })

  it('says the four counts in one sentence', () => {
    expect(
      countsSentence(studyCounts({ counts: { started: 1, completed: 2, abandoned: 0 } })),
    ).toBe('3 started: 1 in progress, 2 completed, 0 abandoned')
  })
})
