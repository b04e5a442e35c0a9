// A position two AI test files share: a Russian battery unlimbered at 0503 between two divisions, French infantry
// three hexes off (0803) and two French cavalry units behind it, on open ground 11 columns by 5 rows. Normal's
// placement keeps it where it fires from (batteryLine.test.ts); behind a line it goes back (openingLine.test.ts).
import type { Ctx } from '../../src/engine/core/commands'
import { openMap } from '../helpers/testMap'
import { ctxOf, type TestGameSpec } from '../helpers/testGame'

export const batteryInLineCtx: Ctx = ctxOf(openMap(11, 5))

export const batteryInLineSpec: TestGameSpec = {
  side: 'ru',
  phase: 'movement',
  units: [
    { id: 'left', side: 'ru', hex: '0502', str: 8 },
    { id: 'right', side: 'ru', hex: '0504', str: 8 },
    { id: 'guns', side: 'ru', type: 'artillery', hex: '0503', str: 6, limbered: false },
    { id: 'target', side: 'fr', hex: '0803', str: 4 },
    { id: 'c1', side: 'fr', hex: '1103', str: 5, type: 'cavalry' },
    { id: 'c2', side: 'fr', hex: '1102', str: 5, type: 'cavalry' },
  ],
}
