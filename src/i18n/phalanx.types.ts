// The shape of the Phalanx texts, the same in every language. Codes and kinds come from the rules
// module, so a new refusal code or event kind without a text fails the typecheck.
import type {
  FacingName,
  Phase,
  PhEvent,
  PhEventKind,
  PhRuleId,
  RefusalCode,
  RefusalParams,
  Side,
  UnitType,
} from '../phalanx'

export type GlossaryKey =
  | 'phalanx'
  | 'unit'
  | 'hoplites'
  | 'strategos'
  | 'cavalry'
  | 'peltasts'
  | 'camp'
  | 'attackStrength'
  | 'defenceStrength'
  | 'speed'
  | 'turn'
  | 'firstTurn'
  | 'movement'
  | 'front'
  | 'facing'
  | 'vertex'
  | 'turnUnit'
  | 'leaveCamp'
  | 'attack'
  | 'routed'
  | 'removed'
  | 'losses'
  | 'victoryPoints'
  | 'hex'
  | 'flank'
  | 'support'
  | 'die'
  | 'optionalRule'

/** Names units by id (S-H3, N-K, …) in this language. */
export type UnitNamer = (id: string) => string

export interface PhalanxStrings {
  game: { name: string; tagline: string }
  side: Record<Side, string>
  unitType: Record<UnitType | 'strategos', string>
  /** "Hoplites 3 (South)" from an id; ids the module does not know are shown as given, quoted. */
  unitName: UnitNamer
  phase: Record<Phase, string>
  facing: Record<FacingName, string>
  direction: Record<'NE' | 'E' | 'SE' | 'SW' | 'W' | 'NW', string>
  labels: {
    movementPhase: string
    facingPhase: string
    attackPhase: string
    endTurn: string
    endPhase: string
    leaveCamp: string
    routed: string
    lastTurn: string
    score: string
    losses: string
    inCamp: string
    strengthVsDefence: (strength: number, defence: number) => string
    turnOf: (gameTurn: number, side: Side) => string
  }
  ruleName: Record<PhRuleId, string>
  refusal: Record<RefusalCode, (p: RefusalParams, name: UnitNamer) => string>
  event: { [K in PhEventKind]: (e: Extract<PhEvent, { kind: K }>, name: UnitNamer) => string }
  glossary: Record<GlossaryKey, { term: string; meaning: string }>
}
