// A play-by-mail game in the store: starting one (the opening file), joining one from an opening file, making this
// player's turn file, opening the other side's (checked whole first: receive.ts) and leaving the exchange to go on at
// one screen. The game store keeps the record (its `pbm` and `dice`), saved and autosaved with the game.
import type { StoreApi } from 'zustand'
import { actingSide, isGameOver, otherSide, type Side } from '../../engine'
import { mySend, newLedger, openingFile, randomHex, send } from '../../core/exchange'
import { stateDigest, type KV } from '../saves'
import { encodeCommand, HUMANS, startLinkGame, type Bundle, type GameStore, type PbmGame } from '../game'
import { receive, type Received } from './receive'
import { parseTurn, turnText, TURN_EXTENSION, TURN_FORMAT, TURN_VERSION, type TurnFile } from './turnFile'
import { pbmStatus } from './status'
import type { TurnProblem } from './problems'

export interface Mail {
  /** Starts a play-by-mail game of the scenario in progress as `side`; its opening file is then ready to send. Gives
   *  the name the game before was kept under when it was unsaved, or false when it could not be kept. */
  start(side: Side): Promise<{ kept: string | null } | false>
  /** The file to send now, made once this player's turn is over (or made before and not yet answered); else null. */
  outgoing(): Promise<{ name: string; text: string } | null>
  /** Marks the file to send as sent: after it was shared or downloaded, not when the player cancelled the sharing. */
  sent(): void
  /**
   * Opens a turn file: [] when done, else the problems, the game untouched. An opening file of another game joins it
   * only when asked (`join`: the dialog's «open the opponent's first file»); from the strip over the board it is
   * refused, so a stray file never replaces the game in progress.
   */
  open(text: string, opts?: { join?: boolean }): Promise<TurnProblem[]>
  /** Leaves the exchange: the game goes on at one screen, its dice as they fell. */
  leave(): void
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

  /** Makes this player's next file when it is due, and keeps it as the outbox. */
  async function prepare(): Promise<void> {
    const g = store.getState()
    const p = g.pbm
    if (!p || !mySend(p.ledger) || pbmStatus(g).kind !== 'send') return
    const sent = await send(p.ledger, random)
    if (store.getState().pbm !== p) return // the game changed while hashing
    const n = sent.index
    const file: TurnFile = {
      format: TURN_FORMAT,
      version: TURN_VERSION,
      game: p.ledger.game,
      scenarioId: g.scenarioId,
      seed: g.seed,
      first: p.ledger.first as Side,
      file: n,
      side: p.ledger.me as Side,
      from: n >= 0 ? p.from : stateDigest(g.state),
      check: stateDigest(g.state),
      commands: n >= 0 ? g.commands.slice(p.start).map((c) => encodeCommand(bundle.map, c)) : [],
      ...sent.fields,
      turn: g.state.turn,
      sentAt: now(),
    }
    const outbox = { index: n, text: turnText(file), sent: false }
    store.setState({ pbm: { ...p, ledger: sent.ledger, outbox } })
  }

  const fileName = (p: PbmGame, index: number): string =>
    `borodino-${p.ledger.game.slice(0, 6)}-${String(index + 3).padStart(3, '0')}-${p.ledger.me}${TURN_EXTENSION}`

  /** Puts a received game in place: the other side's turn is shown as the hand-over replay shows a turn. */
  function put(r: Received, handover: boolean): void {
    const g = store.getState()
    const me = r.ledger.me as Side
    const pbm: PbmGame = { ledger: r.ledger, from: r.from, start: r.commands.length, outbox: null }
    const show = handover && r.added > 0 && g.handoverEnabled && g.mode === 'game' && !isGameOver(r.state)
    store.setState({
      state: r.state,
      commands: r.commands,
      log: r.log,
      dice: r.dice,
      pbm,
      undoStack: [],
      undoBlock: 'phase',
      refusal: null,
      handoverFor: show ? me : null,
    })
  }

  async function join(file: TurnFile): Promise<TurnProblem[]> {
    const initial = bundle.newGame(file.scenarioId, file.seed)
    if (!initial) return [{ code: 'unknown-scenario', detail: file.scenarioId }]
    if (actingSide(initial) !== file.first) return [{ code: 'field', detail: `first: ${file.first}` }]
    const me = otherSide(file.side)
    const ledger = newLedger(file.game, me, file.side, file.first, file.file)
    const r = await receive(bundle, { state: initial, commands: [], log: [], dice: [], ledger }, file)
    if (!r.ok) return [r.problem]
    const started = startLinkGame(store, opts.kv, file.scenarioId, file.seed, opts.keepName, HUMANS)
    if (!started.started) return [{ code: 'broken', detail: 'the game in progress could not be kept' }]
    put(r.game, false)
    await prepare()
    return []
  }

  return {
    async start(side) {
      const g = store.getState()
      const started = startLinkGame(store, opts.kv, g.scenarioId, g.seed, opts.keepName, HUMANS)
      if (!started.started) return false
      const s = store.getState().state
      const first = actingSide(s)
      const ledger = newLedger(random(), side, otherSide(side), first, openingFile(side === first))
      store.setState({ pbm: { ledger, from: stateDigest(s), start: 0, outbox: null }, handoverFor: null })
      await prepare()
      return { kept: started.kept }
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
        const parsed = parseTurn(text)
        if (!parsed.ok) return [parsed.problem]
        const file = parsed.file
        const g = store.getState()
        const opening = file.file === openingFile(file.side === file.first)
        if (opening && g.pbm?.ledger.game !== file.game) {
          if (mayJoin) return await join(file)
          return [{ code: g.pbm ? 'other-game' : 'no-game' }]
        }
        if (!g.pbm) return [{ code: 'no-game' }]
        const r = await receive(bundle, { ...g, ledger: g.pbm.ledger }, file)
        if (!r.ok) return [r.problem]
        const after = store.getState()
        if (after.state !== g.state || after.pbm !== g.pbm)
          return [{ code: 'broken', detail: 'the game changed while the file was read' }]
        put(r.game, true)
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
