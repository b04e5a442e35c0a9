// The board's seam, as chessground draws it: the board draws a view model and reports what the player pointed at
// (an intent); this controller, which knows the rules and nothing of React or the stores, turns the game state and
// the selection into that view and each intent into effects (a command, a selection, an explanation) that the board's
// host applies to the stores.
import type { Coach, Command, Ctx, GameState, HexCode, Refusal, Side } from '../../../engine'

/** What the player has chosen on the board. */
export interface Selection {
  unit: string | null
  commander: string | null
  /** The enemy unit an attack is being put together against (combat phase). */
  defender: string | null
  attackers: readonly string[]
}

/** Everything the controller reads: the rules' context, the position and the selection. */
export interface BoardInput {
  ctx: Ctx
  state: GameState
  sel: Selection
  /** A battery placed in a free setup is placed limbered (SCN.2). */
  setupLimbered: boolean
  /** Hexes where a side may set up in a free setup (SCN.2); absent when the scenario has none. */
  setupZone?: (state: GameState, side: Side) => ReadonlySet<HexCode>
  /** The keyboard's cursor, when it is on the board. */
  cursor?: HexCode | null
  /** The coach's warnings are on: a phase end that costs something is asked about first (absent: off). */
  coach?: boolean
}

/** What the player pointed at (a click, a tap, a key on the board's cursor). */
export type Intent =
  | { kind: 'unit'; id: string }
  /** `point`: the hex under the pointer, which the badge may reach over from its own. */
  | { kind: 'commander'; id: string; point?: HexCode | null }
  | { kind: 'hex'; hex: HexCode }
  /** Enter or Space on the cursor's hex: as a click on its topmost thing. */
  | { kind: 'cursor'; hex: HexCode }
  /** n / p: the next or previous unit that can still act. */
  | { kind: 'step'; delta: 1 | -1 }
  /** e, or the «End phase» button; `confirmed` once the player has seen what it costs and ends it anyway. */
  | { kind: 'endPhase'; confirmed?: boolean }
  /** t / T: the next or previous target of the combat phase, with every unit that can join. */
  | { kind: 'target'; delta: 1 | -1 }
  /** a / A: the cursor on the next or previous unit that can join the attack on the chosen target. */
  | { kind: 'attacker'; delta: 1 | -1 }

/** What the host does for an intent, in order. */
export type Effect =
  /** Applies a command; `then` only when it is accepted. */
  | { kind: 'command'; command: Command; then?: Effect[] }
  | { kind: 'select'; unit: string | null }
  | { kind: 'selectCommander'; commander: string | null }
  | { kind: 'defender'; id: string | null }
  | { kind: 'toggleAttacker'; id: string }
  | { kind: 'clearAttack' }
  /** Why the click does nothing, from an engine query (shown like a refusal). */
  | { kind: 'explain'; refusal: Refusal }
  /** The keyboard's cursor goes to a hex (and it is brought into view). */
  | { kind: 'cursor'; hex: HexCode }
  /** Ending the phase now costs this (the coach's warnings): ask the player before ending it. */
  | { kind: 'confirmEndPhase'; warnings: readonly Coach.Warning[] }
