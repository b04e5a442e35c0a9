// The keyboard's hex cursor on the board (shown while the board has focus; moved by arrows, n / p).
import { create } from 'zustand'
import type { HexCode } from '../../engine'

export interface CursorStore {
  hex: HexCode | null
  /** Request to bring the cursor hex into view (n changes on every request). */
  n: number
  setCursor(hex: HexCode | null): void
}

export const useCursor = create<CursorStore>()((set) => ({
  hex: null,
  n: 0,
  setCursor: (hex) => set((s) => ({ hex, n: s.n + 1 })),
}))
