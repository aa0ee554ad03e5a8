/** Times of one page of the study, in ms since navigation start (performance.now()). */
export interface PageTiming {
  /** The click on Next (its `timeStamp`); null for the first page (navigation start, 0). */
  clickAt: number | null
  /** The mutation callback in which every question of the page was in the widget's shadow DOM. */
  renderedAt: number | null
  /** After the frame that followed it was painted (requestAnimationFrame, then a task). */
  paintedAt: number | null
}

/** Times of one click on an answer, in ms since navigation start. */
export interface ClickTiming {
  /** The click event's `timeStamp`: when the browser received the input. */
  clickAt: number
  /** When the click reached the page's first listener (capture on `window`): input delay over. */
  dispatchedAt: number
  /** The first mutation callback touching the answered question after the click. */
  domAt: number | null
  /**
   * A task queued at the click: the click's handling is over (the browser often renders a frame
   * first). Only the time of the check below; not a figure.
   */
  handledAt: number | null
  /** After the next frame was painted. */
  paintedAt: number | null
  /** Whether the clicked radio was checked once the click was handled. */
  checked: boolean | null
}

/** What the probe records; `window.__studyRunnerBench` in the benchmark's page. */
export interface RenderProbe {
  pages: PageTiming[]
  clicks: ClickTiming[]
  /** Arms the probe for the page a click on Next should show. */
  expectPage(next: PageExpectation): void
}

/**
 * The page the probe waits for: how many questions, and the name of the first one — the value of
 * its {@link ProbeTarget.nameAttribute}, exactly or after a `-` (the widget prefixes its ids).
 */
export interface PageExpectation {
  questions: number
  first: string
}

/** Where the probe finds a renderer's questions. */
export interface ProbeTarget {
  /** The custom element whose shadow root holds the page, or null: the document itself. */
  shadowHost: string | null
  /** What a question's outermost element matches. */
  question: string
  /** The attribute that names a question (see {@link PageExpectation.first}). */
  nameAttribute: string
}

/** `<study-runner>`: its questions in its shadow root, named by their ids (`…-q1`). */
export const studyRunnerElementTarget: ProbeTarget = {
  shadowHost: 'study-runner',
  question: '[part~="question"]',
  nameAttribute: 'id',
}

declare global {
  interface Window {
    __studyRunnerBench?: RenderProbe
  }
}

/**
 * Runs in the page before any of its scripts (Playwright `addInitScript`), so that nothing the
 * page does escapes it. With a shadow host (`<study-runner>`) it wraps `attachShadow` to observe
 * the host's shadow root from its creation, otherwise it observes the document, with one
 * MutationObserver (subtree, attributes, text), and listens to clicks in the capture phase on
 * `window`:
 * - a page counts as rendered in the mutation callback where the root holds exactly the
 *   expected number of questions (`target.question`) and the first is the expected one;
 *   painted is the first task after the next animation frame (rAF, then a MessageChannel task,
 *   which runs once that frame's style, layout and paint are done);
 * - a click on a radio, or on a label of one (SurveyJS draws its own circle in the label), records
 *   the event's `timeStamp`, the first mutation inside the answered question (React's commit:
 *   after it, a controlled radio group writes its inputs' attributes) and the next paint, and
 *   checks that the radio is checked afterwards;
 * - a click on a submit button (Next) starts the timing of the armed next page.
 * Everything is `performance.now()` time: milliseconds since navigation start.
 */
export function installRenderProbe(first: PageExpectation, target: ProbeTarget): void {
  const probe: RenderProbe = {
    pages: [{ clickAt: null, renderedAt: null, paintedAt: null }],
    clicks: [],
    expectPage(next) {
      armed = next
    },
  }
  window.__studyRunnerBench = probe
  let root: ParentNode | null = null
  let armed: PageExpectation = first
  let waiting: { expectation: PageExpectation; timing: PageTiming } | null = {
    expectation: first,
    timing: probe.pages[0]!,
  }
  let answering: { timing: ClickTiming; field: Element } | null = null

  const afterTask = (record: (at: number) => void) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => record(performance.now())
    channel.port2.postMessage(null)
  }
  const afterPaint = (record: (at: number) => void) =>
    requestAnimationFrame(() => afterTask(record))

  const observer = new MutationObserver((records) => {
    const now = performance.now()
    if (answering && records.some((record) => answering!.field.contains(record.target))) {
      answering.timing.domAt = now
      answering = null
    }
    if (waiting && root) {
      const questions = root.querySelectorAll(target.question)
      const { expectation, timing } = waiting
      const name = questions[0]?.getAttribute(target.nameAttribute) ?? ''
      if (
        questions.length === expectation.questions &&
        (name === expectation.first || name.endsWith(`-${expectation.first}`))
      ) {
        waiting = null
        timing.renderedAt = now
        afterPaint((at) => (timing.paintedAt = at))
      }
    }
  })
  const observed = { subtree: true, childList: true, attributes: true, characterData: true }
  if (target.shadowHost === null) {
    root = document
    observer.observe(document, observed)
  } else {
    const attachShadow = Object.getOwnPropertyDescriptor(Element.prototype, 'attachShadow')!
      .value as (this: Element, init: ShadowRootInit) => ShadowRoot
    Element.prototype.attachShadow = function (init) {
      const shadow = attachShadow.call(this, init)
      if (this.localName === target.shadowHost && !root) {
        root = shadow
        observer.observe(shadow, observed)
      }
      return shadow
    }
  }

  window.addEventListener(
    'click',
    (event) => {
      const clicked = event.composedPath()[0]
      if (!event.isTrusted || !(clicked instanceof Element)) return
      const label = clicked.closest('label')
      const radio = clicked instanceof HTMLInputElement ? clicked : label?.control
      if (radio instanceof HTMLInputElement && radio.type === 'radio') {
        const field = radio.closest(target.question)
        // A label's click reaches its radio as a second click: time the first only.
        if (!field || probe.clicks.at(-1)?.clickAt === event.timeStamp) return
        const timing: ClickTiming = {
          clickAt: event.timeStamp,
          dispatchedAt: performance.now(),
          domAt: null,
          handledAt: null,
          paintedAt: null,
          checked: null,
        }
        probe.clicks.push(timing)
        answering = { timing, field }
        afterTask((at) => {
          timing.handledAt = at
          timing.checked = radio.checked
        })
        afterPaint((at) => (timing.paintedAt = at))
      } else if (clicked.closest('button[type="submit"]')) {
        const timing: PageTiming = { clickAt: event.timeStamp, renderedAt: null, paintedAt: null }
        probe.pages.push(timing)
        waiting = { expectation: armed, timing }
      }
    },
    { capture: true },
  )
}

/**
 * The probe as an init script. The function's source is what tsx compiled, which may call
 * esbuild's `__name` helper (keepNames): it gets a local stand-in, nothing global.
 */
export function renderProbeScript(first: PageExpectation, target: ProbeTarget): string {
  return `(() => { const __name = (target) => target; (${installRenderProbe.toString()})(${JSON.stringify(first)}, ${JSON.stringify(target)}) })()`
}
