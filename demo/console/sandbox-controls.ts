import { StudyServiceError } from '../../src/server'

/** A reviewer's decision on a licence request (sandbox only). */
export type LicenceDecision = 'approve' | 'reject' | 'expire'

/**
 * The sandbox-only controls the console offers, clearly marked as such on its pages
 * (docs/sandbox.md `/_sandbox/…`, loopback only): the reviewer's licence decisions and the
 * sandbox clock. A real Study Service has neither; the console is a demo of the sandbox.
 */
export interface SandboxControls {
  /** Approves (until `expiresAt`; default a year), rejects or expires a licence. */
  decide(licenseId: string, decision: LicenceDecision, expiresAt?: string): Promise<void>
  /** The sandbox clock's time (it only moves forward, and may be ahead of the wall clock). */
  now(): Promise<Date>
}

/** Options of {@link createSandboxControls}. */
export interface SandboxControlsOptions {
  /** The sandbox origin, e.g. `http://127.0.0.1:4010`. */
  sandboxUrl: string
  /** @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>
}

/** Calls the `/_sandbox` controls; a refusal throws a StudyServiceError with the sandbox's code. */
export function createSandboxControls(options: SandboxControlsOptions): SandboxControls {
  const send = options.fetch ?? ((request: Request) => fetch(request))
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response
    try {
      response = await send(
        new Request(`${options.sandboxUrl}/_sandbox/${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
    } catch (cause) {
      throw new StudyServiceError({
        status: 0,
        code: 'network_error',
        message: 'The sandbox could not be reached.',
        cause,
      })
    }
    const parsed = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string }
    } | null
    if (!response.ok) {
      throw new StudyServiceError({
        status: response.status,
        code: parsed?.error?.code ?? 'internal_error',
        message: parsed?.error?.message ?? `The sandbox answered ${response.status}.`,
      })
    }
    return parsed
  }
  return {
    async decide(licenseId, decision, expiresAt) {
      await call(
        'POST',
        `licenses/${encodeURIComponent(licenseId)}/${decision}`,
        decision === 'approve' && expiresAt ? { expiresAt } : undefined,
      )
    },
    async now() {
      const { now } = (await call('GET', 'clock')) as { now: string }
      return new Date(now)
    },
  }
}
