import type { ServiceEvent, ServiceEventType } from '../../src/api/types'

/**
 * The event types of docs/service.md#events (the OpenAPI `ServiceEventType`); the sandbox raises
 * every one.
 */
export type SandboxEventType = ServiceEventType

/**
 * An event's `data` as the OpenAPI document defines it for that type (docs/service.md#events): ids
 * and the few members a receiver needs. A misspelt type or a missing member fails to compile.
 */
export type SandboxEventData<T extends SandboxEventType = SandboxEventType> = DataOf<
  ServiceEvent,
  T
>

// Distributes over the event schemas: one schema may cover several types (the licence events).
type DataOf<E, T> = E extends { type: infer U; data: infer D } ? (T extends U ? D : never) : never

/**
 * The seam for outgoing events (docs/service.md#events). State changes call it inside the
 * database transaction that makes the change, so the delivery queue (event-outbox.ts) inserts
 * its rows in the same transaction and never loses or invents an event.
 */
export type EmitEvent = <T extends SandboxEventType>(type: T, data: SandboxEventData<T>) => void
