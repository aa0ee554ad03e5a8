/** Where answers wait on the device until the service acknowledged them (`persist` prop). */
export type PersistMode = 'local' | 'session' | 'none'

/** When answers are sent (`sendMode` prop). */
export type SendMode = 'page' | 'stream'

/** Which palette the widget uses (`colorScheme` prop). */
export type ColorScheme = 'light' | 'dark' | 'auto'

const persistModes: readonly PersistMode[] = ['local', 'session', 'none']
const sendModes: readonly SendMode[] = ['page', 'stream']
const colorSchemes: readonly ColorScheme[] = ['light', 'dark', 'auto']

/**
 * Checks the host's options that plain JavaScript hosts (and the custom element's attributes) can
 * get wrong, and throws a message that says the fix (docs/code-style.md#6-misuse-says-the-fix).
 * @example checkHostOptions({ persist: 'local', sendMode: 'page' }) // passes
 */
export function checkHostOptions(options: {
  persist?: unknown
  sendMode?: unknown
  colorScheme?: unknown
  resumeParam?: unknown
}): void {
  check('persist', options.persist, persistModes)
  check('sendMode', options.sendMode, sendModes)
  check('colorScheme', options.colorScheme, colorSchemes)
  const { resumeParam } = options
  if (resumeParam !== undefined && !isParameterName(resumeParam)) {
    throw new Error(
      `[study-runner] resumeParam must be a query parameter name of 1 to 64 letters, digits or ._~- (e.g. 'continue'); got ${JSON.stringify(resumeParam)}`,
    )
  }
}

/** A query parameter name that needs no escaping in a URL (RFC 3986 unreserved characters). */
function isParameterName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._~-]{1,64}$/.test(value)
}

function check(name: string, value: unknown, allowed: readonly string[]) {
  if (value === undefined || (typeof value === 'string' && allowed.includes(value))) return
  throw new Error(
    `[study-runner] ${name} must be ${allowed.map((mode) => `'${mode}'`).join(', ')} or left out; got ${JSON.stringify(value)}`,
  )
}
