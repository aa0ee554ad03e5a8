import { describe, expect, it } from 'vitest'
import type { StudySessionStatus } from '../../src/core/create-study-session'
import type { DeliveryPhase } from '../../src/core/create-response-queue'
import { saveStateOf, type SaveState } from '../../src/core/save-state'

type Step = [StudySessionStatus, DeliveryPhase, ('start' | 'next' | null)?]

/** Feeds a sequence of session statuses and queue phases through saveStateOf; lists each change. */
function reported(steps: Step[]) {
  let current: SaveState | null = null
  const states: SaveState[] = []
  for (const [status, phase, failedAction = null] of steps) {
    const next = saveStateOf({ status, failedAction, delivery: { phase } }, current)
    if (next !== current && next !== null) states.push(next)
    current = next
  }
  return states
}

describe('saveStateOf', () => {
  it('reports saving then saved for each acknowledged batch, and for the finish', () => {
    expect(
      reported([
        ['starting', 'idle'],
        ['answering', 'idle'],
        ['answering', 'sending'],
        ['answering', 'idle'],
        ['finishing', 'idle'],
        ['finishing', 'sending'],
        ['completed', 'stopped'],
      ]),
    ).toEqual(['saving', 'saved', 'saving', 'saved'])
  })

  it('reports retrying while a retry waits, offline while paused, and saved after', () => {
    expect(
      reported([
        ['answering', 'sending'],
        ['answering', 'waiting'],
        ['answering', 'offline'],
        ['answering', 'sending'],
        ['answering', 'idle'],
      ]),
    ).toEqual(['saving', 'retrying', 'offline', 'saving', 'saved'])
  })

  it('reports an error when the service refused the answers or the session was lost', () => {
    expect(
      reported([
        ['answering', 'sending'],
        ['answering', 'blocked'],
      ]),
    ).toEqual(['saving', 'error'])
    expect(
      reported([
        ['answering', 'sending'],
        ['lost', 'blocked'],
      ]),
    ).toEqual(['saving', 'error'])
    expect(
      reported([
        ['finishing', 'idle'],
        ['error', 'idle', 'next'],
      ]),
    ).toEqual(['saving', 'error'])
  })

  it('says nothing before anything was sent, nor about a failed session start', () => {
    expect(
      reported([
        ['starting', 'idle'],
        ['error', 'idle', 'start'],
        ['answering', 'idle'],
      ]),
    ).toEqual([])
  })
})
