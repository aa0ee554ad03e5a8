/**
 * The event types of spec §6 the sandbox raises today (instrument review events come with the
 * `/_sandbox/instruments` controls).
 */
export type SandboxEventType =
  | 'session.started'
  | 'session.completed'
  | 'session.abandoned'
  | 'study.published'
  | 'study.closed'
  | 'study.target_reached'
  | 'license.requested'
  | 'license.approved'
  | 'license.rejected'
  | 'license.expiring'
  | 'license.expired'

/** An event's `data` (DESIGN.md §7): ids and the few members a receiver needs. */
export type SandboxEventData = Record<string, unknown>

/**
 * The seam for outgoing events (spec §6, DESIGN.md §7). State changes call it inside the
 * database transaction that makes the change, so a durable delivery queue (issue 9) can insert
 * its rows in the same transaction and never lose or invent an event.
 */
export type EmitEvent = (type: SandboxEventType, data: SandboxEventData) => void

/** The default until deliveries exist: events go nowhere. */
export const ignoreEvents: EmitEvent = () => {}
