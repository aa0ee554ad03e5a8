import type { StudyContent } from '../api/types'
import type { AnswerVariable } from './answer-value'
import { ContentError } from './errors'
import { tokenizeText, type TextToken } from './tokenize-text'

/** What piping reads of an answer (the session's answers have these members). */
export interface PipedAnswer {
  valueNum: number | null
  valueText?: string | null | undefined
}

/** Where a text pipe reads the answers, and hears that they changed: the session's store. */
export interface AnswerSource {
  getState: () => { answers: Readonly<Record<string, PipedAnswer>> }
  subscribe: (listener: () => void) => () => void
}

/** Options of {@link PipingEngine.createTextPipe}. */
export interface TextPipeOptions {
  content: StudyContent
  /** The language the values are shown in: option labels, number and date formats. */
  language: string
  /** The study's wording in that language, as served (`createContentText`). */
  text: (key: string) => string
  answers: AnswerSource
}

/**
 * The study's wording in one language with its placeholders (`{{VARIABLE}}`,
 * `{{VARIABLE|fallback}}`) filled from the answers (docs/content-format.md). A value is always
 * text: it is put in after the wording is tokenized, so markers inside it stay as typed.
 */
export interface TextPipe {
  /** Calls `listener` on every change of the answers (the session's store). */
  subscribe: (listener: () => void) => () => void
  /**
   * The tokens of a wording (`tokenizeText`) with its placeholders filled. The same array comes
   * back while the values it shows are unchanged, so it can be a `useSyncExternalStore` snapshot
   * and only text whose values changed renders again.
   */
  tokensOf: (text: string) => TextToken[]
  /**
   * The wording of `key` as plain text, for what cannot hold elements (a native option, a search
   * list, an accessible name): placeholders filled with the values as they are now, formatting
   * markers dropped, a line break as a space.
   */
  plainTextOf: (key: string) => string
}

/**
 * Piping: checks the placeholders of the content once and fills them. It lives in its own chunk
 * (`create-piping-engine.ts`): only a study whose wording has a placeholder loads it.
 */
export interface PipingEngine {
  /**
   * One content error per translation key and placeholder naming a variable the study does not
   * have: neither one of `answerVariables` (`answerVariablesOf`), a parameter, a computed value
   * nor the condition.
   */
  findProblems: (
    content: StudyContent,
    answerVariables: ReadonlyMap<string, AnswerVariable>,
  ) => ContentError[]
  createTextPipe: (options: TextPipeOptions) => TextPipe
}

/**
 * What the piping chunk uses of the entry, handed to it at load instead of imported
 * (docs/architecture.md "What a study loads, and when").
 */
export interface PipingPieces {
  tokenizeText: typeof tokenizeText
  ContentError: typeof ContentError
}

/**
 * Whether the content's translations hold `{{`: a placeholder, or text that looks like one. One
 * search of the serialized translations: the entry's whole share of piping is this check.
 */
export function usesPiping(content: StudyContent): boolean {
  return JSON.stringify(content.translations ?? {}).includes('{{')
}

/** Loads the piping chunk and builds its engine over the entry's pieces. */
export async function loadPipingEngine(): Promise<PipingEngine> {
  const chunk = await import('./create-piping-engine')
  return chunk.createPipingEngine({ tokenizeText, ContentError })
}
