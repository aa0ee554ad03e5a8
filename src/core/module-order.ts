import type { Module } from '../api/types'
import type { shuffleStably } from './shuffle-stably'

/**
 * The study's modules in the order one session shows them (docs/content-format.md
 * `randomizeGroup`): modules sharing a group swap among their own positions, shuffled stably by
 * `seed` (the session id) and the group's name; every other module keeps its place.
 * `shuffle` is `shuffleStably`, handed in (the function lives in the widget's entry, this one in
 * the panel chunk, panel-flow.ts).
 * @example orderModules(content.modules, 'ses_123', shuffleStably).map((module) => module.id)
 */
export function orderModules(
  modules: readonly Module[],
  seed: string,
  shuffle: typeof shuffleStably,
): Module[] {
  const groups = new Map<string, Module[]>()
  for (const module of modules) {
    if (module.randomizeGroup === undefined) continue
    const members = groups.get(module.randomizeGroup) ?? []
    groups.set(module.randomizeGroup, [...members, module])
  }
  const shuffled = new Map(
    [...groups].map(([group, members]) => [group, shuffle(members, `${seed}:${group}`)]),
  )
  return modules.map((module) =>
    module.randomizeGroup === undefined
      ? module
      : (shuffled.get(module.randomizeGroup)?.shift() ?? module),
  )
}
