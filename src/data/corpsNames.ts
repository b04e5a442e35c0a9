// Display names of the corps and other formations the counters belong to (UNIT.5), per side.
import type { Bilingual, Side } from '../engine'
import corpsJson from './corps.json' with { type: 'json' }

const CORPS = corpsJson as Record<Side, Record<string, Bilingual>>

/** The formation's name, or its id when the data has none (a test map's made-up corps). */
export function corpsName(side: Side, corps: string, lang: keyof Bilingual): string {
  return CORPS[side]?.[corps]?.[lang] ?? corps
}

/** Corps ids with a name, for the data check. */
export const namedCorps = (side: Side): string[] => Object.keys(CORPS[side] ?? {})
