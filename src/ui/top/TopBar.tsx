// The top bar: title, turn track, phase and side, Russian losses, and the menu.
import { useEffect, useState } from 'react'
import { gameStore, useGame } from '../../store/app'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/uiStore'
import { useT } from '../useT'
import { LossesMeter } from './LossesMeter'
import { TurnTrack } from './TurnTrack'

export function TopBar() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const handover = useGame((s) => s.handoverEnabled)
  const tutorial = useTutorial((s) => s.active)
  const ui = useUi.getState()
  // Narrow screens: the commands fold behind one menu button (CSS shows the button below 1200 px).
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <header className="topbar">
      <div className="brand">
        <div className="brand-title">{t.title}</div>
        <div className="brand-sub">{t.subtitle}</div>
      </div>
      <TurnTrack />
      <LossesMeter />
      <button
        type="button"
        className="menu-toggle"
        data-testid="menu-toggle"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> {t.screen.menu}
      </button>
      <nav
        id="main-menu"
        className={open ? 'menu open' : 'menu'}
        aria-label={t.screen.menu}
        onClick={() => setOpen(false)}
      >
        <button type="button" data-testid="menu-new" onClick={() => ui.openDialog('new-game')}>
          {t.menu.newGame}
        </button>
        <button type="button" data-testid="menu-saves" onClick={() => ui.openDialog('saves')}>
          {t.menu.saves}
        </button>
        <button
          type="button"
          data-testid="menu-tutorial"
          className={tutorial ? 'on' : ''}
          onClick={() => (tutorial ? useTutorial.getState().leave() : ui.openDialog('tutorial'))}
        >
          {tutorial ? t.tutorial.leave : t.tutorial.menu}
        </button>
        <button type="button" data-testid="menu-rules" onClick={() => ui.openRule('MAP.1')}>
          {t.menu.rules}
        </button>
        <button
          type="button"
          data-testid="menu-handover"
          title={t.menu.handoverHint}
          aria-pressed={handover}
          onClick={() => gameStore.getState().setHandover(!handover)}
        >
          {handover ? t.menu.handoverOn : t.menu.handoverOff}
        </button>
        <button
          type="button"
          data-testid="menu-lang"
          lang={lang === 'ru' ? 'en' : 'ru'}
          onClick={() => ui.setLang(lang === 'ru' ? 'en' : 'ru')}
        >
          {t.menu.lang}
        </button>
        <button type="button" data-testid="menu-keys" onClick={() => ui.openDialog('keys')}>
          {t.keys.open}
        </button>
      </nav>
    </header>
  )
}
