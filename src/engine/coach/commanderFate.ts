// A commander's fate within one case (CMD.4, CMD.5): the casualty roll's exact odds, and his capture.
import { exactly, fraction, ONE, ZERO, type Bounds, type Fraction } from './fraction'
import type { RawCase } from './cases'

export interface Fate {
  rolls: boolean
  killed: Fraction
  badlyWounded: Fraction
  wounded: Fraction
  /** The chance he is still on the map after his roll (unhurt), or 1 when he does not roll. */
  standing: Fraction
}

const NO_ROLL: Fate = { rolls: false, killed: ZERO, badlyWounded: ZERO, wounded: ZERO, standing: ONE }
const KILLED: Fate = { rolls: true, killed: ONE, badlyWounded: ZERO, wounded: ZERO, standing: ZERO }
/** CMD.4 over the 36 pairs of dice: killed 2, badly wounded 2, lightly wounded 4, unhurt 4 + 24. */
const ROLL: Fate = {
  rolls: true,
  killed: fraction(2, 36),
  badlyWounded: fraction(2, 36),
  wounded: fraction(4, 36),
  standing: fraction(28, 36),
}
/** The same roll known not to kill (a decisive roller spared in this case): 34 pairs left. */
const SPARED: Fate = {
  rolls: true,
  killed: ZERO,
  badlyWounded: fraction(2, 34),
  wounded: fraction(4, 34),
  standing: fraction(28, 34),
}

/** The commander's casualty odds given the case. */
export function fateIn(c: RawCase, id: string): Fate {
  if (!c.facts.rollers.includes(id)) return NO_ROLL
  if (c.killed.includes(id)) return KILLED
  return c.decisive.includes(id) ? SPARED : ROLL
}

/**
 * CMD.5 given the case: captured when the engine captured him (a roller only if unhurt), or, when the
 * owner still chooses (EX losses, retreat routes), at least if every choice loses him, at most if one does.
 */
export function captureIn(c: RawCase, id: string): Bounds {
  const f = fateIn(c, id)
  if (c.facts.statuses[id] === 'captured') return exactly(f.standing)
  const some = c.variants.some((v) => v.captured.includes(id))
  const all = c.variants.every((v) => v.captured.includes(id))
  return { low: all ? f.standing : ZERO, high: some ? f.standing : ZERO }
}
