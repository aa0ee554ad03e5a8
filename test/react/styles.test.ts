import { describe, expect, it } from 'vitest'
import { studyRunnerStyles } from '../../src/react/styles'

describe('studyRunnerStyles', () => {
  const selectors = studyRunnerStyles
    .split('}')
    .map((rule) => rule.split('{')[0]?.trim() ?? '')
    .filter((selector) => selector.length > 0)
    .flatMap((selector) => selector.split(',').map((part) => part.trim()))

  it('scopes every selector under [data-study-runner]', () => {
    expect(selectors.length).toBeGreaterThan(10)
    for (const selector of selectors) expect(selector).toMatch(/^\[data-study-runner\]/)
  })

  it('uses logical properties only', () => {
    expect(studyRunnerStyles).not.toMatch(/(margin|padding|border)-(left|right)|\b(left|right):/)
    expect(studyRunnerStyles).not.toMatch(/text-align:\s*(left|right)/)
  })

  it('themes through custom properties', () => {
    for (const property of ['--sr-color-primary', '--sr-font-family', '--sr-radius']) {
      expect(studyRunnerStyles).toContain(`var(${property}`)
    }
  })
})
