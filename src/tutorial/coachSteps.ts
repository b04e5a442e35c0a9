// The third lesson, "The coach": a retreat kept open (one's own unit must not stand in the way), a commander
// not left alone next to the enemy, and the hint button. Texts are in src/i18n/content (ids start with "c-").
import { endsAt, hexes, hexOf, noPending, type TutorialStep } from './steps'

/** The counters of the third lesson. */
export const C = {
  /** Must attack IV-23 (CBT.3) and has one way back: RETREAT_HEX. */
  attacker: 'fr-III-25',
  /** The division the player moves: into RETREAT_HEX it would take that way, to SAFE_HEX it does not. */
  mover: 'fr-I-5',
  /** Already behind III-25, in one of its other retreat hexes. */
  behind: 'fr-I-4',
  target: 'ru-IV-23',
  /** Its zone of control covers III-25's third retreat hex. */
  flank: 'ru-IV-cg',
  /** Alone next to IV-СГр at the start: the phase end would capture him (CMD.5). */
  commander: 'davout',
} as const

/** III-25's only retreat hex (1216 is taken by I-4, 1318 is in IV-СГр's zone of control). */
export const RETREAT_HEX = '1217'
/** Where I-5 goes instead, and Davout with it. */
export const SAFE_HEX = '1218'

export const COACH_STEPS: readonly TutorialStep[] = [
  {
    id: 'c-intro',
    hexes: (s) => hexes(s, C.attacker, C.target),
    pointAt: (s) => hexOf(s, C.attacker),
  },
  {
    id: 'c-block',
    expects: (c) => c.type === 'move' && c.unit === C.mover && endsAt(c.path, SAFE_HEX),
    select: C.mover,
    hexes: (s) => [...hexes(s, C.mover, C.behind), RETREAT_HEX, SAFE_HEX],
    // The arrow shows where to go; the text asks to point at 1217 first (pointing the arrow there invited the click).
    pointAt: () => SAFE_HEX,
  },
  {
    id: 'c-commander',
    expects: (c) => c.type === 'moveCommander' && c.commander === C.commander && endsAt(c.path, SAFE_HEX),
    hexes: (s) => [...hexes(s, C.commander, C.flank), SAFE_HEX],
    pointAt: (s) => hexOf(s, C.commander),
  },
  {
    id: 'c-end-movement',
    expects: (c) => c.type === 'endPhase',
    control: 'end-phase',
    hexes: (s) => hexes(s, C.attacker),
  },
  {
    id: 'c-hint',
    expects: (c) =>
      c.type === 'attack' &&
      c.defender === C.target &&
      c.attackers.length === 1 &&
      c.attackers[0] === C.attacker &&
      !c.batteries?.length,
    control: 'hint',
    hexes: (s) => hexes(s, C.attacker, C.target),
    pointAt: (s) => hexOf(s, C.target),
  },
  {
    id: 'c-retreat',
    expects: (c) => c.type === 'retreat' && c.unit === C.attacker,
    skip: noPending('retreat'),
    hexes: () => [RETREAT_HEX],
    pointAt: () => RETREAT_HEX,
  },
  {
    id: 'c-advance',
    expects: (c) => c.type === 'advance' && c.unit === null,
    skip: noPending('advance'),
    control: 'decline-advance',
    pointAt: (s) => hexOf(s, C.target),
  },
  { id: 'c-done', hexes: () => [] },
]
