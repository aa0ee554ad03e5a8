import { describe, expect, it } from 'vitest'
import { widgetStylesheet } from '../../src/react/scoped-styles'
import { studyRunnerStyles } from '../../src/react/styles'

interface CssBlock {
  /** The selector list or at-rule before `{`. */
  prelude: string
  /** The at-rule wrappers around it, outermost first. */
  wrappers: string[]
}

/** The rules of a stylesheet with their wrapping at-rules; enough CSS for this test. */
function cssRules(css: string): CssBlock[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const rules: CssBlock[] = []
  const wrappers: string[] = []
  // Which open braces are at-rule wrappers (true) or style rules (false).
  const open: boolean[] = []
  let text = ''
  for (const char of source) {
    if (char === '{') {
      const prelude = text.trim()
      const isWrapper = prelude.startsWith('@')
      if (isWrapper) wrappers.push(prelude)
      else rules.push({ prelude, wrappers: [...wrappers] })
      open.push(isWrapper)
      text = ''
    } else if (char === '}') {
      if (open.pop()) wrappers.pop()
      text = ''
    } else if (char === ';' && open.at(-1) === false) {
      text = ''
    } else {
      text += char
    }
  }
  return rules
}

describe('the widget stylesheet', () => {
  const rules = cssRules(widgetStylesheet)

  it('has no global CSS: every selector starts with [data-study-runner]', () => {
    expect(rules.length).toBeGreaterThan(30)
    for (const { prelude } of rules) {
      for (const selector of prelude.split(/,(?![^(]*\))/).map((part) => part.trim())) {
        expect(selector).toMatch(/^\[data-study-runner\]/)
      }
    }
  })

  it('wraps rules only in @media, @container and @supports conditions (no @keyframes, @font-face, @import)', () => {
    for (const { wrappers } of rules) {
      for (const wrapper of wrappers) expect(wrapper).toMatch(/^@(media|container|supports)\b/)
    }
    expect(widgetStylesheet).not.toMatch(/@(import|font-face|keyframes|property)\b/)
  })

  it('uses logical properties only', () => {
    expect(widgetStylesheet).not.toMatch(/(margin|padding|border)-(left|right)|\b(left|right):/)
    expect(widgetStylesheet).not.toMatch(/text-align:\s*(left|right)/)
  })

  it('is a size container, for the narrow layouts of the grid and the screens', () => {
    expect(studyRunnerStyles).toMatch(/\[data-study-runner\] \{[^}]*container-type: inline-size/)
  })

  it('themes through custom properties with light and dark defaults', () => {
    const properties = [
      'color-primary',
      'color-on-primary',
      'color-text',
      'color-muted',
      'color-background',
      'color-surface',
      'color-border',
      'color-error',
      'color-focus',
      'font-family',
      'font-size',
      'radius',
      'spacing',
      'max-width',
    ]
    for (const property of properties) {
      expect(studyRunnerStyles).toContain(`--_sr-${property}: var(--sr-${property}, `)
      expect(studyRunnerStyles).toContain(`--sr-${property}: var(--_sr-${property});`)
    }
    // Each colour's default is a light/dark pair, chosen by the root's color-scheme: the
    // system's unless data-scheme (the colorScheme option) names one.
    for (const property of properties.filter((name) => name.startsWith('color-'))) {
      expect(studyRunnerStyles).toMatch(
        new RegExp(
          `--_sr-${property}: var\\(--sr-${property}, [^;]*light-dark\\(#[0-9a-f]{6}, #[0-9a-f]{6}\\)`,
        ),
      )
    }
    // Without data-scheme the root inherits the host page's color-scheme (colorScheme 'auto').
    expect(studyRunnerStyles).not.toMatch(/\[data-study-runner\] \{[^}]*color-scheme/)
    expect(studyRunnerStyles).toContain(
      "[data-study-runner][data-scheme='light'] { color-scheme: light; }",
    )
    expect(studyRunnerStyles).toContain(
      "[data-study-runner][data-scheme='dark'] { color-scheme: dark; }",
    )
  })

  it('turns transitions off for people who prefer reduced motion', () => {
    expect(
      rules.some(
        ({ wrappers, prelude }) =>
          wrappers.includes('@media (prefers-reduced-motion: reduce)') &&
          prelude.includes('[data-study-runner] *'),
      ),
    ).toBe(true)
  })
})

/** WCAG 2.2 relative luminance and contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

describe('the default palettes', () => {
  const palette = (scheme: 'light' | 'dark') => {
    const colour = (name: string) => {
      const match = new RegExp(
        `--_sr-color-${name}: var\\(--sr-color-${name}, [^;]*?light-dark\\((#[0-9a-f]{6}), (#[0-9a-f]{6})\\)`,
      ).exec(studyRunnerStyles)
      const value = match?.[scheme === 'light' ? 1 : 2]
      if (!value) throw new Error(`no ${scheme} default for ${name}`)
      return value
    }
    return colour
  }

  it.each(['light', 'dark'] as const)('meets WCAG AA contrast in %s', (scheme) => {
    const colour = palette(scheme)
    const background = colour('background')
    for (const text of ['text', 'muted', 'primary', 'error']) {
      expect(contrast(colour(text), background), text).toBeGreaterThanOrEqual(4.5)
      expect(
        contrast(colour(text), colour('surface')),
        `${text} on surface`,
      ).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrast(colour('on-primary'), colour('primary'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colour('border'), background)).toBeGreaterThanOrEqual(3)
    expect(contrast(colour('focus'), background)).toBeGreaterThanOrEqual(3)
  })
})
