import type { ResponseOption } from '../api/types'
import { shuffleStably } from './shuffle-stably'

/**
 * A question's options in the order to show (docs/content-format.md `randomizeOptions`): shuffled
 * stably by `seed` (the session id and the question id), except `fixed` options ("Other", "None
 * of these"), which keep their positions.
 * @example orderOptions(question.options, `${sessionId}:${question.id}`)
 */
export function orderOptions(options: readonly ResponseOption[], seed: string): ResponseOption[] {
  const shuffled = shuffleStably(
    options.filter((option) => !option.fixed),
    seed,
  )
  let next = 0
  return options.map((option) => (option.fixed ? option : (shuffled[next++] ?? option)))
}
