/** @jsxRuntime classic */
/** @jsx h */
import type { StudyPage } from '../core/pages'
import type { Answer } from '../core/response-batch'
import { createAnswerInWords, type AnswerInWords } from './answer-words'
import type { LaterShared } from './later-shared'

/**
 * The review list's styles (a later part), scoped under `[data-study-runner]`: each page under
 * a rule, its heading and Change button on one line that wraps on a narrow screen, questions in
 * bold with their answers under them.
 */
export const reviewListStyles = `
[data-study-runner] .sr-review-page { border-block-start: 1px solid var(--sr-color-border); padding-block: var(--sr-spacing) 0; }
[data-study-runner] .sr-review-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5em var(--sr-spacing);
}
[data-study-runner] .sr-review-heading h3 { margin: 0; }
[data-study-runner] .sr-answers { margin-block: 0.5em 0; margin-inline: 0; font-family: inherit; color: inherit; }
[data-study-runner] .sr-answers dt { font-weight: 600; margin-block-start: 0.75em; }
[data-study-runner] .sr-answers dd { margin: 0.25em 0 0; }
[data-study-runner] .sr-answers :is(ul, ol) { margin: 0; padding-inline-start: 1.25em; }
[data-study-runner] .sr-unanswered { font-style: italic; color: var(--sr-color-muted); }
`

/** Props of the review list. */
export interface ReviewListProps {
  /** The visible pages, in order, with their visible elements. */
  pages: readonly StudyPage[]
  answers: Readonly<Record<string, Answer>>
  /**
   * Goes to a page to change its answers (`StudyPage.index`); without it, the list has no Change
   * buttons (the printed copy).
   */
  onChange?: ((pageIndex: number) => void) | undefined
  /** Module ids whose time ran out (`timeLimitSeconds`): their pages offer no Change. */
  closed?: ReadonlySet<string> | undefined
}

/** A page of the list: its heading, and the answers of its elements that take one. */
interface ReviewSection {
  page: StudyPage
  heading: string
  answers: (AnswerInWords & { id: string })[]
}

/**
 * Every visible page's questions with the participant's answers in words
 * (docs/content-format.md#order-time-endings, "Review"): a heading per page (its module's title),
 * each question and its answer as a description list, and a Change button named with the page
 * ("Change: About you", the page's name out of sight) that goes to it. Pages with nothing to answer (an introduction) are left
 * out. A later part, built from the widget's shared pieces (later-shared.ts).
 */
export function createReviewList(shared: LaterShared) {
  const { h, useUiText, useWidget, richText } = shared
  const answerInWords = createAnswerInWords(shared)

  return function ReviewList({ pages, answers, onChange, closed }: ReviewListProps) {
    const t = useUiText()
    const { language, text } = useWidget()
    const words = { language, text, t }
    const sections = pages.flatMap((page, position): ReviewSection[] => {
      const listed = page.elements.flatMap((element) => {
        const inWords = answerInWords(element, answers, words)
        return inWords ? [{ ...inWords, id: element.id }] : []
      })
      if (listed.length === 0) return []
      const title = page.module.titleKey ? text(page.module.titleKey) : null
      const siblings = pages.filter((other) => other.module === page.module)
      let heading = title ?? t('review.page', { number: position + 1 })
      if (title !== null && siblings.length > 1) {
        heading = t('review.part', {
          title,
          part: siblings.indexOf(page) + 1,
          parts: siblings.length,
        })
      }
      return [{ page, heading, answers: listed }]
    })

    return (
      <div className="sr-review" part="review">
        {onChange && <p className="sr-intro">{t('review.intro')}</p>}
        {sections.map(({ page, heading, answers: listed }) => (
          <div key={page.index} className="sr-review-page">
            <div className="sr-review-heading">
              <h3>{richText(heading)}</h3>
              {onChange && !closed?.has(page.module.id) && (
                <button
                  type="button"
                  className="sr-button sr-button-secondary"
                  part="button"
                  // Named with its page, "Change: About you" (markup marks left out); seen,
                  // "Change" beside the heading. A hidden span would be read "Change : About you".
                  aria-label={`${t('review.change')}: ${heading.replace(/\*+/g, '')}`}
                  onClick={() => onChange(page.index)}
                >
                  {t('review.change')}
                </button>
              )}
            </div>
            <dl className="sr-answers">
              {listed.map((answer) => (
                <div key={answer.id}>
                  <dt>{richText(text(answer.textKey))}</dt>
                  <dd>{answerNodes(answer)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    )

    function answerNodes({ lines, ranked }: AnswerInWords) {
      if (lines.length === 0) return <span className="sr-unanswered">{t('review.unanswered')}</span>
      const one = lines.length === 1 && !ranked ? lines[0] : undefined
      const line = (item: (typeof lines)[number]) => [
        item.part !== undefined && (
          <span key="part">
            {richText(text(item.part))}
            {': '}
          </span>
        ),
        <span key="words">{item.words}</span>,
      ]
      if (one) return line(one)
      const List = ranked ? 'ol' : 'ul'
      return (
        <List>
          {lines.map((item) => (
            <li key={item.key}>{line(item)}</li>
          ))}
        </List>
      )
    }
  }
}
