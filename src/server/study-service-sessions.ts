import type { Client } from 'openapi-fetch'
import type {
  FinishRequest,
  paths,
  ResponsesAccepted,
  ResponsesRequest,
  SessionFinished,
} from '../api/types'
import { expectData } from './study-service-request'

/**
 * The participant calls on a started session; both carry its token
 * (docs/service.md#authentication).
 */
export interface SessionCalls {
  /** Upserts a batch of answers by variableCode (1..500 items). */
  submitResponses(sessionId: string, body: ResponsesRequest): Promise<ResponsesAccepted>
  /** Completes and scores the session; a second finish answers the same body. */
  finish(sessionId: string, body: FinishRequest): Promise<SessionFinished>
}

/** The session calls over an openapi-fetch client. */
export function createSessionCalls(raw: Client<paths>): SessionCalls {
  return {
    submitResponses: async (sessionId, body) =>
      (
        await expectData(
          raw.POST('/sessions/{id}/responses', { params: { path: { id: sessionId } }, body }),
        )
      ).data,
    finish: async (sessionId, body) =>
      (
        await expectData(
          raw.POST('/sessions/{id}/finish', { params: { path: { id: sessionId } }, body }),
        )
      ).data,
  }
}
