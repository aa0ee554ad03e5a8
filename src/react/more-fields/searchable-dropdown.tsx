/** @jsxRuntime classic */
/** @jsx h */
import type { KeyboardEvent } from 'react'
import type { ResponseOption } from '../../api/types'
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'
import {
  filterOptions,
  foldForMatch,
  matchableOptions,
  type MatchableOption,
} from './filter-options'

/**
 * How long, in milliseconds, the count of matching options waits for typing to pause before the
 * live region says it: one announcement per pause, not one per key.
 */
export const resultsAnnounceDelay = 700

type Item = MatchableOption<ResponseOption>

/**
 * A `dropdown` question with `searchable: true`: an editable combobox with list autocomplete and
 * manual selection, the ARIA 1.2 combobox pattern with a listbox popup. Focus stays in the text
 * box; the highlighted ("active") option is `aria-activedescendant`, and is the one option with
 * `aria-selected="true"` (selection follows the visual focus, as in the pattern's examples). The
 * chosen option is the answer, shown as the text box's text and marked with a check in the list.
 *
 * Keys: typing filters (case- and accent-insensitive, {@link filterOptions}) and highlights
 * nothing; ArrowDown / ArrowUp open the list (on the chosen option, else the first / last) and
 * move through it, wrapping at either end; Alt+ArrowDown opens it, Alt+ArrowUp closes it;
 * Home / End go to the first / last option while one is highlighted (else they move the caret);
 * Enter chooses the highlighted option (with the list closed it submits the page, as in any text
 * box); Escape closes the list, and a second Escape drops the typed text (back to the chosen
 * option's label, or empty). Tab and every other way of leaving choose nothing new: text that is
 * not the chosen option's label is replaced by it, and an emptied text box clears the answer.
 *
 * The list is part of the page's flow, below the text box (no overlay a host's `overflow` or a
 * shadow root could clip), at most about six options high and scrolled to keep the highlighted
 * option in view.
 */
