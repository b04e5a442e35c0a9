// The service worker (vite-plugin-pwa): registered after the first paint; when a new version of the game is
// waiting, the player is asked before it replaces this one (the player chooses when, not the browser). When the
// game is first stored for offline play, a short note says so.
import { useEffect } from 'react'
import { create } from 'zustand'
import { registerSW } from 'virtual:pwa-register'
import { useT } from './useT'

const usePwa = create<{ need: boolean; ready: boolean }>(() => ({ need: false, ready: false }))
let update: ((reload?: boolean) => Promise<void>) | null = null

function register(): void {
  if (update || !('serviceWorker' in navigator)) return
  update = registerSW({
    onNeedRefresh: () => usePwa.setState({ need: true }),
    onOfflineReady: () => {
      usePwa.setState({ ready: true })
      setTimeout(() => usePwa.setState({ ready: false }), 6000)
    },
  })
}

export function UpdatePrompt() {
  const t = useT()
  const { need, ready } = usePwa()
  useEffect(register, [])
  if (need) {
    return (
      <div
        className="toast ok-toast update-toast"
        role="alertdialog"
        aria-label={t.screen.update}
        data-testid="update-prompt"
      >
        <span>{t.screen.update}</span>{' '}
        <button type="button" className="primary" data-testid="update-now" onClick={() => void update?.(true)}>
          {t.screen.updateNow}
        </button>{' '}
        <button type="button" onClick={() => usePwa.setState({ need: false })}>
          {t.screen.updateLater}
        </button>
      </div>
    )
  }
  if (ready)
    return (
      <div className="toast ok-toast offline-note" role="status" data-testid="offline-ready">
        {t.screen.offlineReady}
      </div>
    )
  return null
}
