import { describe, expect, it } from 'vitest'
import type { StudySessionStatus } from '../../src/core/create-study-session'
import { saveStateOf, type SaveState } from '../../src/core/save-state'

/** Feeds a sequence of statuses through saveStateOf and lists each state it reports. */
function reported(steps: Array<[StudySessionStatus, ('start' | 'next' | null)?]>) {
  let current: SaveState | null = null
  const states: SaveState[] = []
  for (const [status, failedAction = null] of steps) {
    const next = saveStateOf({ status, failedAction }, current)
    if (next !== current && next !== null) states.push(next)
    current = next
  }
  return states
}

describe('saveStateOf', () => {
  it('reports saving then saved for each acknowledged page, and for the finish', () => {
    expect(
      reported([
        ['starting'],
        ['answering'],
        ['submitting'],
        ['answering'],
        ['finishing'],
        ['completed'],
      ]),
    ).toEqual(['saving', 'saved', 'saving', 'saved'])
  })

  it('reports an error when a batch fails, and saving again on retry', () => {
    expect(
      reported([['answering'], ['submitting'], ['error', 'next'], ['submitting'], ['answering']]),
    ).toEqual(['saving', 'error', 'saving', 'saved'])
  })

  it('says nothing about a failed session start or about moving back after an error', () => {
    expect(reported([['starting'], ['error', 'start'], ['starting'], ['answering']])).toEqual([])
    expect(reported([['submitting'], ['error', 'next'], ['answering']])).toEqual([
      'saving',
      'error',
    ])
  })
})
