import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './ui/App'
import './styles/app.css'
import './styles/teach.css'
import './styles/safety.css'
import { installTestHook } from './store/testHook'
import { CrashBoundary } from './ui/safety/CrashScreen'

installTestHook()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CrashBoundary>
      <App />
    </CrashBoundary>
  </StrictMode>,
)
