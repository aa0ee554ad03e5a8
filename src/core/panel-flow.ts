import type { Module, StudyContent } from '../api/types'
import { orderModules } from './module-order'
import { checkParameters } from './session-parameters'
import type { shuffleStably } from './shuffle-stably'
import { startedAnswers } from './started-answers'

/** What the panel chunk uses of the widget's entry, handed in when it is loaded. */
export interface PanelPieces {
  shuffleStably: typeof shuffleStably
  /** The service's cap on a text value. */
  maxTextLength: number
}

/**
 * The session flow a panel study needs (docs/content-format.md, "Content for real studies"), a
 * chunk of its own loaded only for content with parameters, conditions or module groups
 * (content-features.ts): the parameters the participant arrived with, the answers a session
 * starts with (those parameters and the assigned arm), and the order of module groups.
 */
export function createPanelFlow(pieces: PanelPieces) {
  return {
    checkParameters: (
      content: Pick<StudyContent, 'parameters'>,
      given: Readonly<Record<string, string>>,
    ) => checkParameters(content, given, pieces.maxTextLength),
    startedAnswers,
    orderModules: (modules: readonly Module[], seed: string) =>
      orderModules(modules, seed, pieces.shuffleStably),
  }
}

/** The panel chunk's code, built. */
export type PanelFlow = ReturnType<typeof createPanelFlow>
