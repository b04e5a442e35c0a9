// Both games' stores, played a little, for the saves layer's tests: the same checks run against each.
import { expect } from 'vitest'
import { createGameStore } from '../../../src/store/game/gameStore'
import { createPhalanxStore } from '../../../src/store/phalanx/store'
import { phalanxSaves, phSaveEntry } from '../../../src/store/phalanx/namedSaves'
import { validatePhSave } from '../../../src/store/phalanx/save'
import { validateSave } from '../../../src/store/game/save/saveReader'
import { AUTOSAVE_KEY, borodinoSaves, saveEntry } from '../../../src/store/game/save/slots'
import { saveText } from '../../../src/store/game/save/save'
import { PHALANX_AUTOSAVE_KEY } from '../../../src/store/ui/activeGame'
import type { KV, SaveEntry, SavesList } from '../../../src/store/saves'
import type { SaveProblem } from '../../../src/core'
import type { Command } from '../../../src/engine'
import type { PhCommand } from '../../../src/phalanx'
import { demoBundle } from '../../fixtures/demoBundle'

export const bundle = demoBundle()

/** What the saves tests need of a game, whichever it is. */
export interface GameUnderTest {
  name: 'borodino' | 'phalanx'
  autosaveKey: string
  /** A store on `kv` (its autosave resumed), with one or two commands played when `play`. */
  make(
    kv: KV,
    play?: boolean,
  ): {
    state(): unknown
    commands(): readonly unknown[]
    /** Plays one more legal command. */
    playOne(): void
    loadText(text: string): SaveProblem[]
    broken(): { text: string } | null
    discardBroken(): void
    flush(): void
    saveText(): string
    entry(): SaveEntry
  }
  list(kv: KV): SavesList
  check(text: string): SaveProblem[]
}

export const borodino: GameUnderTest = {
  name: 'borodino',
  autosaveKey: AUTOSAVE_KEY,
  make(kv, play = true) {
    const s = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 7 })
    const moves: Command[] = [{ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] }, { type: 'endPhase' }]
    let next = 0
    const playOne = () => {
      if (s.getState().state.phase === 'rally') expect(s.getState().dispatch({ type: 'rally' })).toBe(true)
      else expect(s.getState().dispatch(moves[next++]!)).toBe(true)
    }
    if (play) playOne()
    return {
      state: () => s.getState().state,
      commands: () => s.getState().commands,
      playOne,
      loadText: (t) => s.getState().loadText(t),
      broken: () => s.getState().brokenAutosave,
      discardBroken: () => s.getState().discardBrokenAutosave(),
      flush: () => s.getState().flushAutosave(),
      saveText: () => saveText(s.getState().save()),
      entry: () => saveEntry(s.getState().save()),
    }
  },
  list: borodinoSaves,
  check: (text) => {
    const r = validateSave(text, bundle)
    return r.ok ? [] : r.problems
  },
}

export const phalanx: GameUnderTest = {
  name: 'phalanx',
  autosaveKey: PHALANX_AUTOSAVE_KEY,
  make(kv, play = true) {
    const s = createPhalanxStore(kv, PHALANX_AUTOSAVE_KEY)
    const moves: PhCommand[] = [{ type: 'move', unit: 'S-C1', path: ['0508'], facing: 0 }, { type: 'endPhase' }]
    let next = 0
    const playOne = () => expect(s.getState().dispatch(moves[next++]!)).toBe(true)
    if (play) playOne()
    return {
      state: () => s.getState().state,
      commands: () => s.getState().commands,
      playOne,
      loadText: (t) => s.getState().loadText(t),
      broken: () => s.getState().brokenAutosave,
      discardBroken: () => s.getState().discardBrokenAutosave(),
      flush: () => s.getState().flushAutosave(),
      saveText: () => JSON.stringify(s.getState().save()),
      entry: () => phSaveEntry(s.getState().save()),
    }
  },
  list: phalanxSaves,
  check: (text) => {
    const r = validatePhSave(text)
    return r.ok ? [] : r.problems
  },
}

export const GAMES = [borodino, phalanx]
