// Which visits open on the first screen made at build time (tools/firstScreenHtml.ts): the page shows that HTML at
// once and React adopts it, so it must be exactly what the app would draw. That is a first visit in Russian: no link
// (a query asks for a game, a language or a seed), nothing of either game in storage (a saved game, a setting or a
// language chosen, any of which the app starts from), and the browser's language Russian or unknown (initialLang).
// Any other visit starts as before: the loading screen, then the app drawn in the page.
//
// The page runs this before any of the app's code has arrived, as an inline script (index.html, built from
// firstScreenScript below), so it uses nothing from outside itself.

/** The storage keys' prefixes of the two games: a key with one of them means this is not a first visit. */
export const GAME_KEY_PREFIXES = ['borodino:', 'phalanx:'] as const

/**
 * True when a visit with this query string, these storage keys (null: storage cannot be read) and this browser
 * language opens on the first screen made at build time.
 */
export function opensOnFirstScreen(
  search: string,
  storageKeys: readonly string[] | null,
  browserLang: string | undefined,
  prefixes: readonly string[],
): boolean {
  if (search !== '' && search !== '?') return false
  if (!storageKeys) return false
  for (const key of storageKeys) for (const p of prefixes) if (key.startsWith(p)) return false
  return !browserLang || browserLang.toLowerCase().startsWith('ru')
}

/**
 * The inline script that follows the first screen's template in index.html. It puts the template's HTML into #root
 * (marked data-first-screen, which main.tsx reads to adopt it) when this visit opens on it, and then loads the app's
 * modules: once the first frame is shown when the screen is already there (so that the page is painted before its code
 * is fetched and run), at once otherwise (the loading screen then shows until the app is drawn).
 */
export function firstScreenScript(modules: readonly string[], preloads: readonly string[]): string {
  const args = [JSON.stringify(GAME_KEY_PREFIXES), JSON.stringify(modules), JSON.stringify(preloads)].join(',')
  return `(${runFirstScreen.toString()})(${opensOnFirstScreen.toString()},${args})`
}

/** The script's body (run in the page; see firstScreenScript). */
function runFirstScreen(
  decide: typeof opensOnFirstScreen,
  prefixes: string[],
  modules: string[],
  preloads: string[],
): void {
  const root = document.getElementById('root')
  const template = document.getElementById('first-screen') as HTMLTemplateElement | null
  let open: boolean
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i) ?? '')
    open = decide(location.search, keys, navigator.language, prefixes)
  } catch {
    open = false // storage cannot be read: a first visit cannot be told from a return
  }
  if (open && root && template) {
    root.replaceChildren(document.importNode(template.content, true))
    root.setAttribute('data-first-screen', 'ru')
    // Nothing on it answers until React has adopted it (Root): a click or a key meanwhile would be lost.
    root.inert = true
    // Laid out here, as the first paint needs it anyway: before the browser turns to the map's images (fetched with
    // the page), whose drawing would otherwise come first and hold the screen's own layout back.
    void root.offsetHeight
  }
  template?.remove()
  // The modules first, then their preloads. Under a first screen one element a task: on a phone each request costs the
  // main thread a while, and the screen is already there, so nothing waits for the rest.
  const elements: Array<() => HTMLElement> = [
    ...modules.map((src) => () => {
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = src
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
  if (!open) return load()
  // Once the first frame is on the screen (the paint timing entry comes when it is shown, not when it is drawn);
  // a browser without paint timing loads after its first frame and a little more.
  let loaded = false
  const once = () => {
    if (loaded) return
    loaded = true
    load()
  }
  try {
    new PerformanceObserver(once).observe({ type: 'paint', buffered: true })
  } catch {
    requestAnimationFrame(() => setTimeout(once, 100))
  }
}
