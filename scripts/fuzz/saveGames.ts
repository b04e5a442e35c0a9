// Both games as the save fuzzer drives them: a store with a game in progress on a storage, and the game's saves
// list, save check and problem words. Borodino plays on the real map.
import type { SaveProblem } from '../../src/core'
import { createGameStore } from '../../src/store/game/gameStore'
import { validateSave } from '../../src/store/game/save/saveReader'
import { saveText } from '../../src/store/game/save/save'
import { AUTOSAVE_KEY, borodinoSaves, saveEntry } from '../../src/store/game/save/slots'
import { createPhalanxStore } from '../../src/store/phalanx/store'
import { phalanxSaves, phSaveEntry } from '../../src/store/phalanx/namedSaves'
import { PH_MAX_SAVE_CHARS, validatePhSave } from '../../src/store/phalanx/save'
import { PHALANX_AUTOSAVE_KEY } from '../../src/store/ui/activeGame'
import { MAX_SAVE_CHARS } from '../../src/store/game/save/save'
import type { KV, SaveEntry, SavesList } from '../../src/store/saves'
import { ruMore } from '../../src/i18n/ru.more'
import { enMore } from '../../src/i18n/en.more'
import { phalanxUiRu } from '../../src/i18n/phalanxUi.ru'
import { phalanxUiEn } from '../../src/i18n/phalanxUi.en'
import { realBundle } from './realGame'

export interface FuzzStore {
  state(): unknown
  commands(): readonly unknown[]
  playOne(): void
  loadText(text: string): SaveProblem[]
  broken(): boolean
  flush(): void
  saveText(): string
  entry(): SaveEntry
}

export interface FuzzGame {
  name: 'borodino' | 'phalanx'
  autosaveKey: string
  maxChars: number
  make(kv: KV, play: boolean): FuzzStore
  list(kv: KV): SavesList
  check(text: string): SaveProblem[]
  words: ReadonlyArray<Readonly<Record<string, string>>>
}

const bundle = realBundle()

export const borodinoGame: FuzzGame = {
  name: 'borodino',
  autosaveKey: AUTOSAVE_KEY,
  maxChars: MAX_SAVE_CHARS,
  make(kv, play) {
    const s = createGameStore(bundle, kv, { scenarioId: 'historical', seed: 5 })
    const playOne = () =>
      void s.getState().dispatch(s.getState().state.phase === 'rally' ? { type: 'rally' } : { type: 'endPhase' })
    if (play) for (let i = 0; i < 6; i++) playOne()
    return {
      state: () => s.getState().state,
      commands: () => s.getState().commands,
      playOne,
      loadText: (t) => s.getState().loadText(t),
      broken: () => s.getState().brokenAutosave !== null,
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
  words: [ruMore.saves.problem, enMore.saves.problem],
}

export const phalanxGame: FuzzGame = {
  name: 'phalanx',
  autosaveKey: PHALANX_AUTOSAVE_KEY,
  maxChars: PH_MAX_SAVE_CHARS,
  make(kv, play) {
    const s = createPhalanxStore(kv, PHALANX_AUTOSAVE_KEY)
    const playOne = () => void s.getState().dispatch({ type: 'endPhase' })
    if (play) {
      s.getState().dispatch({ type: 'move', unit: 'S-C1', path: ['0508'], facing: 0 })
      for (let i = 0; i < 4; i++) playOne()
    }
    return {
      state: () => s.getState().state,
      commands: () => s.getState().commands,
      playOne,
      loadText: (t) => s.getState().loadText(t),
      broken: () => s.getState().brokenAutosave !== null,
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
  words: [phalanxUiRu.saves.problem, phalanxUiEn.saves.problem],
}
