import type { ServiceEventType } from '../../src/api/types'

/** The event types of spec §6; the sandbox raises every one of them. */
export type SandboxEventType = ServiceEventType

/** An event's `data` (DESIGN.md §7): ids and the few members a receiver needs. */
export type SandboxEventData = Record<string, unknown>

/**
 * The seam for outgoing events (spec §6, DESIGN.md §7). State changes call it inside the
 * database transaction that makes the change, so the delivery queue (event-outbox.ts) inserts
 * its rows in the same transaction and never loses or invents an event.
 */
export type EmitEvent = (type: SandboxEventType, data: SandboxEventData) => void

/** Events that go nowhere (a part used on its own, e.g. in a unit test). */
export const ignoreEvents: EmitEvent = () => {}
