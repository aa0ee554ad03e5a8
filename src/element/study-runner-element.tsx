import type { QueryClient } from '@tanstack/react-query'
import { createRoot, type Root } from 'react-dom/client'
import {
  checkHostOptions,
  type ColorScheme,
  type PersistMode,
  type SendMode,
} from '../core/check-host-options'
import { createFetchTransport, type StudyTransport } from '../core/transport'
import type { UiMessageOverrides } from '../i18n/ui-messages'
import { StyleDeliveryContext, type StyleDelivery } from '../react/scoped-styles'
import { StudyRunner } from '../react/study-runner'
import { prefetchStudyContent } from '../react/use-study-content'
import { createWidgetQueryClient, WidgetQueryClientContext } from '../react/widget-query-client'
import { takeEarlyContentRequest } from './early-content-request'
import { booleanAttributes, elementAttributes, readAttributeProps } from './element-attributes'
import { eventCallbacksFor, type StudyRunnerEventMap } from './element-events'
import { createShadowStyles } from './shadow-styles'

/**
 * A `<study-runner>` element (docs/architecture.md#host-interface): the attributes' properties
 * reflect them; `transport`,
 * `metadata`, `parameters` and `messages` are properties only. Events are `CustomEvent`s that bubble and are
 * composed, typed by {@link StudyRunnerEventMap}.
 */
export interface StudyRunnerElement extends HTMLElement {
  /** Reflects `study-id`: the study to run (required). */
  get studyId(): string | null
  set studyId(value: string | null | undefined)
  /** Reflects `proxy-url`: where the host mounted `createStudyProxy` (or set `transport`). */
  get proxyUrl(): string | null
  set proxyUrl(value: string | null | undefined)
  /** Reflects `lang`: the study language if offered, else the browser's, else the default. */
  get language(): string | null
  set language(value: string | null | undefined)
  /** Reflects `participant-ref`: passed to session start. */
  get participantRef(): string | null
  set participantRef(value: string | null | undefined)
  /** Reflects `persist`: `'local'` (default), `'session'` or `'none'`. */
  get persist(): PersistMode | null
  set persist(value: PersistMode | null | undefined)
  /** Reflects `send-mode`: `'page'` (default) or `'stream'`. */
  get sendMode(): SendMode | null
  set sendMode(value: SendMode | null | undefined)
  /** Reflects `color-scheme`: `'auto'` (default), `'light'` or `'dark'`. */
  get colorScheme(): ColorScheme | null
  set colorScheme(value: ColorScheme | null | undefined)
  /** Reflects the boolean attribute `show-scores`. */
  showScores: boolean
  /** Reflects the boolean attribute `show-language-switcher`. */
  showLanguageSwitcher: boolean
  /** Reflects the boolean attribute `history`: pages become browser-history entries. */
  history: boolean
  /**
   * Reflects `redirect-origins`: the origins the completion redirect may go to by itself,
   * space-separated; a list set here is stored joined.
   */
  get redirectOrigins(): string | null
  set redirectOrigins(value: string | readonly string[] | null | undefined)
  /** Reflects the boolean attribute `allow-retake`: a device that took part may take it again. */
  allowRetake: boolean
  /**
   * Reflects `resume-param`: the query parameter of "continue on another device" links
   * (default `resume`).
   */
  get resumeParam(): string | null
  set resumeParam(value: string | null | undefined)
  /** Property only: replaces `proxy-url` for hosts that route differently. */
  transport: StudyTransport | undefined
  /** Property only: passed to session start; JSON, at most 4 KB. */
  metadata: Record<string, unknown> | undefined
  /** Property only: the participant's parameters by name; they win over the page's URL. */
  parameters: Readonly<Record<string, string>> | undefined
  /** Property only: UI string overrides per language, e.g. `{ en: { finish: 'Submit' } }`. */
  messages: UiMessageOverrides | undefined

