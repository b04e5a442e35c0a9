// What a hint is, in facts of the position only (no React): its kind for the panel and the tests, the counter
// and hexes it concerns for the board, and what the rules say of it — the hex's terrain and the enemies it ends
// next to for a move, the odds column and the exact chance the defender is destroyed for an attack or a fire
// (the coach's own enumeration, Coach.attackConsequences). src/i18n's hint words turn these into sentences.
import { Coach, hexId, codeOf, type Command, type Ctx, type GameState, type HexCode, type Side } from '../../engine'
import { CRT_COLUMNS, TERRAINS, type RuleId, type Terrain } from '../../engine/tables'

export type HintKind =
  | 'move'
  | 'attack'
  | 'fire'
  | 'retreat'
  | 'advance'
  | 'exchange'
  | 'rally'
  | 'end-phase'
  | 'setup'
  | 'limber'
  | 'unlimber'

export interface HintFacts {
  kind: HintKind
  /** The unit or commander the hint moves, places or names (none for a rally or a phase end). */
  actor: { id: string; commander: boolean } | null
  from: HexCode | null
  to: HexCode | null
  /** The way a move takes, hex by hex (the board's arrow). */
  path: HexCode[]
  terrain: Terrain | null
  /** Enemy units next to the hex the move or placement ends in (ZOC.1). */
  enemiesNext: string[]
  /** Own units in the hex a commander goes to (CMD.1). */
  joins: string[]
  /** Attack or fire: who attacks whom, and the odds. */
  defender: string | null
  attackers: string[]
  odds: { diff: number; column: string; destroyed: number; destroyedExact: string } | null
  /** Units an exchange removes, units a rally rolls for. */
  units: string[]
  phase: GameState['phase']
  rules: RuleId[]
}

const RULES: Record<HintKind, RuleId[]> = {
  move: ['MOVE.1'],
  attack: ['CBT.7'],
  fire: ['ART.4', 'CBT.7'],
  retreat: ['CBT.10'],
  advance: ['CBT.11'],
  exchange: ['CBT.8'],
  rally: ['RALLY.1'],
  'end-phase': ['SEQ.1'],
  setup: ['SCN.2'],
  limber: ['MOVE.7'],
  unlimber: ['MOVE.7'],
}

function enemiesNextTo(ctx: Ctx, state: GameState, hex: HexCode, side: Side, except: string | null): string[] {
  const h = hexId(ctx.map, hex)
  if (h < 0) return []
  const near = new Set<HexCode>()
  for (let d = 0; d < 6; d++) {
    const n = ctx.map.geo.neighbor[h * 6 + d]!
    if (n >= 0) near.add(codeOf(ctx.map, n))
  }
  return Object.values(state.units)
    .filter((u) => u.id !== except && u.side !== side && u.status === 'active' && u.hex !== null && near.has(u.hex))
    .map((u) => u.id)
}

const terrainAt = (ctx: Ctx, hex: HexCode): Terrain | null => {
  const h = hexId(ctx.map, hex)
  return h < 0 ? null : (TERRAINS[ctx.map.terrain[h]!] ?? null)
}

function odds(ctx: Ctx, state: GameState, plan: Coach.PlannedAttack): HintFacts['odds'] {
  const a = Coach.attackConsequences(ctx, state, plan)
  if (!a.ok) return null
  const c = a.consequences
  const d = c.defender.destroyed
  return {
    diff: c.diff,
    column: CRT_COLUMNS[c.column] ?? String(c.column),
    destroyed: Coach.fractionValue(d),
    destroyedExact: `${d.num}/${d.den}`,
  }
}

