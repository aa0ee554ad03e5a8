import type { ScaleSummary } from '../../src/api/types'
import type { InstrumentDefinition } from '../../demo/sandbox/seed/seed-types'

/** A SurveyJS calculated value: a name and the expression that computes it. */
export interface CalculatedValue {
  name: string
  expression: string
}

/** What the SurveyJS thank-you page needs to show an instrument's scores like the widget does. */
export interface SurveyScores {
  calculatedValues: CalculatedValue[]
  /** One line per scale, e.g. `Daily energy: {des6_total} of 18, {des6_total_band}`. */
  lines: string[]
}

/**
 * Each scale of an instrument's scoring rules (docs/content-format.md#seed-files) as SurveyJS
 * calculated values over the instrument's matrix (named after the instrument): the sum or mean
 * with reversed items as `lowest + highest − answer`, and the band's name picked with nested
 * `iif`. The range comes from the content's `scales`. It assumes every item answered (the
 * screenshots answer all): the sandbox's proration for missing answers is not reproduced.
 */
export function scoresFor(
  instrument: InstrumentDefinition,
  scales: readonly ScaleSummary[],
  text: (key: string) => string,
): SurveyScores {
  const calculatedValues: CalculatedValue[] = []
  const lines: string[] = []
  for (const rule of instrument.scoring) {
    const name = `${instrument.id}_${rule.scale}`
    const terms = rule.items.map((code) => {
      const answer = `{${instrument.id}.${code}}`
      if (!rule.reverse?.includes(code)) return answer
      const values = instrument.items
        .find((item) => item.variableCode === code)
        ?.options.map((option) => option.value) ?? [0]
      return `(${Math.min(...values) + Math.max(...values)} - ${answer})`
    })
    const sum = terms.join(' + ')
    calculatedValues.push({
      name,
      expression: rule.method === 'mean' ? `(${sum}) / ${terms.length}` : sum,
    })
    let line = `${rule.labelKey ? text(rule.labelKey) : rule.scale}: {${name}}`
    const summary = scales.find(
      (scale) => scale.instrumentId === instrument.id && scale.scale === rule.scale,
    )
    if (summary) line += ` of ${summary.max}`
    const bands = rule.bands ?? []
    if (bands.length > 0) {
      calculatedValues.push({
        name: `${name}_band`,
        expression: bands.reduceRight(
          (otherwise, band) =>
            `iif({${name}} <= ${band.to}, '${text(band.labelKey ?? band.label)}', ${otherwise})`,
          "''",
        ),
      })
      line += `, {${name}_band}`
    }
    lines.push(line)
  }
  return { calculatedValues, lines }
}
