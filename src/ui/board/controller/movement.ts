// The selected unit's or commander's reach from the engine, and its marks, worked out once per state and selection
// (kept with the state's derived data, so it goes with the state).
import {
  codeOf,
  Movement,
  derivedKey,
  derivedTable,
  hexId,
  type Ctx,
  type GameState,
  type HexCode,
  type Refusal,
} from '../../../engine'

/** What a hex is marked as for the present selection. */
export type MarkKind = 'reach' | 'pass' | 'retreat' | 'advance' | 'zone'

/** How a hex is marked on the board: its kind, and for a reachable hex its movement cost. */
export interface HexMark {
  kind: MarkKind
  label?: string
}

export interface MoveInfo {
  reach: Movement.Reach | null
  refusal: Refusal | null
  marks: ReadonlyMap<HexCode, HexMark>
}

const NONE: MoveInfo = { reach: null, refusal: null, marks: new Map() }

/** A board answer kept per state and selection: the cells, the marks layer and the movement panel each ask for it. */
export function perSelection<T>(name: string) {
  const table = derivedKey(name, () => new Map<string, T>())
  return (ctx: Ctx, state: GameState, unit: string | null, commander: string | null, compute: () => T): T => {
    const byKey = derivedTable(ctx, state, table)
    const key = `${unit ?? ''}|${commander ?? ''}`
    let found = byKey.get(key)
    if (found === undefined) byKey.set(key, (found = compute()))
    return found
  }
}

const bySelection = perSelection<MoveInfo>('board-movement')

/** The reach of the selected unit (or commander) in the movement phase, and its marks with their costs. */
export function movementInfo(ctx: Ctx, state: GameState, unit: string | null, commander: string | null): MoveInfo {
  return bySelection(ctx, state, unit, commander, () => computeMovement(ctx, state, unit, commander))
}

function computeMovement(ctx: Ctx, state: GameState, unitId: string | null, commanderId: string | null): MoveInfo {
  if (state.phase !== 'movement' || state.pending.length) return NONE
  let reach: Movement.Reach | null = null
  if (unitId) {
    const r = Movement.unitReach(ctx, state, unitId)
    if (!r.ok) return { reach: null, refusal: r.refusal, marks: new Map() }
    reach = r.reach
  } else if (commanderId) {
    const c = state.commanders[commanderId]
    if (!c || c.side !== state.side || c.status !== 'active' || !c.hex) return NONE
    reach = Movement.commanderReach(ctx, state, c)
  }
  if (!reach) return NONE
  const marks = new Map<HexCode, HexMark>()
  for (let h = 0; h < reach.cost.length; h++) {
    if (reach.cost[h]! <= 0) continue // h < cost.length
    marks.set(codeOf(ctx.map, h), reach.canEnd[h] ? { kind: 'reach', label: String(reach.cost[h]) } : { kind: 'pass' })
  }
  return { reach, refusal: null, marks }
}

/** The cheapest path to a hex as hex codes, or null when the move cannot end there. */
export function pathCodes(ctx: Ctx, reach: Movement.Reach | null, hex: HexCode | null): HexCode[] | null {
  if (!reach || !hex) return null
  const h = hexId(ctx.map, hex)
  if (h < 0 || !reach.canEnd[h]) return null
  const p = Movement.pathTo(reach, h)
  return p && p.length > 1 ? p.map((id) => codeOf(ctx.map, id)) : null
}
