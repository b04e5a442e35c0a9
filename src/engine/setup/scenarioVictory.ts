// A scenario's own length and victory as data (SEQ.1, WIN.3–4, SCN.3): the checks of its turns, its victory rule
// and its whole-day variants, and which rule a game of it (or of one of its variants) is judged by.
import { hexId, type GameMap } from '../map/map'
import { LAST_TURN } from '../core/state'
import type { Bilingual } from '../core/types'
import type { VictoryRule } from '../core/victoryRule'
import { dev } from '../core/diagnostic'

/** A whole-day variant (WIN.3): the same scenario under another victory rule. */
export interface ScenarioVariant {
  /** Unique within the scenario; a game of it is `<scenario>:<variant>` to the app. */
  id: string
  name: Bilingual
  description: Bilingual
  victory: VictoryRule
}

/** The length and victory of a scenario, as its file gives them (all optional: the whole day under WIN.1–2). */
export interface ScenarioTerms {
  firstTurn?: number
  lastTurn?: number
  victory?: VictoryRule
  variants?: ScenarioVariant[]
}

/** Every problem of a victory rule against the map. */
export function victoryRuleProblems(map: GameMap, rule: VictoryRule, where: string): string[] {
  const out: string[] = []
  if (rule.kind === 'losses') {
    const e = rule.edges
    if (!Array.isArray(e) || e.length !== 3 || !e.every((x) => Number.isFinite(x)))
      out.push(dev`${where}: edges must be three numbers`)
    else if (!(e[0] < e[1] && e[1] < e[2])) out.push(dev`${where}: edges must rise`)
    if (!Number.isFinite(rule.frWeight) || rule.frWeight < 0) out.push(dev`${where}: frWeight must be ≥ 0`)
  } else if (rule.kind === 'objectives') {
    if (!Array.isArray(rule.objectives) || !rule.objectives.length) return [dev`${where}: no objectives`]
    const seen = new Set<string>()
    for (const o of rule.objectives) {
      if (hexId(map, o.hex) < 0) out.push(dev`${where}: objective ${JSON.stringify(o.hex)} is not on the map`)
      if (seen.has(o.hex)) out.push(dev`${where}: objective ${o.hex} twice`)
      seen.add(o.hex)
      if (!Number.isInteger(o.points) || o.points <= 0) out.push(dev`${where}: objective ${o.hex} needs points > 0`)
      if (o.holder !== 'fr' && o.holder !== 'ru') out.push(dev`${where}: objective ${o.hex} needs a holder`)
    }
    if (!Number.isInteger(rule.decisive) || rule.decisive <= 0) out.push(dev`${where}: decisive must be > 0`)
    for (const [side, n] of Object.entries(rule.start ?? {}))
      if ((side !== 'fr' && side !== 'ru') || !Number.isInteger(n) || n < 0)
        out.push(dev`${where}: start points ${JSON.stringify(side)} must be a whole number ≥ 0 for fr or ru`)
  } else out.push(dev`${where}: unknown victory kind ${JSON.stringify((rule as { kind: unknown }).kind)}`)
  return out
}

/** Every problem of a scenario's turns, victory and variants. */
export function scenarioTermProblems(map: GameMap, t: ScenarioTerms): string[] {
  const out: string[] = []
  const first = t.firstTurn ?? 1
  const last = t.lastTurn ?? LAST_TURN
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last > LAST_TURN || last < first)
    out.push(dev`turns ${first}–${last} are not within 1–${LAST_TURN}`)
  if (t.victory) out.push(...victoryRuleProblems(map, t.victory, 'victory'))
  const ids = new Set<string>()
  for (const v of t.variants ?? []) {
    if (typeof v.id !== 'string' || !/^[a-z0-9-]+$/.test(v.id)) out.push(dev`variant id ${JSON.stringify(v.id)}`)
    if (ids.has(v.id)) out.push(dev`variant ${v.id} twice`)
    ids.add(v.id)
    if (!v.victory) out.push(dev`variant ${v.id} has no victory rule`)
    else out.push(...victoryRuleProblems(map, v.victory, `variant ${v.id}`))
  }
  return out
}

/** The victory rule of a game of the scenario, or of one of its variants; undefined for WIN.1–2; null: no such variant. */
export function ruleOf(t: ScenarioTerms, variant?: string): VictoryRule | undefined | null {
  if (!variant) return t.victory
  return t.variants?.find((v) => v.id === variant)?.victory ?? null
}