export function hintFacts(ctx: Ctx, state: GameState, cmd: Command): HintFacts {
  const base: HintFacts = {
    kind: 'end-phase',
    actor: null,
    from: null,
    to: null,
    path: [],
    terrain: null,
    enemiesNext: [],
    joins: [],
    defender: null,
    attackers: [],
    odds: null,
    units: [],
    phase: state.phase,
    rules: [],
  }
  const f = ((): HintFacts => {
    switch (cmd.type) {
      case 'move': {
        const u = state.units[cmd.unit]
        const to = cmd.path.at(-1) ?? null
        const from = u?.hex ?? null
        return {
          ...base,
          kind: 'move',
          actor: { id: cmd.unit, commander: false },
          from,
          to,
          path: from && cmd.path[0] !== from ? [from, ...cmd.path] : cmd.path,
          terrain: to ? terrainAt(ctx, to) : null,
          enemiesNext: to && u ? enemiesNextTo(ctx, state, to, u.side, null) : [],
        }
      }
      case 'moveCommander': {
        const c = state.commanders[cmd.commander]
        const to = cmd.path.at(-1) ?? null
        const from = c?.hex ?? null
        const joins = Object.values(state.units)
          .filter((u) => u.status === 'active' && u.hex === to && u.side === c?.side)
          .map((u) => u.id)
        return {
          ...base,
          kind: 'move',
          actor: { id: cmd.commander, commander: true },
          from,
          to,
          path: from && cmd.path[0] !== from ? [from, ...cmd.path] : cmd.path,
          terrain: to ? terrainAt(ctx, to) : null,
          joins,
          rules: ['MOVE.1', 'CMD.1'],
        }
      }
      case 'attack': {
        const batteries = cmd.batteries ?? []
        const plan = { defender: cmd.defender, attackers: cmd.attackers, batteries }
        return {
          ...base,
          kind: 'attack',
          defender: cmd.defender,
          to: state.units[cmd.defender]?.hex ?? null,
          attackers: [...cmd.attackers, ...batteries],
          odds: odds(ctx, state, plan),
        }
      }
      case 'fire':
        return {
          ...base,
          kind: 'fire',
          defender: cmd.target,
          to: state.units[cmd.target]?.hex ?? null,
          attackers: cmd.batteries,
          odds: odds(ctx, state, { defender: cmd.target, batteries: cmd.batteries }),
        }
      case 'retreat':
      case 'advance': {
        const id = cmd.unit
        const u = id ? state.units[id] : undefined
        const to = cmd.hex ?? null
        const from = u?.hex ?? null
        return {
          ...base,
          kind: cmd.type,
          actor: id ? { id, commander: false } : null,
          from,
          to,
          path: from && to ? [from, to] : [],
          terrain: to ? terrainAt(ctx, to) : null,
          enemiesNext: to && u ? enemiesNextTo(ctx, state, to, u.side, null) : [],
        }
      }
      case 'chooseLosses':
        return { ...base, kind: 'exchange', units: cmd.units }
      case 'rally':
        return {
          ...base,
          kind: 'rally',
          units: Object.values(state.units)
            .filter((u) => u.side === state.side && u.status === 'active' && u.demoralized)
            .map((u) => u.id),
        }
      case 'place':
      case 'placeCommander': {
        const commander = cmd.type === 'placeCommander'
        const id = commander ? cmd.commander : cmd.unit
        const side = commander ? state.commanders[id]?.side : state.units[id]?.side
        const to = cmd.hex
        return {
          ...base,
          kind: 'setup',
          actor: { id, commander },
          to,
          path: to ? [to] : [],
          terrain: to ? terrainAt(ctx, to) : null,
          enemiesNext: to && side && !commander ? enemiesNextTo(ctx, state, to, side, null) : [],
        }
      }
      case 'limber':
      case 'unlimber':
        return {
          ...base,
          kind: cmd.type,
          actor: { id: cmd.unit, commander: false },
          from: state.units[cmd.unit]?.hex ?? null,
        }
      case 'endPhase':
        return base
    }
  })()
  const rules = f.rules.length ? [...f.rules] : [...RULES[f.kind]]
  if (f.terrain && f.kind !== 'attack' && f.kind !== 'fire') rules.push('MAP.3')
  if (f.enemiesNext.length) rules.push('ZOC.1')
  return { ...f, rules }
}
