// The current language's strings: the first screen's (useT), every one (useAllT, for the screens opened on demand,
// whose loader waited for them), or every one once they have arrived (useMoreT, for a first-screen part that shows
// on-demand words only after the player acts, such as a refusal).
import { useEffect, useState } from 'react'
import { allStringsFor, loadMore, moreLoaded, stringsFor, type AllStrings, type Strings } from '../i18n'
import { useUi } from '../store/ui'

export function useT(): Strings {
  return stringsFor(useUi((s) => s.lang))
}

export function useAllT(): AllStrings {
  const lang = useUi((s) => s.lang)
  const ready = moreLoaded(lang)
  const [, loaded] = useState(0)
  // Its loader waited for the strings, but the language may have changed since: fetch the new one's and redraw,
  // rather than stay in the language the screen was opened in.
  useEffect(() => {
    if (!ready)
      loadMore(lang).then(
        () => loaded((n) => n + 1),
        () => undefined,
      )
  }, [lang, ready])
  return allStringsFor(lang)
}

/** Every string, or null while they load; `needed` starts the load when nothing has started it yet. */
export function useMoreT(needed: boolean): AllStrings | null {
  const lang = useUi((s) => s.lang)
  const ready = moreLoaded(lang)
  const [, loaded] = useState(0)
  useEffect(() => {
    if (needed && !ready)
      loadMore(lang).then(
        () => loaded((n) => n + 1),
        () => undefined,
      )
  }, [lang, ready, needed])
  return ready ? allStringsFor(lang) : null
}
