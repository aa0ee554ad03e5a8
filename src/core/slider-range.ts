import type { Question } from '../api/types'

/** The range of a `slider` question. */
export interface SliderRange {
  min: number
  max: number
  step: number
}

/**
 * A slider's range from its question; a visual-analogue scale without bounds runs 0–100 in steps
 * of 1, and a step that does not fit is 1.
 */
export function sliderRange(question: Pick<Question, 'min' | 'max' | 'step'>): SliderRange {
  const min = question.min ?? 0
  const max = question.max !== undefined && question.max > min ? question.max : min + 100
  const step = question.step !== undefined && question.step > 0 ? question.step : 1
  return { min, max, step }
}

/**
 * The value an unset slider takes from the first key the participant presses
 * (docs/content-format.md: no
 * value until moved): Home the minimum, End the maximum, an arrow or Page key the middle of the
 * range, on the step grid. `undefined` for any other key.
 */
export function sliderStartValue(range: SliderRange, key: string): number | undefined {
  if (key === 'Home') return range.min
  if (key === 'End') return range.max
  return /^(Arrow(Up|Down|Left|Right)|Page(Up|Down))$/.test(key) ? sliderMiddle(range) : undefined
}

/** The middle of a slider's range, on its step grid. */
export function sliderMiddle(range: SliderRange): number {
  const steps = Math.round((range.max - range.min) / 2 / range.step)
  // Rounded to the step's decimals, so 0.1 steps give 0.5 and not 0.5000000000000001.
  return roundToStep(Math.min(range.max, range.min + steps * range.step), range.step)
}

function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length
  return Number(value.toFixed(decimals))
}
