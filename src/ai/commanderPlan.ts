// Commanders in the movement phase, placed last: with the unit where what they add is worth most for what they
// risk there, never alone where the enemy can come next to them.
import {
  codeOf,
  commandsUnit,
  isCommanderOnMap,
  Movement,
  hexId,
  type CommanderState,
  type GameMap,
  type GameState,
  type Side,
} from '../engine'
import { distance, adjacentEnemy, reachBuffers, type OnMapUnit, type ReachBuffers } from '../engine/ai'
import type { Setup } from './attackSetup'
import { meleeableEnemies, type Board } from './board'
import { influenceOf } from './influence'
import { CAPTURE_FLOOR, captureChance, casualtyCost, worthOf, type CommanderWorth } from './commanderValue'
import { applyIsolation, isolationTable, type Choice } from './commanderSupport'
import { hasWayOut } from './commanderWayOut'
import { enemyFireReach, fireCaptureChance, type FireReach } from './fireReach'
import { boardAsPlanned } from './planBoard'
import { danger, dangerOdds, retreatRoom, roomless } from './position'
import { WEIGHTS } from './types'
import type { Work } from './work'

/** With a unit at all (a commander alone adds nothing); what he adds and risks there is counted on top. */
const WITH_UNIT = 10
/**
 * With a unit the enemy can reach next phase, for no gain worth the risk: kept below every safe unit in reach
 * whatever the main effort's pull (CMD.5, CMD.4), though above being alone where the enemy can reach. A French
 * commander is spared it for an attack set up for the unit when what he adds outweighs what he risks; a Russian one
 * only when the unit is also unlikely to be destroyed (RU_SETUP_CAPTURE): of 53 placements of a Russian commander
 * with a unit in the French reach, ten lost him in his own attack or the next French phase (Hard against Hard, 20
 * games).
 */
const EXPOSED = 5
/**
 * A Russian commander may join a counter-attack set up for his unit when what he adds outweighs what he risks and
 * the unit, where it stands before the attack, is unlikely to be destroyed in the French phase after it: its capture
 * chance under this. That chance is never counted under CAPTURE_FLOOR.fr where the French can reach (0 out of their
 * reach; batteries never attack), so this admits only what the danger model itself gives under 0.16.
 * Of those 53 placements, the ones with a capture chance under 0.16 lost one Russian commander in 19, those from 0.16
 * to 0.3 one in 10, those of 0.3 or more eight in 24. Measured in 100 Hard-Hard games: 0.2 and 0.16 gave the same
 * Russian loss (48.8%), 0.16 fewer commanders lost (0.38 a game against 0.44; 0.29 when none joined).
 */
export const RU_SETUP_CAPTURE = CAPTURE_FLOOR.fr + 0.01
/** Among units in the enemy's reach, this many points for a certain loss (CMD.5): the least endangered first. */
const LEAST_DANGER = 10
/** Each other commander already with the unit: a little less welcome there. */
const CROWD = 0.5
/** Alone out of the enemy's reach: safe, but of no use until he joins a unit again. */
const ALONE_SAFE = WITH_UNIT - 3
/**
 * Alone nearer the enemy than ALONE_NEAR hexes: NEAR_ALONE less safe a hex (any enemy unit that comes next to
 * him takes him; cavalry moves six hexes, and our combat may still open it a way).
 */
const ALONE_NEAR = 8
const NEAR_ALONE = 0.5
/** With a unit out of the enemy's reach but nearer than HOST_NEAR hexes: NEAR_HOST less safe a hex. */
const HOST_NEAR = 5
const NEAR_HOST = 0.3
/** Alone where an enemy unit can come next to him: captured (CMD.5). Only when nothing else is left. */
const ALONE_EXPOSED = -100
/**
 * Out of the enemy's projected reach, but where he can come within two hexes: a retreat or an advance after combat
 * (CBT.9–10), or a way our own combat opens, brings him one hex further. Alone that takes the commander (five
 * Russian commanders alone in one hex were taken so by one French cavalry unit's retreat, Hard against Hard).
 * With a unit it made no difference: none of 2,669 such placements lost a Russian commander in those games. This and
 * the two below hold for both sides; the French commanders are seldom alone near the enemy.
 */
const ALONE_MARGIN = 3
/**
 * Alone within CLOSE hexes of an enemy unit, though out of his projected reach: that reach counts his units pinned
 * in our zones as unable to move, and our own combat may free them. Of 20 such placements of a Russian commander, six
 * lost him in the next French phase (Hard against Hard, 20 games, after the first of these corrections); farther
 * off, none of 298.
 */
const CLOSE = 3
const ALONE_CLOSE = 6
/** Each other commander alone in the same hex: one enemy unit next to it takes them all (CMD.5). */
const CROWD_ALONE = 1.5
/**
 * A battery as his unit, only when no other is as good: it defends weakest and, limbered by an attack, is destroyed
 * with nowhere to go (CBT.9); two Russian army commanders with one battery were caught by one cavalry unit.
 */
