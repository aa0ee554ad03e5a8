import type { StudyContent, StudyTransport } from '../../../../src/index'

/**
 * A transport answered in the page: the content the bench wrote into it, a session, and every
 * batch and the finish accepted. It resolves at once, as a cached network answer would, so the
 * widget's own work is all that is timed.
 */
export function createInMemoryTransport(content: StudyContent): StudyTransport {
  const now = () => new Date().toISOString()
  return {
    getContent: () => Promise.resolve(content),
    startSession: (studyId, body) =>
      Promise.resolve({
        sessionId: 'bench-session',
        token: 'bench-token',
        studyId,
        status: 'started',
        language: body.language ?? content.defaultLanguage,
        startedAt: now(),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        condition: null,
      }),
    submitResponses: (sessionId, body) =>
      Promise.resolve({ sessionId, accepted: body.responses.length }),
    finishSession: (sessionId) =>
      Promise.resolve({ sessionId, status: 'completed', completedAt: now(), scores: [] }),
  }
}
