// A Borodino game played by mail: the shared exchange (../mail) bound to the game store — its turn file's own fields
// (scenario, seed), the engine's replay of a file, and a new game started or joined as a link's game starts (the game
// before kept when unsaved). The game store keeps the record (its `pbm` and `dice`), saved and autosaved with it.
import type { StoreApi } from 'zustand'
import { actingSide, isGameOver, otherSide, type Refusal, type Side } from '../../engine'
import { randomHex } from '../../core/exchange'
import { stateDigest, type KV } from '../saves'
import { createExchange, newMailRecord, type MailExchange, type PbmGame } from '../mail'
import { encodeCommand, HUMANS, startLinkGame, type Bundle, type GameStore } from '../game'
import { receive, type Received } from './receive'
import { parseTurn, turnText, TURN_EXTENSION, TURN_FORMAT, TURN_VERSION, type TurnFile } from './turnFile'
import { pbmStatus } from './status'

export interface Mail extends MailExchange<Refusal> {
  /** Starts a play-by-mail game of the scenario in progress as `side`; its opening file is then ready to send. Gives
   *  the name the game before was kept under when it was unsaved, or false when it could not be kept. */
  start(side: Side): Promise<{ kept: string | null } | false>
}

export interface MailOptions {
  kv: KV | null
  /** The name an unsaved game is kept under before a new one replaces it. */
  keepName: (g: GameStore) => string
  /** New secrets and game ids (tests give their own). */
  random?: () => string
  now?: () => string
}

export function createMail(store: StoreApi<GameStore>, bundle: Bundle, opts: MailOptions): Mail {
  const random = opts.random ?? (() => randomHex())
  const now = opts.now ?? (() => new Date().toISOString())
  const get = () => store.getState()

  const exchange = createExchange<Side, TurnFile, Received, Refusal>(
    {
      prefix: 'borodino',
      extension: TURN_EXTENSION,
      other: otherSide,
      pbm: () => get().pbm,
      // The exchange's record is part of the game's save: a named save without its latest secrets cannot go on.
      setPbm: (pbm) => store.setState({ pbm, savedState: null }),
      due: () => pbmStatus(get()).kind === 'send',
      position: () => get().state,
      fileText(common, p) {
        const g = get()
        return turnText({
          format: TURN_FORMAT,
          version: TURN_VERSION,
          ...common,
          scenarioId: g.scenarioId,
          seed: g.seed,
          commands: common.file >= 0 ? g.commands.slice(p.start).map((c) => encodeCommand(bundle.map, c)) : [],
          turn: g.state.turn,
          sentAt: now(),
        })
      },
      parse: parseTurn,
      differs: (file, p) =>
        file.first !== p.ledger.first || file.scenarioId !== get().scenarioId || file.seed !== get().seed
          ? 'scenario: not the game’s own'
          : null,
      receive: (ledger, file) => receive(bundle, { ...get(), ledger }, file),
      async receiveNew(ledger, file) {
        const initial = bundle.newGame(file.scenarioId, file.seed)
        if (!initial) return { ok: false, problem: { code: 'unknown-scenario', detail: file.scenarioId } }
        if (actingSide(initial) !== file.first)
          return { ok: false, problem: { code: 'field', detail: `first: ${file.first}` } }
        return receive(bundle, { state: initial, commands: [], log: [], dice: [], ledger }, file)
      },
      replace: (file) => startLinkGame(store, opts.kv, file.scenarioId, file.seed, opts.keepName, HUMANS).started,
      put(r, handover) {
        // The other side's turn is shown as the hand-over replay shows a turn.
        const g = get()
        const pbm: PbmGame = { ledger: r.ledger, from: r.from, start: r.commands.length, outbox: null }
        // Whatever the hide-the-board setting: at a distance nothing is hidden, but the other side's turn is to be seen.
        const show = handover && r.added > 0 && g.mode === 'game' && !isGameOver(r.state)
        store.setState({
          state: r.state,
          commands: r.commands,
          log: r.log,
          dice: r.dice,
          pbm,
          undoStack: [],
          undoBlock: 'phase',
          refusal: null,
          savedState: null,
          handoverFor: show ? (r.ledger.me as Side) : null,
        })
      },
    },
    random,
  )

  return {
    ...exchange,
    async start(side) {
      const g = get()
      const started = startLinkGame(store, opts.kv, g.scenarioId, g.seed, opts.keepName, HUMANS)
      if (!started.started) return false
      const s = get().state
      const pbm = newMailRecord(random, side, otherSide(side), actingSide(s), stateDigest(s))
      // Unsaved from its first file on: the exchange's secrets are in no save yet.
      store.setState({ pbm, handoverFor: null, savedState: null })
      await exchange.prepare()
      return { kept: started.kept }
    },
  }
}