const BATTERY_HOST = 1
/**
 * Where he could not leave next phase for a hex out of the enemy's reach (commanderWayOut.ts): a pocket, safe now,
 * that the enemy closes first. Only the best few hexes are tried (a move search each).
 */
const POCKET = 4
const POCKET_TRIES = 4

/**
 * CMD.1–5: each commander goes to the unit where what he adds (his rating in the attack it makes, in its
 * defence, his holds and rallies) less what he risks there (captured if it is destroyed, a casualty roll after
 * each combat it fights) is worth most, near the main effort; never alone where the enemy can reach him.
 */
export function placeCommanders(b: Board, w: Work, committed: Map<string, Setup>, mainEffort: number): void {
  const map = b.map
  const side = b.side
  // The enemy's reach as our units now stand: their moves opened or closed ways, and commanders' moves change
  // nothing of it (the scratch state's units are the same for every commander below).
  const reach = influenceOf(b.ctx, w.s, b.enemy, b.gunsMove)
  // Our units stand where the plan put them, and commanders change nothing of that: where his batteries can fire once
  // moved, and how far apart from the army each hex is (commanderSupport.ts).
  const planned = boardAsPlanned(b, w.s, reach)
  const fire = enemyFireReach(planned, reach)
  const isolation = isolationTable(planned)
  // The way-out searches' tables, one set for every commander (bestWithWayOut).
  const buffers = reachBuffers(b.ctx)
  for (const c0 of Object.values(w.s.commanders)) {
    if (c0.side !== side || !isCommanderOnMap(c0)) continue
    // Read again: placing an earlier commander changed the scratch state.
    const c = w.s.commanders[c0.id]!
    const now = boardAsPlanned(b, w.s, reach)
    const occ = now.occ
    const cw = worthOf(w.s, c.id)
    const others = otherCommanders(w.s, side, c.id, map)
    const r = Movement.commanderReach(b.ctx, w.s, c, occ)
    const origin = c.hex === null ? -1 : hexId(map, c.hex)
    const army = c.commands.corps === undefined
    const scored: Choice[] = []
    const consider = (h: number): void => {
      // h is a hex id: unitAt holds -1 or an index into occ.units.
      const i = occ.unitAt[h]!
      let s: number
      let risky: boolean
      if (i >= 0 && occ.units[i]!.side === side) {
        const v = hostValue(now, fire, c, cw, occ.units[i]!, h, committed)
        // A unit in the enemy's reach is penalised unless an attack is set up from it and what he adds there
        // outweighs what he risks (CMD.4–5); a Russian one only when the unit is also unlikely to be destroyed.
        const spared = v.joinsSetup && v.value > 0 && (side === 'fr' || v.capture < RU_SETUP_CAPTURE)
        const risks = v.exposed && !spared
        s = WITH_UNIT + v.value - (risks ? EXPOSED + LEAST_DANGER * v.capture : 0)
        // Out of the enemy's reach as projected, the farther the safer (our combat still opens ways).
        if (!v.exposed) s -= NEAR_HOST * Math.max(0, HOST_NEAR - b.enemyDist[h]!)
        if (occ.units[i]!.type === 'artillery') s -= BATTERY_HOST
        risky = v.exposed
        // Not every commander in one basket: a unit destroyed next to the enemy takes all of them (CMD.5).
        s -= CROWD * (others.get(h) ?? 0)
        if (army && b.zoc[b.enemy][h]) s -= 2
        // Near the main effort, where his rating will count next (alone he adds nothing anywhere).
        if (mainEffort >= 0) s -= 0.25 * distance(map.geo, h, mainEffort)
      } else {
        // Alone: any enemy unit that comes next to him takes him, though a forest or a river side stops its melee
        // (CMD.5 asks only for a unit next to him), and the enemy's reach is only a projection (our combat still
        // moves units and opens ways): the nearer the enemy, the less safe.
        const t = now.threat[b.enemy][h]!
        risky = t > 0 || fire.nextTo(h)
        s = risky ? ALONE_EXPOSED - t : ALONE_SAFE - NEAR_ALONE * Math.max(0, ALONE_NEAR - b.enemyDist[h]!)
        if (!risky && withinTwo(fire, now, h)) s -= ALONE_MARGIN
        if (!risky && b.enemyDist[h]! <= CLOSE) s -= ALONE_CLOSE
        s -= CROWD_ALONE * (others.get(h) ?? 0)
      }
      if (h === origin) s += 0.2
      scored.push({ h, s, risky, iso: risky ? 0 : isolation(h) })
    }
    // origin is a hex id: c0 is on the map, and only this commander's own move changes his hex.
    const originOk =
      occ.unitAt[origin]! >= 0
        ? occ.units[occ.unitAt[origin]!]!.side === side
        : !adjacentEnemy(b.ctx, occ, side, origin)
    if (originOk) consider(origin)
    for (const h of r.ends) consider(h)
    applyIsolation(scored)
    const bestH = bestWithWayOut(now, w.s, c, scored, buffers)
    if (bestH < 0 || bestH === origin) continue
    const path = Movement.pathTo(r, bestH)
    if (path) w.do({ type: 'moveCommander', commander: c.id, path: path.map((h) => codeOf(map, h)) })
  }
}

