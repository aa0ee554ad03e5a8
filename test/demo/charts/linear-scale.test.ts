import { describe, expect, it } from 'vitest'
import { countTicks, linearScale } from '../../../demo/console/charts/linear-scale'

describe('linearScale', () => {
  it('maps the domain onto the range, inverted ranges included', () => {
    const y = linearScale([0, 10], [200, 0])
    expect(y(0)).toBe(200)
    expect(y(2.5)).toBe(150)
    expect(y(10)).toBe(0)
  })

  it('maps a zero-width domain to the middle', () => {
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50)
  })
})

describe('countTicks', () => {
  it('uses whole steps of 1, 2 or 5 × 10ⁿ and rounds the top up to a step', () => {
    expect(countTicks(23)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] })
    expect(countTicks(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] })
    expect(countTicks(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] })
    expect(countTicks(460).ticks).toEqual([0, 100, 200, 300, 400, 500])
  })

  it('still draws an axis when every count is zero', () => {
    expect(countTicks(0)).toEqual({ top: 1, ticks: [0, 1] })
  })
})
