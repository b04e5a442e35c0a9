// The whole tree the page draws: the app inside its crash boundary. One definition for the browser (main.tsx) and for
// the build's first-screen HTML (firstScreen/), which must be the same tree for React to adopt that HTML.
import { StrictMode, useEffect } from 'react'
import { App } from './App'
import { CrashBoundary } from './safety/CrashScreen'

export function Root() {
  // The first screen made at build time waits for React to adopt it (firstScreen/): now it has.
  useEffect(() => {
    const root = document.getElementById('root')
    root?.removeAttribute('data-waiting')
    root?.removeAttribute('aria-disabled')
  }, [])
  return (
    <StrictMode>
      <CrashBoundary>
        <App />
      </CrashBoundary>
    </StrictMode>
  )
}