/**
 * The best hex, the best few judged for a way out next phase (POCKET) and the rest taken at their scores: -1 when
 * there is none.
 */
function bestWithWayOut(now: Board, s: GameState, c: CommanderState, scored: Choice[], buffers: ReachBuffers): number {
  scored.sort((a, b) => b.s - a.s)
  let best = -1
  let bestS = -Infinity
  let tries = 0
  for (const x of scored) {
    // Best first: once one scores no more than the best so far, none after it can.
    if (x.s <= bestS) break
    const judged = tries++ < POCKET_TRIES
    const score = judged && !hasWayOut(now, s, c, x.h, buffers) ? x.s - POCKET : x.s
    if (score > bestS) {
      bestS = score
      best = x.h
    }
    if (!judged) break
  }
  return best
}

/**
 * What the commander adds with this unit less what he risks with it, in his side's weighted strength points,
 * and whether the enemy can reach the unit in his next phase.
 */
function hostValue(
  b: Board,
  fire: FireReach,
  c: CommanderState,
  cw: CommanderWorth,
  u: OnMapUnit,
  h: number,
  committed: Map<string, Setup>,
): { value: number; exposed: boolean; joinsSetup: boolean; capture: number } {
  const mine = commandsUnit(c, u)
  const help = mine ? c.rating : 0
  // CMD.5: a unit destroyed with the enemy next to it takes him with it, by the enemy's attack or his fire.
  const capture = Math.max(captureChance(b, u, h, help), fireCaptureChance(b, fire, u, h, help))
  const exposed = b.threat[b.enemy][h]! > 0 || capture > 0
  let v = -capture * cw.worth
  // Not of his command: he adds nothing to it and never rolls for it.
  if (!mine) return { value: v, exposed, joinsSetup: false, capture }
  // Ready to add his rating to his own units' next combats.
  v += 0.3
  const odds = dangerOdds(b, u, h, u.side, help)
  // CMD.1–2: his rating in its defence, and his hold: the danger it no longer stands in.
  v += danger(b, u, h) - danger(b, u, h, u.side, help)
  // CMD.3: +1 to the rally roll of a demoralized unit of his command.
  if (u.demoralized) v += 1.5
  // CMD.1 in the attack set up for it this phase, worth what his rating adds to that attack's value, less his
  // capture if the attack destroys the unit: AE, or A1/A2 with no room behind it (CBT.9, CMD.5).
  const setup = committed.get(u.id)
  if (setup) {
    v += setup.bonus(c.rating)
    v -= (setup.pAE + setup.pPushed * roomless(retreatRoom(b, h, u.id))) * cw.worth
  }
  // CMD.4: a casualty roll after every combat the unit takes part in — the attack set up for it or one it must
  // make (CBT.3), a battery's fire, an enemy attack in the next phase.
  const attacks = setup || mustAttack(b, u, h) ? 1 : 0
  const fires = u.type === 'artillery' && !u.limbered && b.enemyDist[h]! <= 3 ? 1 : 0
  const attacked = exposed ? Math.min(1, 0.25 + 2 * (odds.pLoss + odds.pDem)) : 0
  v -= (attacks + fires + attacked) * casualtyCost(cw, WEIGHTS[u.side].ownDemoralized)
  // Exposed too when it must attack or fire (a casualty roll); only an attack set up for him may be worth that risk
  // (a forced attack is made whether he is there or not).
  return { value: v, exposed: exposed || attacks + fires > 0, joinsSetup: setup !== undefined, capture }
}

/** Whether an enemy unit can come next to a hex next to `h` in his next phase (within two hexes of it). */
function withinTwo(fire: FireReach, b: Board, h: number): boolean {
  for (let k = 0; k < 6; k++) {
    const n = b.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    if (n >= 0 && fire.nextTo(n)) return true
  }
  return false
}

/** How many other commanders of the side stand in each hex (hex id → count), read once per commander placed. */
function otherCommanders(s: GameState, side: Side, except: string, map: GameMap): Map<number, number> {
  const n = new Map<number, number>()
  for (const id in s.commanders) {
    const o = s.commanders[id]! // a key of the record itself
    if (id === except || o.side !== side || o.status !== 'active' || o.hex === null) continue
    const h = hexId(map, o.hex)
    n.set(h, (n.get(h) ?? 0) + 1)
  }
  return n
}

/** CBT.3: a unit in good order standing in the enemy's zone next to an enemy it could melee must attack. */
function mustAttack(b: Board, u: OnMapUnit, h: number): boolean {
  if (u.type === 'artillery' || u.demoralized || !b.zoc[b.enemy][h]) return false
  return meleeableEnemies(b.ctx, b.occ, u.side, h).length > 0
}
