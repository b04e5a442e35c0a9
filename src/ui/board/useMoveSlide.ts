// A counter slides along its path when it moves (the player's moves and the computer's alike): a quarter of a second
// at most, none when the system asks for less motion or in a review. Only the moved counter is animated, with the
// browser's own animation of its element (no per-frame rendering), from each hex of its path to where it now stands.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { hexId, type Command, type GameState, type HexCode } from '../../engine'
import { map, useGame } from '../../store/app'
import { boardGeom } from './geom'
import { reducedMotion } from './revealView'

const STEP_MS = 70
const MAX_MS = 250

/** The element that moved and the hexes it went through, for a command just applied to `before`. */
function slideOf(cmd: Command, before: GameState): { id: string; selector: string; path: readonly HexCode[] } | null {
  if (cmd.type === 'move') return { id: cmd.unit, selector: `[data-unit="${cmd.unit}"]`, path: cmd.path }
  if (cmd.type === 'moveCommander')
    return { id: cmd.commander, selector: `[data-commander="${cmd.commander}"]`, path: cmd.path }
  if ((cmd.type === 'retreat' || cmd.type === 'advance') && cmd.unit && cmd.hex) {
    const from = before.units[cmd.unit]?.hex
    return from ? { id: cmd.unit, selector: `[data-unit="${cmd.unit}"]`, path: [from, cmd.hex] } : null
  }
  return null
}

/**
 * Slides the moved counter; returns the id of the unit or commander sliding now (null when none), whose shadow must
 * travel with it: the counters' shadows are otherwise one path, drawn where the counters stand (CountersLayer).
 */
export function useMoveSlide(board: RefObject<HTMLElement | null>, reviewing: boolean): string | null {
  const [sliding, setSliding] = useState<string | null>(null)
  const commands = useGame((s) => s.commands)
  const state = useGame((s) => s.state)
  const seen = useRef({ commands, state })
  // After the commit that draws the counter at its new hex, before the browser paints it there.
  useLayoutEffect(() => {
    const prev = seen.current
    seen.current = { commands, state }
    // One command added to the same game (not a load, an undo or a new game).
    if (
      reviewing ||
      commands.length !== prev.commands.length + 1 ||
      commands[prev.commands.length - 1] !== prev.commands.at(-1)
    )
      return
    const cmd = commands.at(-1)
    const slide = cmd && slideOf(cmd, prev.state)
    const el = slide && board.current?.querySelector<SVGElement>(slide.selector)
    if (!slide || !el || slide.path.length < 2 || reducedMotion() || typeof el.animate !== 'function') return
    const g = boardGeom(map)
    const end = hexId(map, slide.path.at(-1)!) // path has two hexes or more
    if (end < 0) return
    const frames = slide.path.flatMap((code) => {
      const h = hexId(map, code)
      return h < 0 ? [] : [{ transform: `translate(${g.x[h]! - g.x[end]!}px, ${g.y[h]! - g.y[end]!}px)` }]
    })
    const anim = el.animate(frames, {
      duration: Math.min(MAX_MS, STEP_MS * (frames.length - 1)),
      easing: 'ease-in-out',
    })
    setSliding(slide.id)
    const done = () => setSliding((now) => (now === slide.id ? null : now))
    anim.finished.then(done, done)
  }, [commands, state, reviewing, board])
  return sliding
}
