// Keyboard play. Everywhere (outside text fields and dialogs): + / − zoom, 0 fits, Escape clears the selection,
// n / p select the next / previous unit that can still act, t / a the combat's target / attackers (Enter on the target
// rolls), e ends the phase (or says why not), u undoes, h asks the coach for a hint, r opens the rules, ? lists the
// shortcuts. On the focused board: arrows move the hex cursor (Shift: pan), Enter / Space act on the cursor hex exactly
// as a click there would (the board's controller). Elsewhere the
// arrows pan the board. In a review of the game the board is read-only: the cursor, zoom, rules and ? work, and
// the keys that would change the game (Enter / Space, n / p, e, u, h) say why they do nothing; the review's own
// keys (← → PageUp PageDown Home End Esc) are in ReviewBanner.
import { useEffect } from 'react'
import { actingSide, codeOf, hexId, isGameOver } from '../../engine'
import { gameStore, map } from '../../store/app'
import { computerActs } from '../../store/game'
import { useCursor, useUi } from '../../store/ui'
import { useReview } from '../../store/review'
import { stringsFor } from '../../i18n'
import { emit } from './host'
import { askHint } from '../hint/askHint'

interface Vp {
  zoomAt: (f: number) => void
  panBy: (dx: number, dy: number) => void
  fit: () => void
  front: () => void
}

// Screen directions → engine directions (N, NE, SE, S, SW, NW = 0..5). Left and right alternate between the upper
// and lower neighbour, so that holding the key walks a straight row of flat-topped hexes.
const UP = 0
const DOWN = 3

function neighbour(hex: string, key: string): string | null {
  const h = hexId(map, hex)
  if (h < 0) return null
  const g = map.geo
  let dir: number
  if (key === 'ArrowUp') dir = UP
  else if (key === 'ArrowDown') dir = DOWN
  else {
    // In odd-q layout the row stays the same when going to the upper neighbour from an even column (0-based)…
    const odd = g.col[h]! % 2 === 1 // h >= 0: a hex id
    if (key === 'ArrowRight') dir = odd ? 2 : 1
    else dir = odd ? 4 : 5
  }
  const n = g.neighbor[h * 6 + dir]! // h is a hex id, dir < 6
  return n >= 0 ? codeOf(map, n) : null
}

function endPhaseByKey(): void {
  // The game as it is when the key is pressed (called from the window's listener, outside any render).
  const g = gameStore.getState()
  if (isGameOver(g.state) || computerActs(g)) return
  emit({ kind: 'endPhase' })
}

/** Keys that act in the game on the board (the cursor's hex, the combat's targets and attackers). */
const ACTING_KEYS = new Set(['Enter', ' ', 't', 'T', 'a', 'A'])

const isField = (t: EventTarget | null) => {
  const el = t as HTMLElement | null
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
  )
}

