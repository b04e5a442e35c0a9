// The computer opponent's vocabulary: levels, options and the weights its judgement runs on.
import type { Side } from '../engine'

export type AiLevel = 'easy' | 'normal' | 'hard'
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard']

export interface AiOptions {
  level: AiLevel
  /** The AI's own seed: its noise and its simulation dice come from it, never from the game's dice. */
  seed: number
  /** Hard only: how many short simulations the plan search may run for one decision. */
  budget?: number
  /** Tuning (scripts/tune-ai.ts): the planner's knobs instead of the level's; the level still picks the search. */
  params?: PlanParams
}

/** Default simulation budget of the Hard plan search (plans × simulations each). */
export const DEFAULT_HARD_BUDGET = 32

/**
 * How a side weighs strength points won and lost. The French win only by Russian losses (WIN.1),
 * so their own losses count for less; the Russians guard every point of their 314.
 */
export interface Weights {
  enemyKill: number
  ownLoss: number
  enemyDemoralized: number
  ownDemoralized: number
}

export const WEIGHTS: Readonly<Record<Side, Weights>> = {
  fr: { enemyKill: 1, ownLoss: 0.55, enemyDemoralized: 0.3, ownDemoralized: 0.15 },
  ru: { enemyKill: 0.7, ownLoss: 1, enemyDemoralized: 0.25, ownDemoralized: 0.3 },
}

/** Planner knobs that the levels and the plan search vary. */
export interface PlanParams {
  /** Least expected value (in weighted strength points) for which an attack is set up in movement. */
  minSetupValue: number
  /** Largest number of attacks set up in one movement phase. */
  maxSetups: number
  /**
   * Standard deviation of the logarithm of a unit's misreading, drawn once a phase for each unit it places: of the
   * danger it stands in and of how far forward it should be (Easy). A beginner misjudges a position as a whole, one
   * unit bolder and another warier than it should be, not each hex anew (position.ts, `misread`).
   */
  misjudge: number
  /** Standard deviation of the noise on an attack set-up's value, against the least value worth setting up (Easy). */
  setupNoise: number
  /** Scales the pull towards the enemy (French) or towards threatened sectors (Russian reserves). */
  drive: number
  /** Chance to skip an optional attack that is worth making (Easy). */
  skipAttack: number
  /** Scales how much a unit's danger counts against a hex (the plan search tries bolder and warier lines). */
  caution: number
  /** Weight of the danger a battery would be in at its worst free neighbouring hex (batteryPlan.ts): Hard Russians. */
  batteryForesight: number
  /**
   * Whether a battery's fire is counted from every hex it can move to and fire from next phase (MOVE.7), or only from
   * where it stands (Easy: a beginner sees the guns where they are, not where they will be).
   */
  gunsMove: boolean
  /**
   * Russians: the last turn of the whole day on which they hold one line for the whole front (frontLine.ts), every
   * other unit and battery kept behind it; 0 for none (the line the units find one by one).
   */
  lineUntilTurn: number
}

/** Normal's knobs: the planner as described in docs/ai.md, with no misjudgement. */
const NORMAL: Readonly<PlanParams> = {
  minSetupValue: 0.4,
  maxSetups: 99,
  misjudge: 0,
  setupNoise: 0,
  drive: 1,
  skipAttack: 0,
  caution: 1,
  batteryForesight: 0,
  gunsMove: true,
  lineUntilTurn: 0,
}

/** Hard plans with Normal's knobs: its strength is its search (search.ts) and its own knobs per side (below). */
export const LEVEL_PARAMS: Readonly<Record<AiLevel, Readonly<PlanParams>>> = {
  easy: {
    ...NORMAL,
    minSetupValue: 1,
    maxSetups: 5,
    misjudge: 0.7,
    setupNoise: 1.8,
    drive: 0.8,
    skipAttack: 0.3,
    gunsMove: false,
  },
  normal: NORMAL,
  hard: NORMAL,
}

/**
 * Each level's own knobs per side, on top of `LEVEL_PARAMS`. Tournaments of the French planner with other knobs against
 * Normal Russians (`scripts/tune-ai.ts`: Normal's planner, no search, no noise; docs/balance.md, "The ladder's French
 * steps") showed that the French gain most from pressing on: more drive, less weight on the danger their units stand
 * in. Hard French press hardest (drive 1.6, caution 0.45); Easy French come on slowly (drive 0.5) and set up one
 * attack a phase, so that Normal French are a step above them. Hard Russians see a battery's danger a move ahead
 * (`batteryForesight`): a step of the ladder, since given to Normal it brought Hard French under ten points above
 * Normal against Normal (docs/balance.md). Hard Russians open with one line out of the French reach for the whole
 * day's first two turns (`lineUntilTurn`, frontLine.ts): held on every turn, it fell back into a corner of the map and
 * lost more. The other Russian knobs are the level's (Hard's search tries bolder and warier lines itself).
 */
export const SIDE_PARAMS: Readonly<Record<AiLevel, Readonly<Record<Side, Partial<PlanParams>>>>> = {
  easy: { fr: { drive: 0.5, maxSetups: 1 }, ru: {} },
  normal: { fr: {}, ru: {} },
  hard: { fr: { drive: 1.6, caution: 0.45 }, ru: { batteryForesight: 1, lineUntilTurn: 2 } },
}

/** The planner's knobs for a level and side. */
export function levelParams(level: AiLevel, side: Side): PlanParams {
  return { ...LEVEL_PARAMS[level], ...SIDE_PARAMS[level][side] }
}
