// The bundled game data as the UI's Bundle. The data files are read by one loader (src/data/bundled.ts); the
// scenario files are picked up by scenarioSources.ts: every JSON in src/data/scenarios is offered.
import { allUnits, borodinoMapData, commanders as commanderDefs } from '../../data/pieces'
import { loadMap, newGameFromScenario, Setup, type ScenarioData, type Side } from '../../engine'
import type { Bundle, ScenarioInfo } from './bundle'
import { LAST_TURN } from '../../engine/tables'
import BALANCE from '../../data/balance.json'
import { LESSONS } from '../../tutorial/lessonIndex'
import { lessonGame } from '../../tutorial/lessonGame'
import { lessonData, scenarioData, scenarioList } from './scenarioSources'

/** Historical first, then the short scenarios, then the others, by id within each. */
const ORDER = (s: ScenarioData) => `${s.kind === 'historical' ? 0 : s.kind === 'episode' ? 1 : 2}${s.id}`

/** The measured balance of a game's id, if npm run bench:balance -- --write has measured it. */
const balanceOf = (id: string): Pick<ScenarioInfo, 'balance'> => {
  const b = entryOf(id)
  return b ? { balance: { ...b.winShare, games: b.games } } : {}
}
const entryOf = (id: string) => (BALANCE.scenarios as BalanceEntry[]).find((e) => e.id === id)
interface BalanceEntry {
  id: string
  games: number
  winShare: { fr: number; ru: number; draw: number }
  /** Commands both sides gave in a game, on average (computer against computer). */
  commands?: number
}

/**
 * How long two people who know the rules take over a game, in minutes, rounded to 5: the commands a game takes
 * (measured, computer against computer) at an assumed pace — 10 s a move, attack or combat decision, 2 s a phase's
 * end (six a turn) — or, unmeasured, 15 s a counter a side a turn. docs/scenarios.md says why these paces.
 */
export function playMinutes(turns: number, perSide: number, commands?: number): number {
  const ends = 6 * turns
  const seconds = commands !== undefined ? Math.max(0, commands - ends) * 10 + ends * 2 : turns * perSide * 15
  return Math.max(5, Math.round(seconds / 60 / 5) * 5)
}

/** A game's id: a scenario's, or `<scenario>:<variant>` (WIN.3). */
export const splitGameId = (id: string): { scenario: string; variant?: string } => {
  const i = id.indexOf(':')
  return i < 0 ? { scenario: id } : { scenario: id.slice(0, i), variant: id.slice(i + 1) }
}

/** The scenario, then each of its variants, as the new-game dialog offers them. */
function infos(s: ScenarioData, side: ReadonlyMap<string, Side>): ScenarioInfo[] {
  const placed = s.kind === 'episode' ? s.placements : [...side.keys()].map((unit) => ({ unit }))
  const count = (x: Side) => placed.filter((p) => side.get(p.unit) === x).length
  const turns = (s.lastTurn ?? LAST_TURN) - (s.firstTurn ?? 1) + 1
  const perSide = (count('fr') + count('ru')) / 2
  const base: ScenarioInfo = {
    id: s.id,
    name: s.name,
    setup: s.kind === 'free-setup',
    description: s.description,
    turns,
    units: { fr: count('fr'), ru: count('ru') },
    minutes: playMinutes(turns, perSide, entryOf(s.id)?.commands),
    ...balanceOf(s.id),
    ...(s.kind === 'episode' ? { episode: s } : {}),
    sector: {
      pieces: s.placements.flatMap((p) => {
        const x = side.get(p.unit)
        return p.hex && x ? [{ hex: p.hex, side: x }] : []
      }),
      objectives: s.victory?.kind === 'objectives' ? s.victory.objectives.map((o) => o.hex) : [],
    },
  }
  const variants = (s.variants ?? []).map((v) => ({
    ...base,
    id: `${s.id}:${v.id}`,
    name: { ru: `${s.name.ru} · ${v.name.ru}`, en: `${s.name.en} · ${v.name.en}` },
    variantOf: s.id,
    variantName: v.name,
    description: v.description,
    ...balanceOf(`${s.id}:${v.id}`),
  }))
  return [base, ...variants]
}

export function bundledData(): Bundle | null {
  const scenarios = [...scenarioList].sort((a, b) => (ORDER(a) < ORDER(b) ? -1 : 1))
  if (!scenarios.length) return null
  const map = loadMap(borodinoMapData)
  const ctx = { map }
  const units = allUnits
  const commanders = commanderDefs
  const byId = new Map(scenarios.map((s) => [s.id, s]))
  const side = new Map(units.map((u) => [u.id, u.side]))
  return {
    map,
    ctx,
    // The tutorial is a scenario too (saves and replays work for it) but is not offered as a new game.
    scenarios: [
      ...scenarios.flatMap((s) => infos(s, side)),
      ...LESSONS.map((l) => ({ id: l.id, name: l.name, setup: false, hidden: true })),
    ],
    newGame(id, seed) {
      const lesson = lessonData(id)
      if (lesson) return lessonGame(lesson, units, commanders, seed)
      const { scenario, variant } = splitGameId(id)
      const s = scenarioData(scenario)
      if (!s || (variant !== undefined && !s.variants?.some((v) => v.id === variant))) return null
      const res = newGameFromScenario(ctx, s, units, commanders, seed, variant)
      if (!res.ok) {
        console.error(`scenario ${id}:`, res.error)
        return null
      }
      return res.value
    },
    scenarioOf: (id) => scenarioData(splitGameId(id).scenario),
    // The engine's query, kept with the state's derived data (the rules travel in state.setup).
    setupZone: (state, side) => Setup.setupZoneHexes(ctx, state, side),
    zoneRules(scenarioId) {
      // The tutorial is not among the scenario files; it plays on the same map.
      const own = byId.get(scenarioId)
      return own?.setup ?? scenarios.find((s) => s.setup && (!own || s.mapId === own.mapId))?.setup
    },
    setupViolations(state, side) {
      return state.setup && state.phase === 'setup' ? Setup.validateSetup(ctx, state.setup, state, side) : []
    },
  }
}
