// A play-by-mail game of «Фаланга» in the store: starting one (the opening file), joining one from an opening file,
// making this player's turn file, opening the other side's (checked whole first: receive.ts) and leaving the
// exchange to go on at one screen. The Phalanx store keeps the record (its `pbm` and `dice`), saved and autosaved
// with the game; the secrets, commits and seeds are src/core/exchange's, as in Borodino's.
import type { StoreApi } from 'zustand'
import type { Side } from '../../phalanx'
import { mySend, newLedger, openingFile, randomHex, send } from '../../core/exchange'
import { freeName, listSaves, putSave, stateDigest, type KV } from '../saves'
import type { PbmGame } from '../mail'
import { HUMANS, initialState, phalanxSaves, phSaveEntry, type PhGame, type PhOptions } from '../phalanx'
import { receivePh, type PhReceived } from './receive'
import {
  parsePhTurn,
  phTurnText,
  PH_TURN_EXTENSION,
  PH_TURN_FORMAT,
  PH_TURN_VERSION,
  type PhTurnFile,
  type PhTurnProblem,
} from './turnFile'
import { phMailStatus } from './status'

export interface PhMail {
  /** Starts a play-by-mail game with the options of the game in progress, as `side`; its opening file is then ready
   *  to send. Gives the name the game before was kept under when unsaved, or false when it could not be kept. */
  start(side: Side): Promise<{ kept: string | null } | false>
  /** The file to send now, made once this player's turn is over (or made before and not yet answered); else null. */
  outgoing(): Promise<{ name: string; text: string } | null>
  /** Marks the file to send as sent: after it was shared or downloaded, not when the player cancelled the sharing. */
  sent(): void
  /**
   * Opens a turn file: [] when done, else the problems, the game untouched. An opening file of another game joins it
   * only when asked (`join`: the dialog's «open the opponent's first file»); from the strip it is refused, so a stray
   * file never replaces the game in progress.
   */
  open(text: string, opts?: { join?: boolean }): Promise<PhTurnProblem[]>
  /** Leaves the exchange: the game goes on at one screen. */
  leave(): void
}

export interface PhMailOptions {
  kv: KV | null
  /** The name an unsaved game is kept under before a new one replaces it. */
  keepName: (g: PhGame) => string
  /** New secrets and game ids (tests give their own). */
  random?: () => string
  now?: () => string
}

const otherSide = (s: Side): Side => (s === 'south' ? 'north' : 'south')