  addEventListener<Name extends keyof StudyRunnerEventMap>(
    type: Name,
    listener: (this: StudyRunnerElement, event: StudyRunnerEventMap[Name]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void
  removeEventListener<Name extends keyof StudyRunnerEventMap>(
    type: Name,
    listener: (this: StudyRunnerElement, event: StudyRunnerEventMap[Name]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void
}

/** The class `defineStudyRunnerElement` registers. */
export interface StudyRunnerElementConstructor {
  new (): StudyRunnerElement
  readonly prototype: StudyRunnerElement
  readonly observedAttributes: readonly string[]
}

/** Marks our classes, so that a second copy of the library recognises the first one's element. */
export const studyRunnerElementMark = Symbol.for('study-runner.element')

const propertyOnly = ['transport', 'metadata', 'parameters', 'messages'] as const

/**
 * Makes the element class (a factory: `HTMLElement` does not exist on the server, and each call
 * gets its own stylesheet cache). Registering it is the caller's business
 * (docs/code-style.md#8-side-effects-in-one-entry).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createStudyRunnerElementClass(): StudyRunnerElementConstructor {
  const applyStyles = createShadowStyles()

  class StudyRunnerElementImpl extends HTMLElement {
    static readonly [studyRunnerElementMark] = true
    static readonly observedAttributes = Object.keys(elementAttributes)

    #root: Root | null = null
    // The widget's query client, one per root: the content request leaves through it at once.
    #queryClient: QueryClient | null = null
    // The element adopts the stylesheets itself, the lazy chunks' too: the component adds no
    // `<style>` of its own.
    readonly #delivery: StyleDelivery = {
      inline: false,
      adopt: (css) => applyStyles(this.shadowRoot!, this.#nonce(), css),
    }
    readonly #mount: HTMLElement
    readonly #callbacks = eventCallbacksFor(this)
    #transport: StudyTransport | undefined
    #metadata: Record<string, unknown> | undefined
    #parameters: Readonly<Record<string, string>> | undefined
    #messages: UiMessageOverrides | undefined
    #warned = false

    constructor() {
      super()
      // Keep a declarative shadow root the server may have rendered; otherwise open our own.
      const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      this.#mount = this.ownerDocument.createElement('div')
      shadowRoot.replaceChildren(this.#mount)
    }

    connectedCallback() {
      // Properties a host set before the element was defined are own properties that hide the
      // accessors: re-apply them through the accessors.
      for (const name of [...Object.values(elementAttributes), ...propertyOnly]) {
        if (Object.hasOwn(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name]
          delete (this as Record<string, unknown>)[name]
          ;(this as Record<string, unknown>)[name] = value
        }
      }
      applyStyles(this.shadowRoot!, this.#nonce())
      if (!this.#root) {
        this.#root = createRoot(this.#mount)
        this.#queryClient = createWidgetQueryClient()
      }
      this.#render()
    }

    disconnectedCallback() {
      // Moving the element (remove, then insert in the same task) must not restart the study:
      // unmount only if it is still out of the document once the current script is done.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = null
      })
    }

    // `moveBefore()` (atomic moves) keeps the element connected: nothing to do, state stays.
    connectedMoveCallback() {}

    attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
      if (previous !== value) this.#render()
    }

    #render() {
      const root = this.#root
      const queryClient = this.#queryClient
      if (!root || !queryClient) return
      const attributes = readAttributeProps(this)
      if (!attributes.studyId || (!attributes.proxyUrl && !this.#transport)) {
        if (!this.#warned) {
          this.#warned = true
          console.warn(
            `[study-runner] <${this.localName}> needs a study-id attribute and a proxy-url (or a transport property) to show anything`,
          )
        }
        root.render(null)
        return
      }
      try {
        checkHostOptions(attributes)
      } catch (error) {
        console.error(error)
        root.render(null)
        return
      }
      // The content request leaves now, not when React first renders the widget (a task later,
      // after that render's own work) — or left before this script was evaluated (the embed's
      // early-content-request.ts); the widget finds it under way in its query client.
      const transport =
        this.#transport ?? createFetchTransport({ proxyUrl: attributes.proxyUrl ?? '' })
      const sent = this.#transport
        ? undefined
        : takeEarlyContentRequest(this, attributes.studyId, attributes.proxyUrl)
      void prefetchStudyContent(queryClient, transport, attributes.studyId, sent)
      root.render(
        <WidgetQueryClientContext.Provider value={queryClient}>
          <StyleDeliveryContext.Provider value={this.#delivery}>
            <StudyRunner
              {...attributes}
              studyId={attributes.studyId}
              transport={this.#transport}
              metadata={this.#metadata}
              parameters={this.#parameters}
              messages={this.#messages}
              {...this.#callbacks}
            />
          </StyleDeliveryContext.Provider>
        </WidgetQueryClientContext.Provider>,
      )
    }

    #nonce(): string {
      return this.nonce || this.getAttribute('nonce') || ''
    }

    get transport() {
      return this.#transport
    }
    set transport(value: StudyTransport | undefined) {
      this.#transport = value ?? undefined
      this.#render()
    }
    get metadata() {
      return this.#metadata
    }
    set metadata(value: Record<string, unknown> | undefined) {
      this.#metadata = value ?? undefined
      this.#render()
    }
    get parameters() {
      return this.#parameters
    }
    set parameters(value: Readonly<Record<string, string>> | undefined) {
      this.#parameters = value ?? undefined
      this.#render()
    }
    get messages() {
      return this.#messages
    }
    set messages(value: UiMessageOverrides | undefined) {
      this.#messages = value ?? undefined
      this.#render()
    }
  }
  // The attributes' properties, reflecting them as built-in elements do (`lang` is built in).
  for (const [attribute, property] of Object.entries(elementAttributes)) {
    if (property in HTMLElement.prototype) continue
    const flag = (booleanAttributes as readonly string[]).includes(attribute)
    Object.defineProperty(StudyRunnerElementImpl.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return flag ? this.hasAttribute(attribute) : this.getAttribute(attribute)
      },
      set(this: HTMLElement, value: string | boolean | null | undefined) {
        if (flag) this.toggleAttribute(attribute, Boolean(value))
        else if (value === null || value === undefined) this.removeAttribute(attribute)
        else this.setAttribute(attribute, String(value))
      },
    })
  }
  return StudyRunnerElementImpl as unknown as StudyRunnerElementConstructor
}
