/** @jsxRuntime classic */
/** @jsx h */
import type { ReactNode } from 'react'
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'
import {
  addRanked,
  moveRanked,
  plainText,
  rankUpdates,
  readRanking,
  removeRanked,
  unrankedOf,
} from './ranking-order'
import { createUseDragReorder } from './use-drag-reorder'

export { rankingStyles } from './ranking-styles'

/** What a ranking's buttons do; with the option's value, it finds a button again. */
type RankingAction = 'add' | 'up' | 'down' | 'remove'

/** A button to focus: the option it belongs to and what it does. */
interface FocusTarget {
  value: number
  action: RankingAction
}

/** Where focus goes once the field shows `ranking` (values joined): the first usable target. */
interface FocusPlan {
  ranking: string
  targets: FocusTarget[]
}

/**
 * A `ranking` question (docs/content-format.md): the participant orders the options, or only
 * their top k (`rankCount`). Each option answers its own variable with its place, 1…k, or null
 * once it leaves the ranking. Made to work by keyboard and screen reader first; dragging is an
 * extra that nothing depends on.
 *
 * - A fieldset (named by the question) holds two lists. "Your ranking" is an `<ol>`; each item
 *   shows its place as a number (read out too, as list markers are not), its label, and three
 *   buttons: move up, move down (disabled at the ends) and remove, named with the option's label
 *   ("Move Coffee up") and drawn as ↑ ↓ ✕ — up and down on the page, in RTL as well. "Still to
 *   rank" lists the other options in the order of `question.options` (shuffled already, if the
 *   content asks): each is one button, "Rank Coffee", that puts it in the last place. Once k are
 *   ranked those buttons are disabled (dimmed and without their ＋) until one leaves the ranking;
 *   the list hides when nothing is left in it.
 * - After each change focus stays where the participant can go on: after ranking an option, on
 *   the next option still to rank (ranking in order of preference is a run of Enter and Tab), or
 *   on the new item's buttons when the ranking is full; after a move, on the same button of the
 *   moved item, or its other move button at an end; after a removal, on the remove button of the
 *   item that took its place (or the one above, or the option's own "Rank" button). A polite,
 *   visually hidden live region says the outcome: "Coffee: number 2 of 3" (`count` is how many
 *   are ranked) or "Coffee is no longer ranked".
 * - A mouse, finger or pen may drag a ranked item by its handle (`touch-action: none`, so the
 *   page still scrolls everywhere else) to a new place; a line shows where it lands, and the
 *   drop is announced like a move (use-drag-reorder.ts).
 * - The stored answers are the only state: the ranking is read from them on every render (so
 *   a resumed session, or Back, shows it as left), and a change writes only the ranks it alters,
 *   nulls only for options that had one. A required ranking needs k ranks (more-validators.ts);
 *   its error marks and describes the group, and the error summary's link lands on the first
 *   usable button.
 * - Every button is at least 44 × 44 px; the two lists are told apart by their titles, the place
 *   numbers and the dashed "to rank" buttons, not by colour (ranking-styles.ts).
 */