export function useKeyboard(vp: Vp, board: React.RefObject<HTMLElement | null>): void {
  const { zoomAt, panBy, fit, front } = vp
  useEffect(() => {
    // A window listener, registered once: a key acts on the dialog, the review, the cursor, the selection and the
    // game as they are when it is pressed, so it reads the stores then (getState), not as a render saw them.
    const onKey = (e: KeyboardEvent) => {
      if (isField(e.target) || e.ctrlKey || e.metaKey || e.altKey) return
      const key = latinKey(e)
      // An open dialog has the keyboard (it closes itself on Escape); the board and the selection stay as they are.
      if (useUi.getState().dialog || e.defaultPrevented) return
      const onBoard = !!board.current && board.current === document.activeElement
      const ui = useUi.getState()
      // Off the board, Enter and Space belong to the focused button or link, in review as in play.
      const ownKey = onBoard || (key !== 'Enter' && key !== ' ')
      if (useReview.getState().active && ownKey) {
        const why = inReview(key)
        if (why) {
          ui.say(stringsFor(ui.lang).keys.inReview[why])
          e.preventDefault()
          return
        }
      }
      const step = e.shiftKey ? 200 : 80
      const arrow = key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown'
      if (arrow && onBoard && !e.shiftKey) {
        const cur = useCursor.getState().hex ?? startHex()
        useCursor.getState().setCursor(neighbour(cur, key) ?? cur)
        e.preventDefault()
        return
      }
      // Buttons and links keep their own Enter and Space.
      if ((key === 'Enter' || key === ' ') && !onBoard) return
      // The computer's side is not the person's to play: the keys that would act for it do nothing (as clicks).
      if (ACTING_KEYS.has(key) && computerActs(gameStore.getState())) return
      switch (key) {
        case 'Enter':
        case ' ':
          emit({ kind: 'cursor', hex: useCursor.getState().hex ?? startHex() })
          break
        case '+':
        case '=':
          zoomAt(1.25)
          break
        case '-':
        case '_':
          zoomAt(0.8)
          break
        case '0':
          fit()
          break
        case 'f':
        case 'F':
          front()
          break
        case 'ArrowLeft':
          panBy(step, 0)
          break
        case 'ArrowRight':
          panBy(-step, 0)
          break
        case 'ArrowUp':
          panBy(0, step)
          break
        case 'ArrowDown':
          panBy(0, -step)
          break
        case 'Escape':
          ui.selectUnit(null)
          ui.clearAttack()
          break
        case 'n':
        case 'N':
          emit({ kind: 'step', delta: 1 })
          board.current?.focus({ preventScroll: true })
          break
        case 'p':
        case 'P':
          emit({ kind: 'step', delta: -1 })
          board.current?.focus({ preventScroll: true })
          break
        case 'e':
        case 'E':
          endPhaseByKey()
          break
        case 't':
        case 'T':
          emit({ kind: 'target', delta: key === 't' ? 1 : -1 })
          board.current?.focus({ preventScroll: true })
          break
        case 'a':
        case 'A':
          emit({ kind: 'attacker', delta: key === 'a' ? 1 : -1 })
          board.current?.focus({ preventScroll: true })
          break
        case 'u':
        case 'U': {
          const g = gameStore.getState()
          if (g.undoStack.length) g.undo()
          else ui.say(stringsFor(ui.lang).keys.noUndo)
          break
        }
        case 'h':
        case 'H':
          askHint()
          break
        case 'r':
        case 'R':
          ui.openRule('MAP.1')
          break
        case '?':
          ui.openDialog('keys')
          break
        default:
          return
      }
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [zoomAt, panBy, fit, front, board])
}

/** The key as a Latin letter where a Cyrillic layout gives another letter on the same key (f is «а» on ЙЦУКЕН): the
 * shortcuts follow the key's place, as the keys dialog shows them. Other keys as they are. */
function latinKey(e: KeyboardEvent): string {
  if (!/^Key[A-Z]$/.test(e.code) || !/^[а-яё]$/i.test(e.key)) return e.key
  const letter = e.code.slice(3)
  return e.shiftKey ? letter : letter.toLowerCase()
}

/** In a review, the keys that would change the game, and what they would have done. */
function inReview(key: string): 'act' | 'select' | 'endPhase' | 'undo' | 'hint' | null {
  if (key === 'Enter' || key === ' ') return 'act'
  const k = key.toLowerCase()
  if (k === 'n' || k === 'p' || k === 't' || k === 'a') return 'select'
  if (k === 'e') return 'endPhase'
  if (k === 'u') return 'undo'
  if (k === 'h') return 'hint'
  return null
}

/** Where the cursor starts: the selected unit's hex, else the acting side's first unit, else the map's middle. */
function startHex(): string {
  // The position and the selection as they are when the key is pressed (called from the window's listener).
  const state = useReview.getState().state ?? gameStore.getState().state
  const sel = useUi.getState().selectedUnit
  const hex = sel ? state.units[sel]?.hex : null
  if (hex) return hex
  const side = actingSide(state)
  const own = Object.values(state.units).find((u) => u.side === side && u.hex)
  return own?.hex ?? codeOf(map, Math.floor(map.geo.n / 2))
}
