'use client'
// app/check-in.tsx: callbacks are functions, so they live in a client component
import { StudyRunner } from 'study-runner'

export function CheckIn() {
  return (
    <StudyRunner
      studyId="energy-check"
      proxyUrl="/api/study"
      onComplete={({ sessionId, scores }) => console.log('completed', sessionId, scores)}
      onError={({ code, message }) => console.warn(code, message)}
    />
  )
}
