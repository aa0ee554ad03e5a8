// app/page.tsx (a Server Component: it renders the client component, and passes no functions)
import { CheckIn } from './check-in'

export default function HomePage() {
  return <CheckIn />
}
