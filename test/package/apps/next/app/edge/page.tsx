// app/edge/page.tsx: the study through the proxy on the edge runtime
import { StudyRunner } from 'study-runner'

export default function EdgePage() {
  return <StudyRunner studyId="energy-check" proxyUrl="/edge/api/study" />
}
