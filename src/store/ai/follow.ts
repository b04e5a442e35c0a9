// «Follow the computer»: whether the board brings the computer's moves into view. Kept across visits.
import { create } from 'zustand'
import type { Command, GameState, HexCode } from '../../engine'

const KEY = 'borodino:follow-ai'

const saved = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(KEY) !== 'off'
  } catch {
    return true
  }
}

export const useFollowAi = create<{ follow: boolean; setFollow: (v: boolean) => void }>()((set) => ({
  follow: saved(),
  setFollow: (follow) => {
    try {
      globalThis.localStorage?.setItem(KEY, follow ? 'on' : 'off')
    } catch {
      /* no storage: the choice lasts this visit */
    }
    set({ follow })
  },
}))

/** The hexes a group of the computer's commands acts on: where its counters go from and to, and whom it attacks. */
export function groupHexes(state: GameState, cmds: readonly Command[]): HexCode[] {
  const out: HexCode[] = []
  for (const c of cmds) {
    if (c.type === 'move' || c.type === 'moveCommander')
      out.push(...c.path.filter((_, i) => i === 0 || i === c.path.length - 1))
    else if (c.type === 'retreat' || c.type === 'advance') {
      if (c.hex) out.push(c.hex)
    } else if (c.type === 'attack' || c.type === 'fire') {
      const hex = state.units[c.type === 'attack' ? c.defender : c.target]?.hex
      if (hex) out.push(hex)
    }
  }
  return [...new Set(out)]
}
