// app/study/page.tsx (a Server Component; middleware.ts sets the CSP and the x-nonce header)
import { headers } from 'next/headers'
import { StudyRunner } from 'study-runner'

export default async function StudyPage() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return <StudyRunner studyId="energy-check" proxyUrl="/api/study" nonce={nonce} />
}
