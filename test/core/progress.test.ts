import { describe, expect, it } from 'vitest'
import { nextProgress } from '../../src/core/progress'

describe('nextProgress', () => {
  it('keeps the count of a page while the participant is on it', () => {
    const shown = nextProgress(null, { pageKey: 3, position: 3, visibleCount: 5 })
    expect(shown).toEqual({ page: 4, total: 5, fraction: 0.6, pageKey: 3 })
    // An answer adds two pages ahead: the same page keeps saying "4 of 5".
    expect(nextProgress(shown, { pageKey: 3, position: 3, visibleCount: 7 })).toBe(shown)
  })

  it('never lets the bar go back when pages appear ahead on the way forward', () => {
    const before = nextProgress(null, { pageKey: 3, position: 3, visibleCount: 5 }) // 0.6
    const after = nextProgress(before, { pageKey: 4, position: 4, visibleCount: 12 }) // 4/12
    expect(after.page).toBe(5)
    expect(after.total).toBe(12)
    expect(after.fraction).toBe(0.6)
    const later = nextProgress(after, { pageKey: 9, position: 9, visibleCount: 12 })
    expect(later.fraction).toBe(0.75)
  })

  it('follows the participant back, and never counts fewer pages than the one on screen', () => {
    const ahead = nextProgress(null, { pageKey: 4, position: 4, visibleCount: 10 })
    const back = nextProgress(ahead, { pageKey: 3, position: 3, visibleCount: 10 })
    expect(back).toEqual({ page: 4, total: 10, fraction: 0.3, pageKey: 3 })
    expect(nextProgress(null, { pageKey: 0, position: 2, visibleCount: 1 }).total).toBe(3)
  })
})
