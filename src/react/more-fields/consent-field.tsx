/** @jsxRuntime classic */
/** @jsx h */
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'
import { hashText } from './sha256'

/**
 * The `consent` field's styles, scoped under `[data-study-runner]`. The text is shown whole, at a
 * readable measure, never in a scrolling box: a box within the page scrolls awkwardly on touch
 * screens and when zoomed, and hides how much there is to read. The agree control is an option
 * (`.sr-option`: a 44 px target, the box and its label one click area).
 */
export const consentStyles = `
[data-study-runner] .sr-consent-text { max-inline-size: 70ch; margin-block-end: var(--sr-spacing); }
[data-study-runner] .sr-consent-text > p { margin-block: 0 0.75em; }
[data-study-runner] .sr-consent-text > p:last-child { margin-block-end: 0; }
[data-study-runner] .sr-consent .sr-option { margin-block-end: 0; font-weight: 600; }
[data-study-runner] .sr-consent .sr-option input { inline-size: 1.5em; block-size: 1.5em; }
`

/** Paragraphs: text separated by a blank line (line breaks within one stay breaks). */
const paragraphsOf = (text: string) =>
  text.split(/(?:\r\n|\r|\n)[^\S\r\n]*(?:\r\n|\r|\n)\s*/).filter((part) => part.trim() !== '')

/**
 * A `consent` question (docs/content-format.md): the consent text, then one checkbox named by the
 * study's agree wording (`agreeLabelKey`) or the widget's "I agree". Checking it answers
 * `{ valueNum: 1, valueText }`, unchecking it `{ valueNum: 0, valueText }`, where `valueText` is
 * the SHA-256 (hex) of the text exactly as shown: the translation string of `textKey` in the
 * language on screen, markup characters included — a record of which wording was agreed to.
 *
 * The hash is worked out as soon as the text shows, so a click answers at once; a click before it
 * is ready shows as checked and answers when it is. If the wording changes while agreed (the
 * participant switches language), the answer is given again with the new wording's hash.
 */
export function createConsentField({
  h,
  useState,
  useEffect,
  useWidget,
  useUiText,
  richText,
  fieldWiring,
  FieldMessage,
}: FieldShared) {
  return function ConsentField({
    ids,
    question,
    required,
    answer,
    error,
    onChange,
  }: FieldComponentProps) {
    const { text } = useWidget()
    const t = useUiText()
    const shown = text(question.textKey)

    // The hash of the text on screen, once worked out (of the text it was worked out for).
    const [hashed, setHashed] = useState<{ text: string; hex: string } | null>(null)
    useEffect(() => {
      let current = true
      void hashText(shown).then((hex) => {
        if (current) setHashed({ text: shown, hex })
      })
      return () => {
        current = false
      }
    }, [shown])
    const hex = hashed?.text === shown ? hashed.hex : undefined

    // A click before the hash is ready, answered when it is.
    const [waiting, setWaiting] = useState<boolean | null>(null)
    const agreed = answer?.valueNum === 1
    const give = (agree: boolean, hash: string) =>
      onChange({ valueNum: agree ? 1 : 0, valueText: hash })

    useEffect(() => {
      if (hex === undefined) return
      if (waiting !== null) {
        setWaiting(null)
        onChange({ valueNum: waiting ? 1 : 0, valueText: hex })
      } else if (agreed && answer?.valueText !== hex) {
        // Agreed to a wording no longer shown (another language): agreed to this one now.
        onChange({ valueNum: 1, valueText: hex })
      }
    }, [hex, waiting, agreed, answer?.valueText, onChange])

    const toggle = (agree: boolean) => {
      if (hex === undefined) {
        setWaiting(agree)
      } else {
        setWaiting(null)
        give(agree, hex)
      }
    }

    const { groupProps } = fieldWiring({ ids, helpKey: question.helpKey, required, error })
    return (
      <div id={ids.field} className="sr-field sr-consent" part="question">
        <div id={ids.label} className="sr-consent-text">
          {paragraphsOf(shown).map((paragraph, index) => (
            <p key={index}>{richText(paragraph)}</p>
          ))}
        </div>
        {question.helpKey && (
          <p id={ids.help} className="sr-help">
            {richText(text(question.helpKey))}
          </p>
        )}
        {error && <FieldMessage id={ids.error} message={error} />}
        <label className="sr-option">
          <input
            type="checkbox"
            id={ids.input}
            checked={waiting ?? agreed}
            onChange={(event) => toggle(event.currentTarget.checked)}
            {...groupProps}
          />
          <span>
            {question.agreeLabelKey ? richText(text(question.agreeLabelKey)) : t('consent.agree')}
            {required && (
              <span className="sr-required" aria-hidden="true">
                *
              </span>
            )}
          </span>
        </label>
      </div>
    )
  }
}
