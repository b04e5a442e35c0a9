// The second lesson, "How to win": scoring, counters, the rules that stop a first turn, a bad roll, and a unit
// destroyed because its retreat cannot be completed. Texts are in src/i18n/content (ids start with "w-").
import { endsAt, hexes, hexOf, noPending, type TutorialStep } from './steps'

/** The counters of the second lesson. */
export const W = {
  target: 'ru-IV-23',
  strong: 'fr-I-5',
  weak: 'fr-III-25',
  cavalry: 'fr-V-cav',
  battery: 'fr-I-art-1',
  commander: 'davout',
} as const

/** Where the cavalry rides to close the ring: every hex around the target is then occupied or in a French zone. */
export const RING_HEX = '1519'
/** The hill the battery cannot fire at (higher and not adjacent, ART.2). */
export const HILL_HEX = '1221'

export const WIN_STEPS: readonly TutorialStep[] = [
  { id: 'w-score', control: 'losses', hexes: (s) => hexes(s, W.target), pointAt: (s) => hexOf(s, W.target) },
  { id: 'w-counters', hexes: (s) => hexes(s, W.strong, W.cavalry, W.battery), pointAt: (s) => hexOf(s, W.cavalry) },
  {
    id: 'w-stoppers',
    select: W.battery,
    overlays: ['arc'],
    hexes: (s) => [...hexes(s, W.battery), HILL_HEX],
    pointAt: () => HILL_HEX,
  },
  {
    id: 'w-attacks',
    overlays: ['attacks'],
    control: 'overlay-attacks',
    hexes: (s) => hexes(s, W.target),
    pointAt: (s) => hexOf(s, W.target),
  },
  {
    id: 'w-surround',
    expects: (c) => c.type === 'move' && c.unit === W.cavalry && endsAt(c.path, RING_HEX),
    hexes: (s) => [...hexes(s, W.cavalry), RING_HEX],
    pointAt: () => RING_HEX,
  },
  {
    id: 'w-end-movement',
    expects: (c) => c.type === 'endPhase',
    control: 'end-phase',
    hexes: (s) => hexes(s, W.target),
  },
  {
    id: 'w-bad-roll',
    expects: (c) =>
      c.type === 'attack' &&
      c.defender === W.target &&
      c.attackers.length === 1 &&
      c.attackers[0] === W.weak &&
      !c.batteries?.length,
    hexes: (s) => hexes(s, W.target, W.weak),
    pointAt: (s) => hexOf(s, W.weak),
    control: 'resolve',
  },
  {
    id: 'w-own-retreat',
    expects: (c) => c.type === 'retreat' && c.unit === W.weak,
    skip: noPending('retreat'),
    pointAt: (s) => hexOf(s, W.weak),
  },
  {
    id: 'w-ru-advance',
    expects: (c) => c.type === 'advance' && c.unit === null,
    skip: noPending('advance'),
    control: 'decline-advance',
    pointAt: (s) => hexOf(s, W.target),
  },
  {
    id: 'w-destroy',
    expects: (c) =>
      c.type === 'attack' &&
      c.defender === W.target &&
      [...c.attackers].sort().join() === [W.cavalry, W.strong].sort().join(),
    hexes: (s) => hexes(s, W.target, W.strong, W.cavalry),
    pointAt: (s) => hexOf(s, W.target),
    control: 'resolve',
  },
  {
    id: 'w-advance',
    expects: (c) => c.type === 'advance',
    skip: noPending('advance'),
    control: 'decline-advance',
    hexes: () => ['1418'],
    pointAt: () => '1418',
  },
  { id: 'w-meter', control: 'losses', hexes: () => [] },
  { id: 'w-done', hexes: () => [] },
]
