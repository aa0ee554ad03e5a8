import type { ServiceEventType } from './types'

/**
 * Every event type of docs/service.md#events, in the spec's order: one list for the sandbox that
 * emits them and the library that parses them (both may import src/api).
 */
export const serviceEventTypes: readonly ServiceEventType[] = [
  'session.started',
  'session.completed',
  'session.abandoned',
  'study.published',
  'study.closed',
  'study.target_reached',
  'license.requested',
  'license.approved',
  'license.rejected',
  'license.expiring',
  'license.expired',
  'instrument.submitted',
  'instrument.approved',
  'instrument.revision_requested',
  'instrument.translation_approved',
]
