import type { SandboxEventType } from './events'

/** Every event type of spec §6 (the sandbox shares only src/api with the library). */
export const serviceEventTypeList: readonly SandboxEventType[] = [
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
