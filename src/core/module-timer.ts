import type { Module } from '../api/types'
import type { SessionAction, SessionData } from './session-transitions'
import type { ModuleDeadline } from './study-session-types'

/** How often a participant may extend a module's time limit (WCAG 2.2.1 asks for ten). */
export const maxTimeExtensions = 10

/** What the timer uses of its session (session-runtime.ts). */
export interface ModuleTimerInput {
  get: () => SessionData
  dispatch: (action: SessionAction) => void
  /** The session's clock, in ms since the epoch. */
  now: () => number
  /**
   * When the page on screen was shown, on that clock: a module's time counts from it (a first
   * page is shown before the code that keeps the clock has arrived).
   */
  shownSince: () => number
  /** A timed module's clock started: a session must exist to keep it (session-start.ts). */
  started: () => void
  /** The time of `module` ran out while one of its pages is on screen: move on. */
  expire: (module: Module) => void
}

/**
 * Time limits per module (`timeLimitSeconds`, docs/content-format.md#order-time-endings): the
 * clock of a module starts when the participant first enters it and is kept in the session's data
 * (`deadlines`, stored on the device with the session, so a reload does not restart it); at zero
 * the participant moves on with what is answered. It keeps running while the participant is on
 * another module's page, or away from the tab: a limit is time on the clock. Part of the delivery
 * chunk (answer-delivery.ts).
 */
export function createModuleTimer(input: ModuleTimerInput) {
  const { get, dispatch, now } = input
  let alarm: ReturnType<typeof setTimeout> | undefined

  const limitOf = (module: Module) => (module.timeLimitSeconds ?? 0) * 1000

  function setDeadline(module: Module, deadline: ModuleDeadline) {
    dispatch({ type: 'deadlinesChanged', deadlines: { ...get().deadlines, [module.id]: deadline } })
  }

  /** Looks at the page on screen: starts its module's clock, or sets the alarm for its end. */
  function check() {
    clearTimeout(alarm)
    alarm = undefined
    const { pages, pageIndex, reviewing, status, deadlines } = get()
    const module = pages[pageIndex]?.module
    if (!module || limitOf(module) <= 0 || reviewing) return
    if (status !== 'answering' && status !== 'error') return
    const deadline = Object.hasOwn(deadlines, module.id) ? deadlines[module.id] : undefined
    if (!deadline) {
      const extensionsLeft = module.timeLimitEssential ? 0 : maxTimeExtensions
      const startedAt = Math.min(input.shownSince(), now())
      setDeadline(module, { endsAt: startedAt + limitOf(module), extensionsLeft, expired: false })
      input.started()
      return
    }
    const left = deadline.endsAt - now()
    if (deadline.expired || left <= 0) return input.expire(module)
    // Timers fire late on a hidden or sleeping tab; the next check catches up then.
    alarm = setTimeout(check, Math.min(left, 2 ** 31 - 1))
  }

  return {
    check,
    /** Marks the module's time as run out (before moving on). */
    markExpired(module: Module) {
      const deadline = get().deadlines[module.id]
      if (deadline && !deadline.expired) setDeadline(module, { ...deadline, expired: true })
    },
    /** Whether the participant may no longer go to a page of `module`. */
    isClosed: (module: Module | undefined) =>
      module !== undefined && get().deadlines[module.id]?.expired === true,
    /** One more time limit for the module on screen, unless essential or used up. */
    extend() {
      const { pages, pageIndex, deadlines } = get()
      const module = pages[pageIndex]?.module
      const deadline = module && deadlines[module.id]
      if (!module || !deadline || deadline.expired || deadline.extensionsLeft <= 0) return
      if (module.timeLimitEssential) return
      const endsAt = deadline.endsAt + limitOf(module)
      setDeadline(module, { endsAt, extensionsLeft: deadline.extensionsLeft - 1, expired: false })
    },
    stop() {
      clearTimeout(alarm)
      alarm = undefined
    },
  }
}
