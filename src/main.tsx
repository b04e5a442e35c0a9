import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './ui/App'
import './styles/app.css'
import './styles/teach.css'
import './styles/safety.css'
import { installTestHook } from './store/testHook'
import { CrashBoundary } from './ui/safety/CrashScreen'

// The test hook (window.__borodino) exists only in builds for the browser tests, screenshots and benchmarks
// (VITE_TEST_HOOK=1); in a production build the constant is false and the hook is left out.
if (import.meta.env.VITE_TEST_HOOK === '1') installTestHook()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CrashBoundary>
      <App />
    </CrashBoundary>
  </StrictMode>,
)
