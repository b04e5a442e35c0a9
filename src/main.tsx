import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function Placeholder() {
  return <h1>Бородино</h1>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
)
