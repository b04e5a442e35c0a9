// The analysis' results as the review shows them: which decision a command belongs to, each move row's grade, the
// one line that explains a graded decision from its numbers, and the computer's better step as board marks.
import type { Command, GameState, HexCode } from '../../engine'
import { ANALYSIS_STRINGS } from '../../i18n/analysis'
import type { Lang } from '../../i18n'
import type { JudgedDecision } from '../../store/review'
import { commandText, type Names } from './format'

/** The judged decision the command at `index` belongs to, if any. */
export function decisionAt(results: readonly JudgedDecision[] | null, index: number): JudgedDecision | null {
  return results?.find((d) => d.start <= index && index < d.end) ?? null
}

/** The grade of each command of a graded decision, and whether it is the decision's first row (where its mark goes). */
export function gradedRows(
  results: readonly JudgedDecision[] | null,
): Map<number, { d: JudgedDecision; first: boolean }> {
  const out = new Map<number, { d: JudgedDecision; first: boolean }>()
  for (const d of results ?? [])
    if (d.grade) for (let i = d.start; i < d.end; i++) out.set(i, { d, first: i === d.start })
  return out
}

/** One line from the numbers: the computer's choice and the player's, with their expected losses or values. */
export function explain(d: JudgedDecision, names: Names, lang: Lang): string {
  const w = ANALYSIS_STRINGS[lang]
  if (d.kind === 'attack' || d.kind === 'end-combat') {
    const text = (c: JudgedDecision['best']) => {
      if (!c.attack) return w.endCombat
      const say = c.commands[0]?.type === 'fire' ? w.fire : w.attack
      return say(names(c.attack.defender), c.attack.enemyLost, c.attack.ownLost, c.attack.destroy)
    }
    return w.combatLine(text(d.best), text(d.played))
  }
  if (d.kind === 'movement') return w.plan(d.loss, d.best.value, d.played.value)
  const first = d.best.commands[0]
  return w.choice(first ? commandText(first, names, lang) : '—', d.loss)
}

export interface BetterMarks {
  paths: HexCode[][]
  combats: Array<{ from: HexCode[]; to: HexCode }>
  hexes: HexCode[]
}

/** The computer's better step drawn on the position before the decision (`before`). */
export function betterMarks(commands: readonly Command[], before: GameState): BetterMarks {
  const out: BetterMarks = { paths: [], combats: [], hexes: [] }
  const hexOf = (id: string): HexCode | null => before.units[id]?.hex ?? null
  for (const c of commands) {
    if (c.type === 'move' || c.type === 'moveCommander') out.paths.push(c.path)
    else if (c.type === 'retreat' || (c.type === 'advance' && c.unit && c.hex)) {
      const from = c.unit ? hexOf(c.unit) : null
      if (from && c.hex) out.paths.push([from, c.hex])
    } else if (c.type === 'attack' || c.type === 'fire') {
      const to = hexOf(c.type === 'attack' ? c.defender : c.target)
      const from = [...(c.type === 'attack' ? c.attackers : []), ...(c.batteries ?? [])].map(hexOf)
      if (to) out.combats.push({ from: from.filter((h): h is HexCode => h !== null), to })
    }
  }
  out.hexes = [...new Set([...out.paths.flat(), ...out.combats.flatMap((c) => [...c.from, c.to])])]
  return out
}