export function createSearchableDropdown(shared: FieldShared) {
  const { h, useState, useRef, useEffect, useMemo } = shared
  const { useUiText, useWidget, FieldFrame, fieldWiring } = shared

  return function SearchableDropdown(props: FieldComponentProps) {
    const { ids, question, answer, onChange } = props
    const { language, text, pipe } = useWidget()
    const t = useUiText()
    const inputRef = useRef<HTMLInputElement>(null)
    const listRef = useRef<HTMLUListElement>(null)
    const [open, setOpen] = useState(false)
    /** What the participant typed since the last choice; `null` shows the chosen option. */
    const [draft, setDraft] = useState<string | null>(null)
    /** The highlighted option, by its index in the question's options. */
    const [active, setActive] = useState<number | null>(null)
    const [announcement, setAnnouncement] = useState('')

    const options = useMemo(
      () =>
        matchableOptions(
          question.options ?? [],
          (option) => pipe?.plainTextOf(option.labelKey) ?? text(option.labelKey),
          language,
        ),
      [question.options, text, pipe, language],
    )
    const shown = useMemo(
      () => filterOptions(options, draft ?? '', language),
      [options, draft, language],
    )
    const value = answer?.valueNum ?? null
    const chosen = options.find((item) => item.option.value === value)
    const position = shown.findIndex((item) => item.index === active)
    const activeItem = shown[position]
    const expanded = open && shown.length > 0
    const listId = `${ids.field}-listbox`
    const optionId = (index: number) => `${ids.field}-option-${index}`

    const message = !open
      ? ''
      : shown.length > 0
        ? t('combobox.results', { count: shown.length })
        : t('combobox.noResults')
    useEffect(() => {
      if (message === '') return
      // Each key (a new draft) restarts the wait.
      const timer = setTimeout(() => setAnnouncement(message), resultsAnnounceDelay)
      return () => clearTimeout(timer)
    }, [message, draft])

    // Keeps the highlighted option in view by scrolling the list only, never the page.
    useEffect(() => {
      const list = listRef.current
      const item = list?.querySelector<HTMLElement>('[data-active]')
      if (!list || !item) return
      if (item.offsetTop < list.scrollTop) {
        list.scrollTop = item.offsetTop
      } else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight
      }
    }, [active, expanded])

    const close = () => {
      setOpen(false)
      setActive(null)
      setAnnouncement('')
    }
    /** Opens the list on the chosen option if it shows, else where the key says. */
    const show = (list: readonly Item[], start: 'first' | 'last' | 'none') => {
      setOpen(true)
      const chosenShown = chosen && list.includes(chosen) ? chosen : undefined
      const fallback = start === 'first' ? list[0] : start === 'last' ? list.at(-1) : undefined
      setActive((chosenShown ?? fallback)?.index ?? null)
    }
    const choose = (item: Item) => {
      if (item.option.value !== value) onChange(item.option.value)
      setDraft(null)
      close()
    }
    const highlight = (item: Item | undefined) => setActive(item?.index ?? null)

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      const last = shown.length - 1
      const { key, altKey } = event
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault()
        if (altKey) {
          if (key === 'ArrowUp') close()
          else if (!expanded) show(shown, 'none')
        } else if (!expanded) {
          show(shown, key === 'ArrowDown' ? 'first' : 'last')
        } else if (key === 'ArrowDown') {
          highlight(shown[position < last ? position + 1 : 0])
        } else {
          highlight(shown[position > 0 ? position - 1 : last])
        }
      } else if ((key === 'Home' || key === 'End') && expanded && position >= 0) {
        event.preventDefault()
        highlight(shown[key === 'Home' ? 0 : last])
      } else if (key === 'Enter' && open) {
        // Not the page's Next while the list is open.
        event.preventDefault()
        if (activeItem) choose(activeItem)
      } else if (key === 'Escape' && (open || draft !== null)) {
        // Consumed here, so a dialog around the widget stays open.
        event.preventDefault()
        event.stopPropagation()
        if (open) close()
        else setDraft(null)
      } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
        // The caret moves in the text box: the highlight goes back to it.
        setActive(null)
      }
    }

    /**
     * Leaving the box: an emptied box clears the answer; text that names exactly one option in
     * full (case and accents aside: "germany") chooses it, so a participant who typed the whole
     * name and tabbed on keeps it; anything else shows the chosen option again.
     */
    const leave = () => {
      if (draft !== null && draft.trim() === '' && value !== null) onChange(null)
      else if (draft !== null) {
        const typed = foldForMatch(draft.trim(), language)
        const named = options.filter((item) => item.folded === typed)
        const [only] = named
        if (only && named.length === 1 && only.option.value !== value) onChange(only.option.value)
      }
      setDraft(null)
      close()
    }
    const toggle = () => {
      if (open) {
        close()
      } else {
        // "Show all options": the whole list, whatever was typed.
        setDraft(null)
        show(options, 'none')
      }
      inputRef.current?.focus()
    }

    const frame = {
      ids,
      textKey: question.textKey,
      helpKey: question.helpKey,
      required: props.required,
      error: props.error,
    }
    return (
      <FieldFrame variant="control" {...frame} className="sr-combobox">
        <div className="sr-combobox-control">
          <input
            ref={inputRef}
            id={ids.input}
            className="sr-combobox-input"
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeItem ? optionId(activeItem.index) : undefined}
            value={draft ?? chosen?.label ?? ''}
            {...fieldWiring(frame).controlProps}
            onChange={(event) => {
              setDraft(event.currentTarget.value)
              setOpen(true)
              setActive(null)
            }}
            onKeyDown={onKeyDown}
            onClick={() => {
              if (!open) show(shown, 'none')
            }}
            onBlur={leave}
          />
          <button
            type="button"
            className="sr-combobox-toggle"
            tabIndex={-1}
            aria-label={t('combobox.toggle')}
            aria-controls={listId}
            aria-expanded={expanded}
            // Focus stays in the text box (and its blur does not close the list first).
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <ul
          ref={listRef}
          id={listId}
          className="sr-combobox-listbox"
          role="listbox"
          aria-labelledby={ids.label}
          hidden={!expanded}
          onMouseDown={(event) => event.preventDefault()}
        >
          {expanded &&
            shown.map((item) => (
              <li
                key={item.index}
                id={optionId(item.index)}
                className="sr-combobox-option"
                role="option"
                aria-selected={item.index === active}
                data-active={item.index === active || undefined}
                data-chosen={item === chosen || undefined}
                onClick={() => choose(item)}
              >
                <span className="sr-combobox-check" aria-hidden="true">
                  {item === chosen ? '✓' : ''}
                </span>
                {item.label}
              </li>
            ))}
        </ul>
        {open && shown.length === 0 && (
          <p className="sr-combobox-empty">{t('combobox.noResults')}</p>
        )}
        <p className="sr-visually-hidden" aria-live="polite">
          {open ? announcement : ''}
        </p>
      </FieldFrame>
    )
  }
}
