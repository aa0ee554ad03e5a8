import type { ModuleDeadline } from '../core/study-session-types'
import type { LaterShared } from './later-shared'

/** Props of the time-left line. */
export interface TimeLeftProps {
  /** The clock of the module on screen (`StudySessionState.deadlines`). */
  deadline: ModuleDeadline
  /** Gives the module its time once more (`StudySessionState.extendTime`). */
  onExtend: () => void
  /** The clock, in ms since the epoch; the session's. @default Date.now */
  now?: (() => number) | undefined
}

/** The styles of the time-left line. */
export const timeLeftStyles = `
[data-study-runner] .sr-time-left { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1em; margin: 0 0 1em; }
[data-study-runner] .sr-time-left p { margin: 0; font-variant-numeric: tabular-nums; }
[data-study-runner] .sr-time-left[data-ending] p { font-weight: 600; }
`

/** Minutes and seconds as a clock reads them, in the language's digits: "9:05". */
function clockOf(seconds: number, language: string) {
  const digits = new Intl.NumberFormat(language, { useGrouping: false })
  const pair = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false })
  return `${digits.format(Math.floor(seconds / 60))}:${pair.format(seconds % 60)}`
}

/**
 * The time left of a timed module (`timeLimitSeconds`, docs/content-format.md#order-time-endings),
 * a later part: a `timer` that screen readers read when asked and do not announce every second,
 * a polite announcement at one minute and at ten seconds, and a "More time" button while the
 * module may still be extended (WCAG 2.2.1: ten times, and not for an essential limit). The
 * session's own alarm moves the participant on at zero; this only shows the clock.
 */
export function createTimeLeft(shared: LaterShared) {
  const { h, useEffect, useRef, useState, useUiText, useWidget } = shared
  return function TimeLeft({ deadline, onExtend, now = Date.now }: TimeLeftProps) {
    const t = useUiText()
    const { language } = useWidget()
    const [time, setTime] = useState(now)
    useEffect(() => {
      const tick = setInterval(() => setTime(now()), 1000)
      return () => clearInterval(tick)
    }, [now])
    const seconds = Math.max(0, Math.ceil((deadline.endsAt - time) / 1000))
    // Spoken as the clock crosses a mark, never for a clock that starts below it (a limit under a
    // minute, a reload with seconds left): "One minute left" would be wrong there. More time
    // moves the clock back above a mark, so crossing it again speaks again.
    const [said, setSaid] = useState('')
    const previous = useRef(seconds)
    useEffect(() => {
      const before = previous.current
      previous.current = seconds
      if (seconds === 0) return
      const crossed = [10, 60].find((mark) => before > mark && seconds <= mark)
      if (crossed !== undefined) setSaid(t(crossed === 10 ? 'timer.tenSeconds' : 'timer.oneMinute'))
    }, [seconds, t])
    return h(
      'div',
      { className: 'sr-time-left', part: 'time-left', 'data-ending': seconds <= 60 || undefined },
      h(
        'p',
        { role: 'timer', 'aria-atomic': 'true' },
        t('timer.left', { time: clockOf(seconds, language) }),
      ),
      deadline.extensionsLeft > 0 &&
        h(
          'button',
          {
            type: 'button',
            className: 'sr-button sr-button-secondary',
            part: 'button',
            onClick: () => {
              onExtend()
              setSaid(t('timer.extended'))
            },
          },
          t('timer.extend'),
        ),
      h('p', { className: 'sr-visually-hidden', role: 'status' }, said),
    )
  }
}
