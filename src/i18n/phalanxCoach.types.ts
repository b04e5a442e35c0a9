// The shape of the Phalanx coach's words — the hint's lines and an attack's consequences — the same in both languages.
// The facts come from src/phalanx/coach; a chance is given as text ("5/6"), a list of units already named.
import type { Phase, Side } from '../phalanx'

export interface PhalanxCoachStrings {
  /** A side in the genitive (Юга, Севера), as «losses of …» needs it. */
  sideOf: Record<Side, string>
  hint: {
    move: (who: string, from: string, to: string) => string
    leave: (who: string, to: string, facing: string | null) => string
    face: (who: string, facing: string) => string
    attack: (target: string, attackers: string, strength: number, defence: number) => string
    endPhase: Record<Phase, string>
    draw: string
    /** Enemy units in the unit's front after the command: it may attack them this turn (PH-CBT.2). */
    strikes: (names: string) => string
    /** The plan's attack the unit joins, and its result (a chance as text, or null for a sure rout / none). */
    joins: (target: string, strength: number, defence: number, result: string) => string
    /** The attack the enemy could bring on it next turn, by the computer's reckoning, against its defence. */
    danger: (strength: number, defence: number) => string
    campLeft: (n: number) => string
    bestLeft: (target: string, strength: number, defence: number) => string
    couldRout: (target: string, strength: number, defence: number) => string
    noTargets: string
    /** The plan's attacks this turn: the units it routs and the points of those routed for certain (null: none). */
    plan: (routs: string, points: number | null) => string
    planNone: string
  }
  cq: {
    title: string
    /** An attack's result, exact: sure, never, or a chance. */
    sure: string
    never: string
    chance: (p: string) => string
    safe: string
    when: string
    /** PH-OPT.1's die: each case's faces, the defence it gives and whether it routs. */
    die: (faces: string, defence: number, routs: boolean) => string
    dieTitle: string
    routed: (unit: string, hex: string, later: boolean) => string
    holds: (unit: string) => string
    spent: (unit: string, attackers: string) => string
    spare: (spare: number, units: string, n: number) => string
    short: (need: number) => string
    more: (units: string, strength: number) => string
    noMore: string
    losses: (side: string, before: number, after: number, points: number, double: boolean) => string
    lastTurn: (side: string) => string
    score: (side: string, before: number, after: number) => string
    /** A chance added to a line that holds only with it. */
    withChance: (p: string) => string
  }
}
