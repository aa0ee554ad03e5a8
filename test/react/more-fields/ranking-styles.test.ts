import { describe, expect, it } from 'vitest'
import { rankingStyles } from '../../../src/react/more-fields/ranking-styles'

/** The selector lists of a stylesheet's style rules (at-rule preludes left out). */
function selectorsOf(css: string): string[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...source.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(/,(?![^(]*\))/).map((part) => part.trim()))
}

describe('rankingStyles', () => {
  it('scopes every selector under [data-study-runner]', () => {
    const selectors = selectorsOf(rankingStyles)
    expect(selectors.length).toBeGreaterThan(15)
    for (const selector of selectors) expect(selector).toMatch(/^\[data-study-runner\] /)
  })

  it('uses logical properties only, so that RTL mirrors the rows', () => {
    expect(rankingStyles).not.toMatch(
      /(margin|padding|border|inset)-(left|right)|\b(left|right|top|bottom):/,
    )
    expect(rankingStyles).not.toMatch(/text-align:\s*(left|right)|[\s;{](width|height):/)
  })

  it('makes every button at least 44 px square, and lets the page scroll off the handle only', () => {
    const rule = (selector: string) =>
      rankingStyles.slice(rankingStyles.indexOf(`${selector} {`)).split('}')[0]
    expect(rule('[data-study-runner] .sr-ranking-button')).toMatch(
      /inline-size: 44px;[^}]*block-size: 44px/,
    )
    expect(rule('[data-study-runner] .sr-ranking-add')).toMatch(/min-block-size: 44px/)
    expect(rule('[data-study-runner] .sr-ranking-handle')).toMatch(/touch-action: none/)
    expect(rankingStyles.match(/touch-action/g)).toHaveLength(1)
  })
})
