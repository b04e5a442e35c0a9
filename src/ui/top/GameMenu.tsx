// The top bar's menu, shared by both games: the commands in a row on wide screens, folded behind one
// «Меню» button below 1200 px (layout.css), closed by a choice, the button again, or Escape.
import { useEffect, useState } from 'react'
import type { Lang } from '../../i18n'
import { useUiActions } from '../storeActions'

export interface MenuItem {
  testId: string
  label: string
  onClick: () => void
  title?: string
  disabled?: boolean
  /** A switch: its state for assistive technology. */
  pressed?: boolean
  /** The label's own language (the language switch is written in the language it switches to). */
  lang?: Lang
  className?: string
}

/** The language switch, the same in both games. */
export function useLanguageItem(lang: Lang, label: string): MenuItem {
  const { setLang } = useUiActions()
  const other: Lang = lang === 'ru' ? 'en' : 'ru'
  return { testId: 'menu-lang', label, lang: other, onClick: () => setLang(other) }
}

const MENU_ID: Record<'borodino' | 'phalanx', string> = { borodino: 'main-menu', phalanx: 'ph-menu' }

export function GameMenu({ game, label, items }: { game: 'borodino' | 'phalanx'; label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  const id = MENU_ID[game]
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        data-testid="menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> {label}
      </button>
      <nav
        id={id}
        className={`menu${game === 'phalanx' ? ' ph-menu' : ''}${open ? ' open' : ''}`}
        aria-label={label}
        onClick={() => setOpen(false)}
      >
        {items.map((it) => (
          <button
            key={it.testId}
            type="button"
            data-testid={it.testId}
            className={it.className}
            title={it.title}
            disabled={it.disabled}
            aria-pressed={it.pressed}
            lang={it.lang}
            onClick={it.onClick}
          >
            {it.label}
          </button>
        ))}
      </nav>
    </>
  )
}
