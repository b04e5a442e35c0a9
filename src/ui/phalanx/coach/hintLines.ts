// The lines of a Phalanx hint, from its facts only (src/phalanx/coach's hintFacts): what to do, then what it gains or
// risks — the enemy it will have in its front, the plan's attack it joins with its exact result, the threat on it
// next turn, an attack's consequences, why a phase is ended — and the computer's plan for the turn.
import { FACING_NAMES, type PhHintFacts } from '../../../phalanx'
import type { PhT } from '../usePhT'
import { consequenceText, namesOf, resultText } from './cqWords'

export interface HintLines {
  lines: string[]
  /** The computer's plan for the rest of the turn, in one line (none for a phase end or a draw). */
  plan: string | null
}

const MAX_LINES = 3

export function hintLines(f: PhHintFacts, t: PhT): HintLines {
  const h = t.coach.hint
  const name = (id: string | null) => (id ? t.ph.unitName(id) : '?')
  const facing = f.facing === null ? null : t.ph.facing[FACING_NAMES[f.facing]]
  const out: string[] = []
  const unitFacts = () => {
    if (f.joins)
      out.push(h.joins(name(f.joins.target), f.joins.strength, f.joins.defence, resultText(f.joins.routed, t)))
    else if (f.strikes.length) out.push(h.strikes(namesOf(f.strikes, t)))
    if (f.danger) out.push(h.danger(f.danger.strength, f.danger.defence))
  }
  switch (f.kind) {
    case 'move':
      out.push(f.from === null ? h.leave(name(f.unit), f.to ?? '?', facing) : h.move(name(f.unit), f.from, f.to ?? '?'))
      unitFacts()
      if (f.campLeft !== null && out.length < MAX_LINES) out.push(h.campLeft(f.campLeft))
      break
    case 'face':
      out.push(h.face(name(f.unit), facing ?? '?'))
      unitFacts()
      break
    case 'attack': {
      const a = f.attack
      if (!a) break
      out.push(h.attack(name(a.target), namesOf(a.attackers, t), a.strength, a.defence))
      for (const c of a.lines)
        if (
          c.code === 'routed' ||
          c.code === 'holds' ||
          c.code === 'losses' ||
          c.code === 'last-turn' ||
          c.code === 'score'
        )
          out.push(consequenceText(c, a, t))
      break
    }
    case 'end-phase':
      out.push(h.endPhase[f.phase])
      if (f.phase === 'attack') {
        const b = f.bestLeft
        if (!b) out.push(h.noTargets)
        else if (b.strength >= b.defence) out.push(h.couldRout(name(b.target), b.strength, b.defence))
        else out.push(h.bestLeft(name(b.target), b.strength, b.defence))
      }
      break
    case 'draw':
      out.push(h.draw)
      break
  }
  return { lines: out.slice(0, f.kind === 'attack' ? MAX_LINES + 1 : MAX_LINES), plan: planLine(f, t) }
}

/** The plan's routs this turn: each target, with its chance when it is not certain, and the points routed for certain. */
function planLine(f: PhHintFacts, t: PhT): string | null {
  if (f.kind === 'end-phase' || f.kind === 'draw') return null
  const routs = f.plan.filter((p) => p.routed.num > 0)
  if (!routs.length) return t.coach.hint.planNone
  const certain = routs.filter((p) => p.routed.num === p.routed.den)
  const names = routs.map((p) =>
    p.routed.num === p.routed.den ? t.ph.unitName(p.target) : `${t.ph.unitName(p.target)} (${resultText(p.routed, t)})`,
  )
  return t.coach.hint.plan(names.join(', '), certain.length ? certain.reduce((n, p) => n + p.points, 0) : null)
}
