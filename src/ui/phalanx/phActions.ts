// What a click, a key or a panel button does in Phalanx: every change goes to the store as a command;
// a refusal is shown with its rule id and changes nothing.
import {
  FACINGS,
  attackOptions,
  hasFacing,
  isOnBoard,
  legalFacings,
  legalMoves,
  type Facing,
  type MoveOption,
  type PhCommand,
} from '../../phalanx'
import { computerToMove, ctx, mayAct, phalanxStore } from '../../store/phalanx'
import { phMailStatus } from '../../store/phalanxMail'
import { useUi } from '../../store/ui'
import { otherPh } from './phMailBinding'
import { phT } from './usePhT'
import { usePhUi } from './phUi'

// Plain functions called by clicks, keys and panel buttons: each reads the game and the selection as they are at that
// moment, and again after each command it sends (a refusal, a selection to clear), never as a render saw them.
const game = () => phalanxStore.getState()
const ui = () => usePhUi.getState()

/** At a distance, out of this player's turn: the strip and the panel say what is awaited, and the click says so too. */
const notYours = (): void => {
  const m = phT(useUi.getState().lang).mail
  const s = phMailStatus(game())
  // What to do now, by where the exchange stands: the other side's file to open, or this player's own to send.
  ui().say(
    s.kind === 'wait'
      ? m.awaiting.wait(otherPh(s.me))
      : s.kind === 'send'
        ? s.file < 0
          ? m.awaiting.opening
          : m.awaiting.send
        : m.notYours,
  )
}

/** A person's command; while the computer's side is to move, or a position is reviewed, the clicks give nothing. */
export function send(cmd: PhCommand): boolean {
  if (computerToMove(game()) || ui().review !== null) return false
  if (!mayAct(game())) {
    notYours()
    return false
  }
  const ok = game().dispatch(cmd)
  ui().refuse(ok ? null : game().refusal)
  return ok
}

/** The unit's legal destinations now, or an empty list. */
export function reachOf(unit: string | null): Array<{ hex: string; options: readonly MoveOption[] }> {
  if (!unit) return []
  const s = game().state
  // On the computer's turn, or the other side's at a distance, its units show no destinations: nobody here moves them.
  if (s.phase !== 'movement' || s.units[unit]?.side !== s.side || computerToMove(game()) || !mayAct(game())) return []
  const m = legalMoves(ctx, s, unit)
  return m.ok ? m.value : []
}

function startFacing(unit: string): void {
  const s = game().state
  const u = s.units[unit]! // clickUnit calls this for a unit of the state
  const f = legalFacings(s, unit)
  if (!f.ok) {
    ui().refuse(f.refusal)
    return
  }
  ui().select(unit)
  ui().setChoice({ unit, hex: u.location, allowed: [...FACINGS], proposed: u.facing ?? 0 })
}

export function clickUnit(id: string): void {
  const s = game().state
  const u = s.units[id]
  if (!u || s.result || ui().review !== null) {
    ui().select(id)
    return
  }
  // Out of this player's turn at a distance a unit can be looked at; one of the side to move says why it does not act.
  if (!mayAct(game())) {
    if (u.side === s.side) notYours()
    ui().select(ui().selected === id ? null : id)
    return
  }
  const own = u.side === s.side
  if (s.phase === 'attack' && !computerToMove(game())) {
    const { target, attackers } = ui()
    if (!own) {
      ui().setTarget(target === id ? null : id)
      return
    }
    // Only units that can strike the chosen target join it (PH-CBT.2); others are just selected.
    if (
      target &&
      (attackers.includes(id) || attackOptions(ctx, s).some((o) => o.target === target && o.attackers.includes(id)))
    ) {
      ui().toggleAttacker(id)
      return
    }
    ui().select(ui().selected === id ? null : id)
    return
  }
  if (s.phase === 'facing' && own && hasFacing(u) && isOnBoard(u) && !computerToMove(game())) {
    startFacing(id)
    return
  }
  // A unit's own hex clicked again while it is selected: keep the selection (a click on its counter).
  ui().select(ui().selected === id ? null : id)
}

export function clickHex(hex: string): void {
  const { selected } = ui()
  const s = game().state
  if (selected && s.phase === 'movement' && !s.result && ui().review === null) {
    const dest = reachOf(selected).find((d) => d.hex === hex)
    if (dest) {
      moveTo(selected, dest.hex, dest.options)
      return
    }
  }
  ui().select(null)
}

/** Moves a unit; a hoplite or cavalry unit leaving the camp first chooses its facing (PH-SETUP.3). */
export function moveTo(unit: string, hex: string, options: readonly MoveOption[]): void {
  const u = game().state.units[unit]
  if (!u) return
  if (u.location === 'camp' && hasFacing(u)) {
    const paths: Partial<Record<Facing, MoveOption>> = {}
    for (const o of options) if (o.facing !== null) paths[o.facing] = o
    const allowed = FACINGS.filter((f) => paths[f])
    // Facing the enemy is the usual choice: South looks north (F12), North south (F6), when it reaches the hex.
    const pref: Facing = u.side === 'south' ? 0 : 3
    // Every way out of the camp comes with its facing, and a destination has at least one way.
    ui().setChoice({ unit, hex, allowed, paths, proposed: allowed.includes(pref) ? pref : allowed[0]! })
    return
  }
  if (send({ type: 'move', unit, path: [...options[0]!.path] })) ui().select(null) // a destination has a way
}

export function chooseFacing(f: Facing): void {
  const c = ui().choice
  if (!c || !c.allowed.includes(f)) return
  const u = game().state.units[c.unit]
  let ok: boolean
  if (c.paths) {
    const o = c.paths[f]
    if (!o) return
    ok = send({ type: 'move', unit: c.unit, path: [...o.path], facing: f })
  } else if (u?.facing === f)
    ok = true // the same facing: nothing to send (PH-FACE.1 refuses it)
  else ok = send({ type: 'face', unit: c.unit, facing: f })
  if (ok) ui().select(null)
}

/** Turns the proposed facing clockwise (+1) or back (-1), skipping facings not allowed. */
export function rotateProposal(step: 1 | -1): void {
  const c = ui().choice
  if (!c || !c.allowed.length) return
  let f = c.proposed
  for (let i = 0; i < 6; i++) {
    f = ((f + step + 6) % 6) as Facing
    if (c.allowed.includes(f)) break
  }
  ui().setChoice({ ...c, proposed: f })
}

export function commitAttack(): void {
  const { target, attackers } = ui()
  if (!target) return
  if (send({ type: 'attack', target, attackers: [...attackers] })) ui().setTarget(null)
}

export function endPhase(): void {
  if (send({ type: 'endPhase' })) {
    ui().select(null)
    ui().setTarget(null)
  }
}

export function undo(): void {
  if (computerToMove(game()) || ui().review !== null) return
  if (game().undo()) {
    ui().select(null)
    ui().setTarget(null)
    ui().refuse(null)
  }
}
