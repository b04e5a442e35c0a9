import { startTransition } from 'react'
import { Root } from './ui/Root'
import './styles/app.css'
import './styles/teach.css'
import './styles/layout.css'
import './styles/safety.css'
import './styles/pbm.css'
import './styles/coach.css'
import './styles/notice.css'
// The styles of parts that come later (the review's analysis, the computer's turn summary, the new game dialog) are
// here too, a few KiB: a style sheet that arrives with its part restyles the whole page, a long task on a phone
// while the first screen is being used (issue 31).
import './styles/analysis.css'
import './styles/aiSummary.css'
import './styles/newGame.css'
import { prepareStart, startApp } from './store/app'

import { loadLang } from './i18n'
import { initialLang, useUi } from './store/ui'
import { preloadAfterFirstPaint } from './ui/preload'
import { wireFeatures } from './ui/features'
import { LOAD_FAILED_HTML } from './ui/firstScreen/loadFailed'

// React's DOM renderer is a chunk of its own, fetched with the page (index.html preloads it, vite.config.ts) and
// evaluated in a task of its own: the first chunk's evaluation was one long task with it (issue 31).
const reactDom = import('react-dom/client')
// The starting language's strings come first (their own chunk; the other language loads when chosen). The Russian
// ones are already on their way (index.html preloads them, vite.config.ts): a dynamic import's own request goes out
// only when this first task ends, after the store is built. When that chunk cannot be loaded, the other language is
// tried; when neither loads, a plain message in both languages with a reload button (no strings are available to
// say more). Until then index.html's loading screen (the battlefield's image and a line), shown once a second has
// passed, says the game is loading.
const lang = initialLang()
const other = lang === 'ru' ? 'en' : 'ru'
const strings = loadLang(lang).catch(() => loadLang(other).then(() => useUi.setState({ lang: other })))
// The features a player opens later are reached through their loaders (features.ts).
wireFeatures()
// The start is cut into tasks, each short on a phone's CPU, so that the page answers in between (issue 31): this
// module's evaluation, then the bundled data (the map's geometry), then the game store, then the first render,
// which React draws in slices (a transition) instead of one long task.
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
const started = nextTask()
  .then(prepareStart)
  .then(nextTask)
  .then(() => startApp())
// The test hook (window.__borodino) exists only in builds for the browser tests, screenshots and benchmarks
// (VITE_TEST_HOOK=1), in its own chunk, so that those builds' first screen is the production one (the first render
// does not wait for it); in a production build the constant is false and the hook is left out. It is installed once
// the store exists: a page whose hook is there has its game and can be played at once.
if (import.meta.env.VITE_TEST_HOOK === '1')
  Promise.all([started, import('./ui/testHook')])
    .then(([, hook]) => hook.installTestHook())
    // A start that failed is said to the player below (showLoadFailure); the tests waiting for the hook see why here.
    .catch((e: unknown) => console.error('the test hook was not installed:', e))

Promise.all([strings, started, reactDom]).then(
  async ([, , { createRoot, hydrateRoot }]) => {
    await nextTask()
    const el = document.getElementById('root')!
    // A first visit in Russian already shows the first screen, drawn at build time (firstScreen/): React adopts that
    // HTML (hydration, in slices) instead of drawing the screen anew, which on a phone was one long task. Any other
    // start draws it here.
    if (el.dataset.firstScreen) startTransition(() => void hydrateRoot(el, <Root />))
    else {
      const root = createRoot(el)
      startTransition(() => root.render(<Root />))
    }
    preloadAfterFirstPaint()
  },
  () => showLoadFailure(document.getElementById('root')!),
)

function showLoadFailure(root: HTMLElement): void {
  // A first screen made at build time waited for the app (firstScreen/).
  root.removeAttribute('data-waiting')
  root.removeAttribute('aria-disabled')
  root.innerHTML = LOAD_FAILED_HTML
  root.querySelector('button')!.addEventListener('click', () => location.reload())
}
