// Review mode: the board as it stood after any command of the game, read-only. The live game is only read
// here, never changed — except by "continue from here", which starts a new line and keeps the old one saved.
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import type { GameState, Side } from '../../engine'
import { type Bundle, type GameStore, type LogEntry, freeName, listSaves, putSave, relation, type KV } from '../game'
import { createTimeline, type Timeline } from './timeline'
import { clampInt } from '../../core'

/** 'browse': the player opened it; 'handover': the replay of the other side's turn before the board opens. */
export type ReviewOrigin = 'browse' | 'handover'

export interface ReviewStore {
  active: boolean
  /** Position shown: the state after this many commands (0 = the start of the game). */
  position: number
  /** Number of commands in the game being reviewed. */
  total: number
  state: GameState | null
  origin: ReviewOrigin
  /** Where a hand-over replay began (its first step is the command at this index). */
  from: number
  open(position: number, origin?: ReviewOrigin): void
  step(delta: number): void
  jump(position: number): void
  /** Back to the live game. */
  live(): void
}

type GameApi = Pick<StoreApi<GameStore>, 'getState' | 'subscribe'>

export interface Review {
  useReview: UseBoundStore<StoreApi<ReviewStore>>
  /** The timeline of the live game (built on first use, then extended as the game goes on). */
  timeline(): Timeline
  /** Positions where each turn begins (index = turn − 1), for the turn selector. */
  turnStarts(): Array<{ turn: number; side: Side; position: number }>
  /** Where the replay of the other side's last turn starts for the player of `side`, or null if nothing to show. */
  handoverStart(side: Side): number | null
  /**
   * Continue from the reviewed position: the game so far is kept as a named save (or found already saved),
   * and the live game becomes its first `position` commands. Returns the name the original is kept under.
   */
  continueFromHere(kv: KV, name: string): string | null
}

export function createReview(bundle: Bundle, game: GameApi): Review {
  let tl: Timeline | null = null
  let tlKey = ''
  const timeline = (): Timeline => {
    const g = game.getState()
    // A new dice seed (a play-by-mail game's next turn) builds the timeline anew: it changes no earlier position.
    const key = `${g.scenarioId}/${g.seed}/${g.dice.map((d) => `${d.at}:${d.seed}`).join(',')}`
    if (tl && tlKey === key && tl.extend(g.commands)) return tl
    const initial = bundle.newGame(g.scenarioId, g.seed)
    if (!initial) throw new Error(`unknown scenario ${g.scenarioId}`)
    tl = createTimeline(bundle.ctx, initial, g.commands, g.dice)
    tlKey = key
    return tl
  }

  const useReview = create<ReviewStore>()((set, get) => ({
    active: false,
    position: 0,
    total: 0,
    state: null,
    origin: 'browse',
    from: 0,
    open(position, origin = 'browse') {
      const t = timeline()
      // A position from a key, a list or a link: a whole number within the game, else nothing happens.
      const p = clampInt(position, 0, t.length)
      if (p === null) return
      set({ active: true, position: p, total: t.length, state: t.at(p), origin, from: origin === 'handover' ? p : 0 })
    },
    step(delta) {
      const s = get()
      const d = clampInt(delta, -s.total, s.total)
      if (s.active && d !== null) s.jump(s.position + d)
    },
    jump(position) {
      const t = timeline()
      const p = clampInt(position, 0, t.length)
      if (p === null || (get().active && p === get().position)) return
      set({ active: true, position: p, total: t.length, state: t.at(p) })
    },
    live: () => set({ active: false, state: null, origin: 'browse' }),
  }))

  // A new game, a load or an undo makes the reviewed record another one: leave review.
  game.subscribe((s, prev) => {
    if (
      useReview.getState().active &&
      (s.commands !== prev.commands || s.seed !== prev.seed || s.scenarioId !== prev.scenarioId)
    )
      useReview.getState().live()
  })

  return {
    useReview,
    timeline,
    turnStarts() {
      const log: LogEntry[] = game.getState().log
      const out: Array<{ turn: number; side: Side; position: number }> = []
      let key = ''
      log.forEach((e, i) => {
        const k = `${e.turn}/${e.side}`
        if (k !== key && e.phase !== 'setup') out.push({ turn: e.turn, side: e.side, position: i })
        key = k
      })
      return out
    },
    handoverStart(side) {
      const log = game.getState().log
      let k = log.length - 1
      while (k >= 0 && log[k]!.side !== side) k-- // 0 <= k < log.length
      const start = k + 1
      return start < log.length ? start : null
    },
    continueFromHere(kv, name) {
      const rs = useReview.getState()
      if (!rs.active) return null
      const g = game.getState()
      const save = g.save()
      // The original stays saved: under the name it already has when an identical save exists, else
      // under a name no other save has (never over another game).
      const saves = listSaves(kv)
      const same = saves.find((s) => relation(s, save) === 'same')
      const kept = same?.name ?? freeName(saves, name)
      // A save that does not fit (storage full) is reported by putSave, not thrown: nothing changes then.
      if (!same && !putSave(kv, kept, save).ok) return null
      const p = rs.position
      const state = timeline().at(p)
      rs.live()
      g.restore({
        scenarioId: g.scenarioId,
        seed: g.seed,
        state,
        commands: g.commands.slice(0, p),
        log: g.log.slice(0, p),
      })
      return kept
    },
  }
}
