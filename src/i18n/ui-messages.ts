import type { ValidationMessageKey } from '../core/validation'

/**
 * The widget's own UI strings (not the study's wording, which comes with the content). Values are
 * i18next strings: `{{name}}` interpolates, `{{name, number}}` formats with `Intl.NumberFormat`.
 */
export type UiMessages = CoreUiMessages & MoreFieldMessages & LaterPartMessages & ResumePartMessages

/**
 * The validation messages of the question types whose fields are a chunk of their own
 * (`src/react/more-fields/`): their English travels with that chunk, not in the first download.
 */
export type MoreFieldValidationKey =
  | 'validation.date'
  | 'validation.dateRange'
  | 'validation.dateMin'
  | 'validation.dateMax'
  | 'validation.rankAll'
  | 'validation.rankTop'
  | 'validation.matrixRequired'
  | 'validation.consentRequired'

/**
 * The UI strings of the fields in the more-fields chunk. Every language's catalogue has them;
 * English's are in `catalogues/en-more-fields.ts`, which that chunk brings along.
 */
export type MoreFieldMessages = Record<MoreFieldValidationKey, string> & {
  /** The empty first choice of a native dropdown. */
  'dropdown.choose': string
  /** The accessible name of a searchable dropdown's button that opens the whole list. */
  'combobox.toggle': string
  /** Announced while filtering a searchable dropdown, `{{count}}`. */
  'combobox.results': string
  'combobox.noResults': string
  /** The hint of a typed date field, `{{example}}` a date in the participant's format. */
  'date.example': string
  /** Headings of a ranking's two lists. */
  'ranking.ranked': string
  'ranking.unranked': string
  /** The names of a ranking's buttons, `{{label}}` the option. */
  'ranking.add': string
  'ranking.remove': string
  'ranking.moveUp': string
  'ranking.moveDown': string
  /** Announced after a move, `{{label}}`, `{{position}}` and `{{count}}` (how many are ranked). */
  'ranking.position': string
  'ranking.removed': string
  /** A consent's agree control when the content names none. */
  'consent.agree': string
}

/**
 * The UI strings of the later parts (`src/react/later-parts.ts`): the problems list, the review
 * page, and the completion screen's scores, link and copy. Every language's catalogue has them; English's are in
 * `catalogues/en-later-parts.ts`, which that chunk brings along.
 */
export interface LaterPartMessages {
  /** Heading of the review page (`review: true`), before Finish. */
  'review.title': string
  /** Under the heading: what the page is for. */
  'review.intro': string
  /** On a page after the review was shown: the button back to it. */
  'review.back': string
  /** A page's heading when its module has no title, `{{number}}` its position. */
  'review.page': string
  /** A page's heading when its module's title heads several pages, `{{title}}`, `{{part}}` of `{{parts}}`. */
  'review.part': string
  /** A page's button back to it; its name adds the page's heading ("Change: About you"). */
  'review.change': string
  /** An answer not given. */
  'review.unanswered': string
  /** A consent's answer: agreed, or agreed and then unticked. */
  'review.agreed': string
  'review.notAgreed': string
  /** Heading of the list of problems after a failed Next. */
  'errorSummary.title': string
  /** One summary entry for several unanswered rows of a grid, `{{count}}`. */
  'errorSummary.gridRows': string
  /** Heading of the scores on the completion screen (`showScores`). */
  'scores.title': string
  /** Column headings of the scores table. */
  'scores.scale': string
  'scores.value': string
  'scores.band': string
  /** A score with the highest it can be: "5 of 18" (`value`, `max`). */
  'scores.ofMax': string
  /** A score with its range, when the range does not start at 0 (`value`, `min`, `max`). */
  'scores.inRange': string
  /** A timed module's clock (`timeLimitSeconds`), `{{time}}` as minutes:seconds. */
  'timer.left': string
  /** Announced politely when one minute is left, and when ten seconds are. */
  'timer.oneMinute': string
  'timer.tenSeconds': string
  /** The button that gives the module its time once more. */
  'timer.extend': string
  /** Announced after that button. */
  'timer.extended': string
  /** The link to the completion redirect (`completion.redirect`). */
  'completed.continue': string
  /** The completion screen's button that prints the answers (`completion.participantCopy`). */
  'copy.save': string
  /** The heading of the printed copy of the answers. */
  'copy.title': string
}

/**
 * The UI strings of "Continue on another device" beyond its button (`src/react/resume-parts.ts`,
 * a chunk of its own: the dialog, and the notice about a used link). Every language's catalogue
 * has them; English's are in `catalogues/en-resume-parts.ts`, which that chunk brings along. The
 * dialog's heading is the button's `resume.action`.
 */
