import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './ui/App'
import './styles/app.css'
import './styles/teach.css'
import './styles/layout.css'
import './styles/safety.css'
import { startApp } from './store/app'
import { installTestHook } from './store/testHook'
import { CrashBoundary } from './ui/safety/CrashScreen'

import { loadLang } from './i18n'
import { useUi } from './store/uiStore'
import { preloadAfterFirstPaint } from './ui/preload'

// The test hook (window.__borodino) exists only in builds for the browser tests, screenshots and benchmarks
// (VITE_TEST_HOOK=1); in a production build the constant is false and the hook is left out.
startApp()
if (import.meta.env.VITE_TEST_HOOK === '1') installTestHook()

// The starting language's strings come first (their own small chunk); the other language loads when chosen.
void loadLang(useUi.getState().lang).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CrashBoundary>
        <App />
      </CrashBoundary>
    </StrictMode>,
  )
  preloadAfterFirstPaint()
})
