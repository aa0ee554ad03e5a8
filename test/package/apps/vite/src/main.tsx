import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { CheckIn } from './check-in'

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <CheckIn />
  </StrictMode>,
)
