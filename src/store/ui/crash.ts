// Whether the crash screen is up. Code outside React (the computer player) must not go on playing
// behind it: its moves would be autosaved over the position the player is trying to recover.
import { create } from 'zustand'

export const useCrash = create<{ crashed: boolean }>()(() => ({ crashed: false }))