export function createPhMail(store: StoreApi<PhGame>, opts: PhMailOptions): PhMail {
  const random = opts.random ?? (() => randomHex())
  const now = opts.now ?? (() => new Date().toISOString())

  /** Makes this player's next file when it is due, and keeps it as the outbox. */
  async function prepare(): Promise<void> {
    const g = store.getState()
    const p = g.pbm
    if (!p || !mySend(p.ledger) || phMailStatus(g).kind !== 'send') return
    const sent = await send(p.ledger, random)
    if (store.getState().pbm !== p) return // the game changed while hashing
    const n = sent.index
    const file: PhTurnFile = {
      format: PH_TURN_FORMAT,
      version: PH_TURN_VERSION,
      game: p.ledger.game,
      options: g.options,
      first: p.ledger.first as Side,
      file: n,
      side: p.ledger.me as Side,
      from: n >= 0 ? p.from : stateDigest(g.state),
      check: stateDigest(g.state),
      commands: n >= 0 ? g.commands.slice(p.start) : [],
      ...sent.fields,
      turn: g.state.ownTurn[g.state.setup.first],
      sentAt: now(),
    }
    const outbox = { index: n, text: phTurnText(file), sent: false }
    store.setState({ pbm: { ...p, ledger: sent.ledger, outbox } })
  }

  const fileName = (p: PbmGame, index: number): string =>
    `phalanx-${p.ledger.game.slice(0, 6)}-${String(index + 3).padStart(3, '0')}-${p.ledger.me}${PH_TURN_EXTENSION}`

  /** Keeps an unsaved game as a named save before a new one replaces it: its name, null when saved, false when the
   *  browser's storage refused it. */
  function keep(): string | null | false {
    const g = store.getState()
    g.leaveTutorial()
    if (!opts.kv || !store.getState().isUnsaved()) return null
    const list = phalanxSaves(opts.kv)
    const name = freeName(listSaves(list), opts.keepName(store.getState()))
    return putSave(list, name, phSaveEntry(store.getState().save())).ok ? name : false
  }

  /** A new game at a distance: the options, both sides people (each plays his own), the record. */
  function begin(options: PhOptions, pbm: PbmGame): void {
    store.getState().newGame(options, HUMANS)
    store.setState({ pbm, handoverFor: null, savedState: null })
  }

  /** Puts a received game in place. */
  function put(r: PhReceived): void {
    const pbm: PbmGame = { ledger: r.ledger, from: r.from, start: r.commands.length, outbox: null }
    store.setState({
      state: r.state,
      commands: r.commands,
      events: r.events,
      dice: r.dice,
      pbm,
      refusal: null,
      handoverFor: null,
    })
  }

  async function join(file: PhTurnFile): Promise<PhTurnProblem[]> {
    const initial = initialState(file.options)
    if (initial.side !== file.first) return [{ code: 'field', detail: `first: ${file.first}` }]
    const ledger = newLedger(file.game, otherSide(file.side), file.side, file.first, file.file)
    const r = await receivePh({ state: initial, commands: [], events: [], dice: [], ledger }, file)
    if (!r.ok) return [r.problem]
    if (keep() === false) return [{ code: 'broken', detail: 'the game in progress could not be kept' }]
    begin(file.options, { ledger: r.game.ledger, from: r.game.from, start: 0, outbox: null })
    put(r.game)
    await prepare()
    return []
  }

  return {
    async start(side) {
      const kept = keep()
      if (kept === false) return false
      const options = store.getState().options
      const first = initialState(options).side
      const ledger = newLedger(random(), side, otherSide(side), first, openingFile(side === first))
      begin(options, { ledger, from: stateDigest(initialState(options)), start: 0, outbox: null })
      await prepare()
      return { kept }
    },
    async outgoing() {
      await prepare()
      const p = store.getState().pbm
      if (!p?.outbox) return null
      return { name: fileName(p, p.outbox.index), text: p.outbox.text }
    },
    sent() {
      const p = store.getState().pbm
      if (p?.outbox && !p.outbox.sent) store.setState({ pbm: { ...p, outbox: { ...p.outbox, sent: true } } })
    },
    async open(text, { join: mayJoin = false } = {}) {
      try {
        const parsed = parsePhTurn(text)
        if (!parsed.ok) return [parsed.problem]
        const file = parsed.file
        const g = store.getState()
        const opening = file.file === openingFile(file.side === file.first)
        if (opening && g.pbm?.ledger.game !== file.game) {
          if (mayJoin) return await join(file)
          return [{ code: g.pbm ? 'other-game' : 'no-game' }]
        }
        if (!g.pbm) return [{ code: 'no-game' }]
        // The game's rules are fixed when it is joined: a file that names others is not this game's, whatever its id.
        const o = file.options
        const same =
          file.first === g.pbm.ledger.first &&
          o.first === g.options.first &&
          o.seed === g.options.seed &&
          o.randomDefence === g.options.randomDefence &&
          o.strategosCountsDoubleForBreak === g.options.strategosCountsDoubleForBreak
        if (!same) return [{ code: 'field', detail: 'options: not the game’s own' }]
        const r = await receivePh({ ...g, ledger: g.pbm.ledger }, file)
        if (!r.ok) return [r.problem]
        const after = store.getState()
        if (after.state !== g.state || after.pbm !== g.pbm)
          return [{ code: 'broken', detail: 'the game changed while the file was read' }]
        put(r.game)
        await prepare()
        return []
      } catch (e) {
        // A bug here must not take the game with it: the game is put in place only after every check passed.
        return [{ code: 'broken', detail: e instanceof Error ? e.message : String(e) }]
      }
    },
    leave() {
      if (store.getState().pbm) store.setState({ pbm: null })
    },
  }
}
