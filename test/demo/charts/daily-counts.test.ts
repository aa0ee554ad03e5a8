import { describe, expect, it } from 'vitest'
import { dailyCounts, shortDate } from '../../../demo/console/charts/daily-counts'

describe('dailyCounts', () => {
  it('fills the days between the first and last point with zeros, in order', () => {
    const days = dailyCounts([
      { date: '2024-03-04', started: 2, completed: 1 },
      { date: '2024-03-01', started: 5, completed: 4 },
    ])
    expect(days).toEqual([
      { date: '2024-03-01', started: 5, completed: 4 },
      { date: '2024-03-02', started: 0, completed: 0 },
      { date: '2024-03-03', started: 0, completed: 0 },
      { date: '2024-03-04', started: 2, completed: 1 },
    ])
  })

  it('crosses month ends, leap days and daylight-saving changes one calendar day at a time', () => {
    const days = dailyCounts([
      { date: '2024-02-27', started: 1, completed: 0 },
      { date: '2024-04-01', started: 1, completed: 1 },
    ])
    expect(days).toHaveLength(35)
    expect(days.map((day) => day.date)).toContain('2024-02-29')
    expect(days.map((day) => day.date)).toContain('2024-03-31')
  })

  it('adds up several points for one day', () => {
    expect(
      dailyCounts([
        { date: '2024-01-01', started: 1, completed: 0 },
        { date: '2024-01-01', started: 2, completed: 2 },
      ]),
    ).toEqual([{ date: '2024-01-01', started: 3, completed: 2 }])
  })

  it('is empty without points', () => {
    expect(dailyCounts([])).toEqual([])
  })

  it('rejects anything but a real YYYY-MM-DD day, saying the format', () => {
    for (const date of ['2024-02-30', '2024-3-1', '2024-03-01T00:00:00Z', '']) {
      expect(() => dailyCounts([{ date, started: 1, completed: 0 }])).toThrow(/YYYY-MM-DD/)
    }
  })
})

describe('shortDate', () => {
  it('labels a day with its day and month', () => {
    expect(shortDate('2024-03-05')).toBe('5 Mar')
    expect(shortDate('2023-12-31')).toBe('31 Dec')
  })
})
