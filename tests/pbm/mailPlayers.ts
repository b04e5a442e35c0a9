// Two players of one play-by-mail game, each with his own store, exchanging turn files as text; the moves come from
// the random legal player of src/sim.
import { createGameStore } from '../../src/store/game/gameStore'
import { createMail, pbmStatus, type Mail } from '../../src/store/pbm'
import type { GameStore } from '../../src/store/game'
import type { Side } from '../../src/engine'
import { seededRand } from '../../src/core'
import { createRandomPlayer } from '../../src/sim'
import { realBundle } from '../../scripts/fuzz/realGame'
import type { StoreApi } from 'zustand'

export const bundle = realBundle()

export interface MailPlayer {
  side: Side
  store: StoreApi<GameStore>
  mail: Mail
}

/** Secrets from a seeded generator: the same test, the same secrets. */
export const seededHex = (seed: number): (() => string) => {
  const r = seededRand(seed)
  return () => Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16)).join('')
}

export function mailPlayer(side: Side, seed: number, scenarioId = 'historical'): MailPlayer {
  const store = createGameStore(bundle, null, { scenarioId, seed: 1812 })
  const mail = createMail(store, bundle, { kv: null, keepName: () => 'kept', random: seededHex(seed) })
  return { side, store, mail }
}

/** Plays this player's turn with the random player until it is over (the side to act changes, or the game ends). */
export function playTurn(p: MailPlayer, rand: () => number): void {
  const bot = createRandomPlayer(rand)
  for (let guard = 0; guard < 5000 && pbmStatus(p.store.getState()).kind === 'play'; guard++) {
    const g = p.store.getState()
    if (g.dispatch(bot.next(bundle.ctx, g.state))) continue
    if (!p.store.getState().dispatch({ type: 'endPhase' })) throw new Error(`stuck: ${g.refusal?.code}`)
  }
}

/** The file `from` has to send (made now when due), sent. */
export async function fileOf(from: MailPlayer): Promise<string> {
  const out = await from.mail.outgoing()
  if (!out) throw new Error(`${from.side} has nothing to send (${pbmStatus(from.store.getState()).kind})`)
  from.mail.sent()
  return out.text
}

/** One step of the exchange: whoever is to play plays, and whoever has a file due sends it to the other. */
export async function step(a: MailPlayer, b: MailPlayer, rand: () => number): Promise<string | null> {
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const) {
    const s = pbmStatus(p.store.getState()).kind
    if (s === 'play') playTurn(p, rand)
    if (pbmStatus(p.store.getState()).kind === 'send') {
      const text = await fileOf(p)
      const problems = await q.mail.open(text)
      if (problems.length) throw new Error(`${q.side} refused ${p.side}'s file: ${JSON.stringify(problems)}`)
      return text
    }
  }
  return null
}