export interface ResumePartMessages {
  /** Above the page when it was opened with a used or expired link to continue. */
  'resume.linkUsed': string
  /** Under the heading: what the link is for. */
  'resume.intro': string
  /** Announced while the answers are sent and the link is made. */
  'resume.making': string
  /** The label of the field that shows the link. */
  'resume.link': string
  /** The button that copies the link, and what it announces after. */
  'resume.copy': string
  'resume.copied': string
  /** When the browser would not copy: the link is selected instead. */
  'resume.copyFailed': string
  /** The accessible name of the QR code. */
  'resume.qr': string
  /** How long the link works, `{{date}}` its end as the participant's language writes it. */
  'resume.validUntil': string
  /** That the link is as good as the participant's place in the study. */
  'resume.private': string
  /** Why no link was made: offline or a timeout; too many links (429); the page refused (403); else. */
  'resume.error.network': string
  'resume.error.busy': string
  'resume.error.refused': string
  'resume.error.other': string
  /** The button that closes the dialog. */
  'resume.close': string
}

/** The UI strings of the first download's fields and screens. */
export type CoreUiMessages = Record<
  Exclude<ValidationMessageKey, MoreFieldValidationKey>,
  string
> & {
  /** Navigation button to the previous page. */
  back: string
  /** Navigation button to the next page. */
  next: string
  /** The navigation button on the last page. */
  finish: string
  loading: string
  /** Announced while a batch of answers is being sent. */
  saving: string
  /** The progress line, `{{current}}` and `{{total}}`. */
  progress: string
  /** The accessible name of the progress bar (its value reads as the progress line). */
  'progress.label': string
  /** What the full progress bar on the completion screen says to screen readers. */
  'progress.done': string
  'completed.title': string
  'completed.text': string
  /** The stored session can take no more answers (closed, abandoned, token refused). */
  'sessionLost.title': string
  'sessionLost.text': string
  /** The button that starts a fresh session with the unsaved answers filled in. */
  'sessionLost.restart': string
  /** Study not found (404 `not_found`): heading and explanation. */
  'notFound.title': string
  'notFound.text': string
  /** The study is not live or outside its schedule (409 `study_not_live`). */
  'notLive.title': string
  'notLive.text': string
  /** The study link lacks a required parameter (`parameter_missing`): heading and text. */
  'linkIncomplete.title': string
  'linkIncomplete.text': string
  /** The study's instrument licence is not active (403 `license_inactive`). */
  'licenseInactive.title': string
  'licenseInactive.text': string
  /** The study was completed on this device before (`already_completed`). */
  'alreadyCompleted.title': string
  'alreadyCompleted.text': string

  /** Announced when the service acknowledged every answer sent so far. */
  'save.saved': string
  /** Announced while offline with `persist` on: the answers wait on the device. */
  'save.offline': string
  /** Announced while offline with `persist: 'none'`: the answers wait in this page only. */
  'save.offlineInMemory': string
  /** Announced while a failed request waits for its next attempt. */
  'save.retrying': string
  /** At Finish while offline, after `save.offline`: the study finishes once back online. */
  'finish.offline': string
  /** At Finish, after `save.retrying`: the study finishes by itself once the answers are saved. */
  'finish.retrying': string
  /** Sends again at once instead of waiting for the next attempt. */
  retryNow: string
  /** The service refused the answers for good; they are kept, and a retry is offered. */
  'error.save': string
  /** Heading of the screen shown when the study could not be loaded or started. */
  'error.loadTitle': string
  /** The study could not be loaded or started. */
  'error.load': string
  retry: string
  /** The label of the language switcher (`showLanguageSwitcher`). */
  'language.label': string
  /** An element whose content is broken. */
  'content.error': string
  /** The screen shown when the study's content breaks the widget (title and text). */
  'contentError.title': string
  'contentError.text': string
  /** A question type the widget does not render yet. */
  'content.unsupportedType': string
  /** A slider's value before the participant moves it (its `aria-valuetext` and output). */
  'slider.unset': string
  /** Shown under an unset slider: how to answer it. */
  'slider.hint': string
  /** A text answer's visible length counter, `{{length}}` and `{{max}}`, e.g. "12 / 200". */
  'text.counter': string
  /** Announced politely as a text answer nears its `maxLength`, `{{remaining}}`. */
  'text.remaining': string
  /** The label of an "other, please specify" text field (named with its option). */
  'other.label': string
  /** The quiet button under the navigation that opens the dialog, and the dialog's heading. */
  'resume.action': string
  /** When the dialog's code could not be fetched. */
  'resume.unavailable': string
}

/** The keys of {@link UiMessages}. */
export type UiMessageKey = keyof UiMessages

/**
 * Host overrides of UI strings, per language tag.
 * @example { en: { finish: 'Submit' }, de: { finish: 'Absenden' } }
 */
export type UiMessageOverrides = Readonly<Record<string, Partial<UiMessages>>>
