// Two players of one play-by-mail game of «Фаланга», each with his own store, exchanging turn files as text; the
// moves come from the random legal player of src/phalanx/sim.
import type { StoreApi } from 'zustand'
import { seededRand } from '../../src/core'
import { randomCommand } from '../../src/phalanx/sim/randomPlayer'
import type { Side } from '../../src/phalanx'
import { createPhalanxStore, ctx, type PhGame } from '../../src/store/phalanx'
import { memoryStorage } from '../../src/store/game/save/slots'
import type { KV } from '../../src/store/saves'
import { createPhMail, phMailStatus, type PhMail } from '../../src/store/phalanxMail'

export interface PhMailPlayer {
  side: Side
  store: StoreApi<PhGame>
  mail: PhMail
  kv: KV
}

/** Secrets from a seeded generator: the same test, the same secrets. */
export const seededHex = (seed: number): (() => string) => {
  const r = seededRand(seed)
  return () => Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16)).join('')
}

export function phMailPlayer(side: Side, seed: number, randomDefence: boolean): PhMailPlayer {
  const kv = memoryStorage()
  const store = createPhalanxStore(kv, null)
  store.getState().newGame({ randomDefence, seed: 7 })
  const mail = createPhMail(store, { kv, keepName: () => 'kept', random: seededHex(seed) })
  return { side, store, mail, kv }
}

/** Plays this player's turn with the random player until it is over (the side changes, or the game ends). It attacks
 *  seldom, so that a game lasts the tens of turns a test exchanges. */
export function playTurn(p: PhMailPlayer, rand: () => number): void {
  for (let guard = 0; guard < 2000 && phMailStatus(p.store.getState()).kind === 'play'; guard++) {
    const g = p.store.getState()
    if (g.dispatch(randomCommand(ctx, g.state, rand, { attackChance: 0.1 }))) continue
    if (!p.store.getState().dispatch({ type: 'endPhase' })) throw new Error(`stuck: ${g.refusal?.code}`)
  }
}

/** The file `from` has to send (made now when due). */
export async function fileOf(from: PhMailPlayer): Promise<string> {
  const out = await from.mail.outgoing()
  if (!out) throw new Error(`${from.side} has nothing to send (${phMailStatus(from.store.getState()).kind})`)
  from.mail.sent()
  return out.text
}

/** One step of the exchange: whoever is to play plays, and whoever has a file due sends it to the other. */
export async function step(a: PhMailPlayer, b: PhMailPlayer, rand: () => number): Promise<string | null> {
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const) {
    if (phMailStatus(p.store.getState()).kind === 'play') playTurn(p, rand)
    if (phMailStatus(p.store.getState()).kind === 'send') {
      const text = await fileOf(p)
      const problems = await q.mail.open(text)
      if (problems.length) throw new Error(`${q.side} refused ${p.side}'s file: ${JSON.stringify(problems)}`)
      return text
    }
  }
  return null
}
