// The tutorial's script: what each step waits for, and what it points at on the board. Texts are in src/i18n/content.
import type { Command, GameState, HexCode } from '../engine'

export type OverlayName = 'zoc' | 'arc' | 'zones' | 'attacks' | 'threats'

export interface TutorialStep {
  id: string
  /** The command this step waits for (checked on every accepted command); none: the player reads and clicks Next. */
  expects?: (cmd: Command, before: GameState) => boolean
  /** Hexes outlined with a pulsing ring. */
  hexes?: (s: GameState) => HexCode[]
  /** The hex the callout arrow points at. */
  pointAt?: (s: GameState) => HexCode | null
  /** A control outside the board to make pulse (its data-testid). */
  control?: string
  /** Overlays switched on when the step begins. */
  overlays?: OverlayName[]
  /** A unit selected when the step begins (e.g. the battery whose fire the overlay shows). */
  select?: string
  /** Skipped when this holds (e.g. the result asked for no retreat). */
  skip?: (s: GameState) => boolean
}

/** The counters of the lesson. */
export const T = {
  rallier: 'fr-I-4',
  mover: 'fr-I-5',
  battery: 'fr-I-art-1',
  target: 'ru-VIII-cg',
  flecheBattery: 'ru-art-fleches-1',
  commander: 'davout',
} as const

export const hexOf = (s: GameState, id: string): HexCode | null => s.units[id]?.hex ?? s.commanders[id]?.hex ?? null
export const hexes = (s: GameState, ...ids: string[]): HexCode[] =>
  ids.map((id) => hexOf(s, id)).filter((h): h is HexCode => !!h)
export const endsAt = (path: HexCode[], hex: HexCode): boolean => path[path.length - 1] === hex
export const noPending =
  (kind: 'retreat' | 'advance') =>
  (s: GameState): boolean =>
    s.pending[0]?.kind !== kind

export const STEPS: readonly TutorialStep[] = [
  {
    id: 'welcome',
    hexes: (s) => hexes(s, T.rallier, T.mover, T.battery, T.target),
    pointAt: (s) => hexOf(s, T.target),
  },
  { id: 'counters', hexes: (s) => hexes(s, T.mover, T.rallier), pointAt: (s) => hexOf(s, T.mover) },
  {
    id: 'rally',
    expects: (c) => c.type === 'rally' || c.type === 'endPhase',
    hexes: (s) => hexes(s, T.rallier),
    pointAt: (s) => hexOf(s, T.rallier),
    control: 'rally',
  },
  {
    id: 'move-cost',
    expects: (c) => c.type === 'move' && c.unit === T.mover && endsAt(c.path, '1521'),
    hexes: () => ['1420', '1521', '1621'],
    pointAt: () => '1521',
  },
  {
    id: 'zoc',
    expects: (c) => c.type === 'move' && c.unit === T.rallier && endsAt(c.path, '1619'),
    hexes: () => ['1520', '1619'],
    pointAt: () => '1619',
    overlays: ['zoc'],
    control: 'overlay-zoc',
  },
  {
    id: 'commander',
    expects: (c) => c.type === 'moveCommander' && c.commander === T.commander && endsAt(c.path, '1619'),
    hexes: () => ['1520', '1619'],
    pointAt: () => '1520',
  },
  {
    id: 'end-movement',
    expects: (c) => c.type === 'endPhase',
    control: 'end-phase',
    hexes: (s) => hexes(s, T.rallier),
  },
  {
    id: 'attack',
    expects: (c) =>
      c.type === 'attack' &&
      c.defender === T.target &&
      c.attackers.length === 1 &&
      c.attackers[0] === T.rallier &&
      !c.batteries?.length,
    hexes: (s) => hexes(s, T.target, T.rallier),
    pointAt: (s) => hexOf(s, T.target),
    control: 'resolve',
  },
  {
    id: 'retreat',
    expects: (c) => c.type === 'retreat' && c.unit === T.target,
    skip: noPending('retreat'),
    pointAt: (s) => hexOf(s, T.target),
  },
  {
    id: 'advance',
    expects: (c) => c.type === 'advance',
    skip: noPending('advance'),
    hexes: () => ['1719'],
    pointAt: () => '1719',
    control: 'decline-advance',
  },
  {
    id: 'fire',
    expects: (c) =>
      c.type === 'fire' && c.target === T.target && c.batteries.length === 1 && c.batteries[0] === T.battery,
    hexes: (s) => hexes(s, T.battery, T.target),
    pointAt: (s) => hexOf(s, T.battery),
    overlays: ['arc'],
    select: T.battery,
    control: 'resolve',
  },
  {
    id: 'retreat-again',
    expects: (c) => c.type === 'retreat' && c.unit === T.target,
    skip: noPending('retreat'),
    pointAt: (s) => hexOf(s, T.target),
  },
  { id: 'done', hexes: () => [] },
]
