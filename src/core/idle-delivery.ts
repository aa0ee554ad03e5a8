import type { DeliveryState } from './create-response-queue'

/** Where the response queue stands before a session has one: nothing sent, nothing waiting. */
export const idleDelivery: DeliveryState = {
  phase: 'idle',
  attempt: 0,
  error: null,
  retryAt: null,
  acknowledgedRequests: 0,
}
