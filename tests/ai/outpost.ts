// A position two AI test files share: a weak Russian cavalry division holds a village on a height (0404) far ahead of
// its army's line (column 10). Three French divisions stand two hexes west of it and two French cavalry divisions two
// hexes north and south: the cavalry rides round it (ZOC.5) onto the empty ground behind it, so a defeat there is its
// destruction (CBT.9–10), good ground or not. Its own line is out of the French reach.
import type { Ctx } from '../../src/engine/core/commands'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, type TestGameSpec } from '../helpers/testGame'

const rows = Array.from({ length: 7 }, (_, r) => (r === 3 ? '. . . v3 . . . . . . . .' : '. . . . . . . . . . . .'))

export const outpostCtx: Ctx = ctxOf(asciiMap({ rows }))

export const outpostSpec: TestGameSpec = {
  side: 'ru',
  phase: 'movement',
  units: [
    { id: 'ru1', side: 'ru', hex: '0404', str: 3, type: 'cavalry' },
    ...[2, 3, 4, 5, 6].map((r) => ({ id: `ru${r}`, side: 'ru' as const, hex: `100${r}`, str: 5 })),
    { id: 'fr1', side: 'fr', hex: '0203', str: 6 },
    { id: 'fr2', side: 'fr', hex: '0204', str: 6 },
    { id: 'fr3', side: 'fr', hex: '0205', str: 6 },
    { id: 'fr4', side: 'fr', hex: '0402', str: 4, type: 'cavalry' },
    { id: 'fr5', side: 'fr', hex: '0406', str: 4, type: 'cavalry' },
  ],
}
