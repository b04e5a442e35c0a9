// What a badge of the two coach overlays says and how it looks: «Куда атаковать» gives the chance to destroy
// the target (or, when it can only be pushed back, «↩» and that chance) and the best three targets' ranks;
// «Угрозы» grades each threatened unit by the chance the enemy's best attack destroys it (Coach.threatGrade).
import { Coach } from '../../engine'
import { MAX_DIFF, MIN_DIFF } from '../../engine/tables'

/** A chance as a whole percentage; a chance above 0 never reads «0%». */
export const pct = (p: number): string => (p > 0 && p < 0.005 ? '<1%' : `${Math.round(p * 100)}%`)
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** A differential as the table reads it: beyond the last column it is that column (CBT.7), so «≥+17», not «+61». */
export const tableDiff = (d: number): string =>
  d >= MAX_DIFF - 1 ? `≥+${MAX_DIFF - 1}` : d <= MIN_DIFF ? `≤−${-MIN_DIFF}` : signed(d)

/** How many of the best targets carry their rank. */
export const RANKED = 3

/** The colours and the mark of each grade: fills that differ in lightness too, and a mark for those who see no colour. */
export const GRADE_STYLE: Record<Coach.ThreatGrade, { fill: string; stroke: string; ink: string; mark: string }> = {
  low: { fill: '#ffffff', stroke: '#2e7d32', ink: '#1a1a1a', mark: '' },
  risk: { fill: '#ffe082', stroke: '#8d6e00', ink: '#1a1a1a', mark: '!' },
  danger: { fill: '#f57c00', stroke: '#7a3500', ink: '#000000', mark: '!!' },
  lost: { fill: '#b71c1c', stroke: '#4a0000', ink: '#ffffff', mark: '!!!' },
}

/** The chance shown: to destroy, or «↩» and the chance to push back when destroying is out of reach. */
function chance(o: Coach.RatedOption): string {
  const { destroyed, pushedBack } = o.odds
  const text = destroyed > 0 || pushedBack === 0 ? pct(destroyed) : `↩ ${pct(pushedBack)}`
  // Not resolved on the board: the table's odds only, marked as the rougher figure they are.
  return o.odds.exact ? text : `≈${text}`
}

/** Whether the option can destroy its target, only push it back, or neither. */
export const resultKind = (o: Coach.RatedOption): 'destroy' | 'retreat' | 'none' =>
  o.odds.destroyed > 0 ? 'destroy' : o.odds.pushedBack > 0 ? 'retreat' : 'none'

/** A target's rank among the best (1…RANKED), or 0: only targets the attack can hurt are ranked. */
export const rankOf = (options: Coach.RatedOption[], i: number): number =>
  i < RANKED && resultKind(options[i]!) !== 'none' ? i + 1 : 0 // i indexes options

/** The attack badge: its rank among the best, then the chance. */
export const attackText = (o: Coach.RatedOption, rank: number): string => (rank ? `${rank} · ${chance(o)}` : chance(o))

/** The threat badge: the grade's mark, then the chance. */
export function threatText(o: Coach.RatedOption): string {
  const mark = GRADE_STYLE[Coach.threatGrade(o.odds.destroyed)].mark
  return mark ? `${mark} ${chance(o)}` : chance(o)
}
