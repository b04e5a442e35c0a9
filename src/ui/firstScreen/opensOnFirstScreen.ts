// Which visits open on the first screen made at build time (tools/firstScreenHtml.ts): the page shows that HTML at
// once and React adopts it, so it must be exactly what the app would draw. That is a first visit in Russian: no link
// that asks the app for something (a game, a seed, a language), nothing of either game in storage (a saved game, a
// setting or a language chosen, any of which the app starts from), and the browser's language Russian or unknown
// (initialLang). Any other visit starts as before: the loading screen, then the app drawn in the page.
//
// The page runs this before any of the app's code has arrived, as an inline script (index.html, built from
// firstScreenScript below), so it uses nothing from outside itself.
import { LOAD_FAILED_HTML } from './loadFailed'

/** The storage keys' prefixes of the two games: a key with one of them means this is not a first visit. */
export const GAME_KEY_PREFIXES = ['borodino:', 'phalanx:'] as const
/** The link parameters the app reads at its start (store/app.ts, ui/start, activeGame, uiStore's initialLang). */
export const APP_PARAMS = ['new', 'seed', 'scenario', 'game', 'lang', 'fr', 'ru', 'handover'] as const

/**
 * True when a visit with this query string, these storage keys (null: storage cannot be read) and this browser
 * language opens on the first screen made at build time.
 */
export function opensOnFirstScreen(
  search: string,
  storageKeys: readonly string[] | null,
  browserLang: string | undefined,
  prefixes: readonly string[],
  params: readonly string[],
): boolean {
  const query = new URLSearchParams(search)
  for (const p of params) if (query.has(p)) return false
  if (!storageKeys) return false
  for (const key of storageKeys) for (const p of prefixes) if (key.startsWith(p)) return false
  return !browserLang || browserLang.toLowerCase().startsWith('ru')
}

/**
 * The inline script that follows the first screen's template in index.html. On a visit that opens on it, it puts the
 * template's HTML into #root (marked data-first-screen, which main.tsx reads to adopt it, and data-waiting until it
 * has: index.html's style lets nothing on it be pressed meanwhile), lays it out, and loads the app's modules once
 * that frame is shown, so that the page is painted before its code is fetched and run. On any other visit it loads
 * them at once (the loading screen then shows until the app is drawn).
 */
export function firstScreenScript(modules: readonly string[], preloads: readonly string[]): string {
  const args = [GAME_KEY_PREFIXES, APP_PARAMS, modules, preloads, LOAD_FAILED_HTML].map((a) => JSON.stringify(a))
  return `(${runFirstScreen.toString()})(${opensOnFirstScreen.toString()},${args.join(',')})`
}

/** The script's body (run in the page; see firstScreenScript). */
function runFirstScreen(
  decide: typeof opensOnFirstScreen,
  prefixes: string[],
  params: string[],
  modules: string[],
  preloads: string[],
  failedHtml: string,
): void {
  const root = document.getElementById('root')
  const template = document.getElementById('first-screen') as HTMLTemplateElement | null
  let open: boolean
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i) ?? '')
    open = decide(location.search, keys, navigator.language, prefixes, params)
  } catch {
    open = false // storage cannot be read: a first visit cannot be told from a return
  }
  if (open && root && template) {
    root.replaceChildren(document.importNode(template.content, true))
    root.setAttribute('data-first-screen', 'ru')
    root.setAttribute('data-waiting', '')
    // Its controls say they cannot be used yet (a choice made in a list now would be undone when React adopts it),
    // and a key meanwhile is lost as a press is: Enter and Space, and any key but Tab in a list or a field.
    root.setAttribute('aria-disabled', 'true')
    root.addEventListener(
      'keydown',
      (e) => {
        if (!root.hasAttribute('data-waiting')) return
        const field = e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement
        if (e.key === 'Enter' || e.key === ' ' || (field && e.key !== 'Tab')) e.preventDefault()
      },
      true,
    )
    // Laid out here, as the first paint needs it anyway: before the browser turns to the map's images (fetched with
    // the page), whose drawing would otherwise come first and hold the screen's own layout back.
    void root.offsetHeight
  } else open = false
  template?.remove()
  // The app's own module cannot be fetched: the screen would wait for it for ever, so say so (as main.tsx does).
  const failed = () => {
    if (!root) return
    root.removeAttribute('data-waiting')
    root.removeAttribute('aria-disabled')
    root.innerHTML = failedHtml
    root.querySelector('button')?.addEventListener('click', () => location.reload())
  }
  // The modules first, then their preloads. Under a first screen one element a task: on a phone each request costs the
  // main thread a while, and the screen is already there, so nothing waits for the rest.
  const elements: Array<() => HTMLElement> = [
    ...modules.map((src) => () => {
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = src
      if (open) script.onerror = failed
      return script
    }),
    ...preloads.map((href) => () => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      return link
    }),
  ]
  const load = (): void => {
    const next = elements.shift()
    if (!next) return
    document.head.appendChild(next())
    if (open) setTimeout(load, 0)
    else load()
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    load()
  }
  if (!open) return start()
  // Once the first frame is on the screen: the paint timing entry comes when it is shown, not when it is drawn. At
  // once in a tab opened behind others (it paints only when shown), after a frame where paint timing is unknown, and
  // after three seconds in any case (a paint entry that never comes must not leave the screen waiting).
  if (document.visibilityState === 'hidden') return start()
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(start, 100))
  setTimeout(start, 3000)
}
