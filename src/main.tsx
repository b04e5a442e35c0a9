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
// When that chunk cannot be loaded, the other language is tried; when neither loads, a plain message
// in both languages with a reload button (no strings are available to say more).
const lang = useUi.getState().lang
const other = lang === 'ru' ? 'en' : 'ru'
loadLang(lang)
  .catch(() => loadLang(other).then(() => useUi.setState({ lang: other })))
  .then(
    () => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <CrashBoundary>
            <App />
          </CrashBoundary>
        </StrictMode>,
      )
      preloadAfterFirstPaint()
    },
    () => showLoadFailure(document.getElementById('root')!),
  )

function showLoadFailure(root: HTMLElement): void {
  root.innerHTML =
    '<div class="load-failed" data-testid="load-failed" role="alert" style="padding:2em;font:16px sans-serif">' +
    '<p>Игру не удалось загрузить (нет сети?).</p><p>The game could not be loaded (offline?).</p>' +
    '<button type="button">Обновить страницу · Reload</button></div>'
  root.querySelector('button')!.addEventListener('click', () => location.reload())
}
