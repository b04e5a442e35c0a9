// A game of «Фаланга» played by mail: the shared exchange (../mail) bound to the Phalanx store — its turn file's own
// fields (the game's options), the Phalanx replay of a file, and a new game started or joined with the game before
// kept when unsaved. The Phalanx store keeps the record (its `pbm` and `dice`), saved and autosaved with the game.
import type { StoreApi } from 'zustand'
import type { PhRefusal, Side } from '../../phalanx'
import { randomHex } from '../../core/exchange'
import { freeName, listSaves, putSave, stateDigest, type KV } from '../saves'
import { createExchange, newMailRecord, type MailExchange, type PbmGame } from '../mail'
import { HUMANS, initialState, phalanxSaves, phSaveEntry, type PhGame, type PhOptions } from '../phalanx'
import { receivePh, type PhReceived } from './receive'
import {
  parsePhTurn,
  phTurnText,
  PH_TURN_EXTENSION,
  PH_TURN_FORMAT,
  PH_TURN_VERSION,
  type PhTurnFile,
} from './turnFile'
import { phMailStatus } from './status'

export interface PhMail extends MailExchange<PhRefusal> {
  /** Starts a play-by-mail game with the options of the game in progress, as `side`; its opening file is then ready
   *  to send. Gives the name the game before was kept under when unsaved, or false when it could not be kept. */
  start(side: Side): Promise<{ kept: string | null } | false>
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

/** Whether a file names the rules the game was started with. */
const sameRules = (a: PhOptions, b: PhOptions): boolean =>
  a.first === b.first &&
  a.seed === b.seed &&
  a.randomDefence === b.randomDefence &&
  a.strategosCountsDoubleForBreak === b.strategosCountsDoubleForBreak

export function createPhMail(store: StoreApi<PhGame>, opts: PhMailOptions): PhMail {
  const random = opts.random ?? (() => randomHex())
  const now = opts.now ?? (() => new Date().toISOString())
  const get = () => store.getState()

  /** Keeps an unsaved game as a named save before a new one replaces it: its name, null when saved, false when the
   *  browser's storage refused it. */
  function keep(): string | null | false {
    get().leaveTutorial()
    if (!opts.kv || !get().isUnsaved()) return null
    const list = phalanxSaves(opts.kv)
    const name = freeName(listSaves(list), opts.keepName(get()))
    return putSave(list, name, phSaveEntry(get().save())).ok ? name : false
  }

  /** A new game at a distance: the options, both sides people (each plays his own), the record. */
  function begin(options: PhOptions, pbm: PbmGame | null): void {
    get().newGame(options, HUMANS)
    store.setState({ pbm, handoverFor: null, savedState: null })
  }

  const exchange = createExchange<Side, PhTurnFile, PhReceived, PhRefusal>(
    {
      prefix: 'phalanx',
      extension: PH_TURN_EXTENSION,
      other: otherSide,
      pbm: () => get().pbm,
      // The exchange's record is part of the game's save: a named save without its latest secrets cannot go on.
      setPbm: (pbm) => store.setState({ pbm, savedState: null }),
      due: () => phMailStatus(get()).kind === 'send',
      position: () => get().state,
      fileText(common, p) {
        const g = get()
        return phTurnText({
          format: PH_TURN_FORMAT,
          version: PH_TURN_VERSION,
          ...common,
          options: g.options,
          commands: common.file >= 0 ? g.commands.slice(p.start) : [],
          turn: g.state.ownTurn[g.state.setup.first],
          sentAt: now(),
        })
      },
      parse: parsePhTurn,
      differs: (file, p) =>
        file.first === p.ledger.first && sameRules(file.options, get().options) ? null : 'options: not the game’s own',
      receive: (ledger, file) => receivePh({ ...get(), ledger }, file),
      async receiveNew(ledger, file) {
        const initial = initialState(file.options)
        if (initial.side !== file.first)
          return { ok: false, problem: { code: 'field', detail: `first: ${file.first}` } }
        return receivePh({ state: initial, commands: [], events: [], dice: [], ledger }, file)
      },
      replace(file) {
        if (keep() === false) return false
        // The record is the received game's, put in place next (put).
        begin(file.options, null)
        return true
      },
      put(r) {
        const pbm: PbmGame = { ledger: r.ledger, from: r.from, start: r.commands.length, outbox: null }
        store.setState({
          state: r.state,
          commands: r.commands,
          events: r.events,
          dice: r.dice,
          pbm,
          refusal: null,
          savedState: null,
          handoverFor: null,
        })
      },
    },
    random,
  )

  return {
    ...exchange,
    async start(side) {
      const kept = keep()
      if (kept === false) return false
      const options = get().options
      const first = initialState(options).side
      begin(options, newMailRecord(random, side, otherSide(side), first, stateDigest(initialState(options))))
      await exchange.prepare()
      return { kept }
    },
  }
}
