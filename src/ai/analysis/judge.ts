// One decision judged: the player's choice against the computer's at the same point, in expected strength points.
//
// Attacks (and the end of a combat phase): the expected swing of the attack, enemy's loss − own loss, each the
// middle of the coach's exact bounds (Coach.attackConsequences, WIN.1 front values); ending combat is 0. These are
// expectations over the dice: the rolled result never enters.
//
// Movement phases and pending choices (retreat, advance, exchange): evaluate() of the position after the player's
// commands and after the computer's. evaluate's unit is one strength point of what the side weighs most (WEIGHTS:
// an enemy point for the French, an own point for the Russians, weight 1 each), its other terms (losses at other
// weights, demoralized units, the WIN.2 band, the danger of units on the influence maps) are in the same unit; so
// its difference is read as SP-equivalents without scaling.
import { apply, Coach, type Command, type Ctx, type GameState, otherSide, type Side } from '../../engine'
import { decide } from '../decide'
import { evaluate } from '../evaluate'
import {
  ANALYSIS_SEED,
  type AnalysisOptions,
  type AttackFigures,
  type Choice,
  type Decision,
  gradeOf,
  type JudgedDecision,
} from './types'

const mid = (b: Coach.Bounds): number => (Coach.fractionValue(b.low) + Coach.fractionValue(b.high)) / 2

/** The coach's expected figures of an attack or fire command by `side`, or null when it is none (or refused). */
export function attackFigures(ctx: Ctx, state: GameState, cmd: Command, side: Side): AttackFigures | null {
  const planned =
    cmd.type === 'attack'
      ? { defender: cmd.defender, attackers: cmd.attackers, batteries: cmd.batteries ?? [] }
      : cmd.type === 'fire'
        ? { defender: cmd.target, batteries: cmd.batteries }
        : null
  if (!planned) return null
  const a = Coach.attackConsequences(ctx, state, planned)
  if (!a.ok) return null
  const c = a.consequences
  return {
    enemyLost: mid(c.lost[otherSide(side)]),
    ownLost: mid(c.lost[side]),
    destroy: Coach.fractionValue(c.defender.destroyed),
    defender: planned.defender,
  }
}

function combatChoice(ctx: Ctx, state: GameState, commands: Command[], side: Side): Choice {
  const attack = commands[0] ? attackFigures(ctx, state, commands[0], side) : null
  return { commands, value: attack ? attack.enemyLost - attack.ownLost : 0, attack }
}

function playOut(ctx: Ctx, state: GameState, commands: readonly Command[]): GameState | null {
  let s = state
  for (const c of commands) {
    const out = apply(ctx, s, c)
    if (!out.ok) return null
    s = out.state
  }
  return s
}

const same = (a: readonly Command[], b: readonly Command[]): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The commands the player gave for a decision (from the game's record). */
export function judge(ctx: Ctx, d: Decision, played: Command[], opts: AnalysisOptions): JudgedDecision {
  const level = opts.level ?? 'normal'
  const ai = decide(ctx, d.before, d.side, { level, seed: opts.seed ?? ANALYSIS_SEED })
  const base = { start: d.start, end: d.end, side: d.side, kind: d.kind, turn: d.turn }
  let playedChoice: Choice
  let best: Choice
  if (d.kind === 'attack' || d.kind === 'end-combat') {
    const first = ai.slice(0, 1)
    playedChoice = combatChoice(ctx, d.before, played, d.side)
    best = same(first, played) ? playedChoice : combatChoice(ctx, d.before, first, d.side)
  } else {
    const v = evaluate(ctx, d.after, d.side)
    playedChoice = { commands: played, value: v, attack: null }
    const after = same(ai, played) ? d.after : playOut(ctx, d.before, ai)
    best = { commands: ai, value: after ? evaluate(ctx, after, d.side) : v, attack: null }
  }
  // Rounded to hundredths, so that equal choices cost exactly 0 and the grades do not hang on the last bit.
  const loss = Math.max(0, Math.round((best.value - playedChoice.value) * 100) / 100)
  return { ...base, loss, grade: gradeOf(loss), played: playedChoice, best }
}