export function createRankingField(shared: FieldShared) {
  const { h, FieldFrame, fieldWiring, richText, useUiText, useWidget, useRef, useState } = shared
  const { useLayoutEffect, useMemo, ownValue, optionVariableCode, rankCountOf } = shared
  const useDragReorder = createUseDragReorder(shared)

  return function RankingField(props: FieldComponentProps) {
    const { ids, question, required, error, answers, setAnswer } = props
    const t = useUiText()
    const { text, pipe, language } = useWidget()
    const [announcement, setAnnouncement] = useState('')
    const listsRef = useRef<HTMLDivElement>(null)
    const rankedRef = useRef<HTMLOListElement>(null)
    const focusPlan = useRef<FocusPlan | null>(null)
    const numbers = useMemo(() => new Intl.NumberFormat(language), [language])

    const options = question.options ?? []
    const values = options.map((option) => option.value)
    const limit = rankCountOf(question)
    const codeOf = (value: number) => optionVariableCode(question.variableCode, value)
    const rankOf = (value: number) => ownValue(answers, codeOf(value))?.valueNum ?? null
    const ranking = readRanking(values, rankOf, limit)
    const unranked = unrankedOf(values, ranking)
    const full = ranking.length >= limit
    const rankingKey = ranking.join()

    const labels = new Map<number, { rich: ReactNode; plain: string }>()
    for (const option of options) {
      const rich = richText(text(option.labelKey))
      // A label with placeholders renders as a component: its words come from the pipe.
      labels.set(option.value, {
        rich,
        plain: pipe?.plainTextOf(option.labelKey) ?? plainText(rich),
      })
    }
    const labelOf = (value: number) => labels.get(value)?.plain ?? ''

    useLayoutEffect(() => {
      const plan = focusPlan.current
      if (!plan || plan.ranking !== rankingKey) return
      focusPlan.current = null
      for (const { value, action } of plan.targets) {
        const button = listsRef.current?.querySelector<HTMLButtonElement>(
          `button[data-action="${action}"][data-value="${value}"]`,
        )
        if (button && !button.disabled) return void button.focus()
      }
    }, [rankingKey])

    /** Records `next`, says what happened, and plans where focus goes once it shows. */
    const change = (next: number[], message: string, targets: FocusTarget[] = []) => {
      for (const { value, rank } of rankUpdates(values, next, rankOf))
        setAnswer(codeOf(value), rank)
      focusPlan.current = targets.length > 0 ? { ranking: next.join(), targets } : null
      setAnnouncement(message)
    }
    const placed = (next: number[], value: number) =>
      t('ranking.position', {
        label: labelOf(value),
        position: next.indexOf(value) + 1,
        count: next.length,
      })
    const own = (value: number, ...actions: RankingAction[]) =>
      actions.map((action) => ({ value, action }))
    const others = (action: RankingAction, ...candidates: Array<number | undefined>) =>
      candidates.flatMap((value) => (value === undefined ? [] : [{ value, action }]))

    const add = (value: number) => {
      const next = addRanked(ranking, value, limit)
      const rest = unranked.filter((item) => item !== value)
      const at = unranked.indexOf(value)
      const targets = [
        ...others('add', rest[at], rest[at - 1]),
        ...own(value, 'up', 'down', 'remove'),
      ]
      change(next, placed(next, value), targets)
    }
    const move = (value: number, by: -1 | 1) => {
      const next = moveRanked(ranking, ranking.indexOf(value), ranking.indexOf(value) + by)
      const targets = by < 0 ? own(value, 'up', 'down') : own(value, 'down', 'up')
      change(next, placed(next, value), [...targets, ...own(value, 'remove')])
    }
    const remove = (value: number) => {
      const at = ranking.indexOf(value)
      const next = removeRanked(ranking, value)
      const targets = [...others('remove', next[at], next[at - 1]), ...own(value, 'add')]
      change(next, t('ranking.removed', { label: labelOf(value) }), targets)
    }
    const { drag, handleProps } = useDragReorder({
      listRef: rankedRef,
      onDrop: (from, to) => {
        const next = moveRanked(ranking, from, to)
        const value = ranking[from]
        if (value !== undefined) change(next, placed(next, value))
      },
    })

    // The error summary's link lands on the first button that can be used.
    const entry: FocusTarget | undefined =
      !full && unranked[0] !== undefined
        ? { value: unranked[0], action: 'add' }
        : ranking[0] !== undefined
          ? { value: ranking[0], action: ranking.length > 1 ? 'down' : 'remove' }
          : undefined
    const idOf = (value: number, action: RankingAction) =>
      entry?.value === value && entry.action === action ? ids.input : undefined

    const moves = {
      up: { key: 'ranking.moveUp', icon: '↑', run: (value: number) => move(value, -1) },
      down: { key: 'ranking.moveDown', icon: '↓', run: (value: number) => move(value, 1) },
      remove: { key: 'ranking.remove', icon: '✕', run: remove },
    } as const
    const itemButton = (value: number, action: keyof typeof moves, disabled = false) => (
      <button
        type="button"
        id={idOf(value, action)}
        className="sr-ranking-button"
        data-action={action}
        data-value={value}
        aria-label={t(moves[action].key, { label: labelOf(value) })}
        disabled={disabled}
        onClick={() => moves[action].run(value)}
      >
        <span aria-hidden="true">{moves[action].icon}</span>
      </button>
    )

    const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
    // A group takes no aria-required (the legend's mark shows it); invalid and described it is.
    const { 'aria-invalid': invalid, 'aria-describedby': described } = fieldWiring(frame).groupProps
    const dropSide =
      drag && drag.to !== drag.from ? (drag.to < drag.from ? 'before' : 'after') : null
    return (
      <FieldFrame
        variant="group"
        className="sr-ranking"
        {...frame}
        attributes={{ 'aria-invalid': invalid, 'aria-describedby': described }}
      >
        <div className="sr-ranking-lists" ref={listsRef}>
          <div className="sr-ranking-part">
            <p id={`${ids.field}-ranked`} className="sr-ranking-title">
              {t('ranking.ranked')}
            </p>
            {/* role="list": Safari drops the list role of an <ol> without list markers. */}
            <ol
              ref={rankedRef}
              role="list"
              className="sr-ranking-list"
              aria-labelledby={`${ids.field}-ranked`}
            >
              {ranking.map((value, index) => (
                <li
                  key={value}
                  className="sr-ranking-item"
                  data-dragging={drag?.from === index || undefined}
                  data-drop={(drag?.to === index && dropSide) || undefined}
                  style={
                    drag?.from === index ? { transform: `translateY(${drag.offset}px)` } : undefined
                  }
                >
                  <span className="sr-ranking-handle" aria-hidden="true" {...handleProps(index)} />
                  <span className="sr-ranking-number">{numbers.format(index + 1)}</span>{' '}
                  <span className="sr-ranking-label">{labels.get(value)?.rich}</span>
                  <span className="sr-ranking-actions">
                    {itemButton(value, 'up', index === 0)}
                    {itemButton(value, 'down', index === ranking.length - 1)}
                    {itemButton(value, 'remove')}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          {unranked.length > 0 && (
            <div className="sr-ranking-part">
              <p id={`${ids.field}-unranked`} className="sr-ranking-title">
                {t('ranking.unranked')}
              </p>
              <ul role="list" className="sr-ranking-list" aria-labelledby={`${ids.field}-unranked`}>
                {unranked.map((value) => (
                  <li key={value}>
                    <button
                      type="button"
                      id={idOf(value, 'add')}
                      className="sr-ranking-add"
                      data-action="add"
                      data-value={value}
                      aria-label={t('ranking.add', { label: labelOf(value) })}
                      disabled={full}
                      onClick={() => add(value)}
                    >
                      <span className="sr-ranking-add-icon" aria-hidden="true">
                        +
                      </span>
                      <span className="sr-ranking-label">{labels.get(value)?.rich}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <p className="sr-visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </FieldFrame>
    )
  }
}
