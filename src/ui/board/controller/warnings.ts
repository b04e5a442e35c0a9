// The coach's warnings for a move the player is pointing at: what the step to the hovered hex costs by the rules
// (Coach.moveWarnings), asked only for that hex and kept per state, selection and hex, so a pointer going back and
// forth asks the engine once.
import { Coach, derivedKey, derivedTable, type Ctx, type GameState, type HexCode } from '../../../engine'
import { movementInfo, pathCodes } from './movement'

const NONE: readonly Coach.Warning[] = []
const byHex = derivedKey('board-move-warnings', () => new Map<string, readonly Coach.Warning[]>())

/** The warnings of the selected mover's cheapest move to `hex`; none where it cannot end its move. */
export function moveWarningsAt(
  ctx: Ctx,
  state: GameState,
  unit: string | null,
  commander: string | null,
  hex: HexCode | null,
): readonly Coach.Warning[] {
  if (!hex || (!unit && !commander)) return NONE
  const table = derivedTable(ctx, state, byHex)
  const key = `${unit ?? ''}|${commander ?? ''}|${hex}`
  let found = table.get(key)
  if (found === undefined) table.set(key, (found = compute(ctx, state, unit, commander, hex)))
  return found
}

function compute(ctx: Ctx, state: GameState, unit: string | null, commander: string | null, hex: HexCode) {
  const path = pathCodes(ctx, movementInfo(ctx, state, unit, commander).reach, hex)
  if (!path) return NONE
  const w = unit
    ? Coach.moveWarnings(ctx, state, { type: 'move', unit, path })
    : Coach.moveWarnings(ctx, state, { type: 'moveCommander', commander: commander!, path }) // unit or commander
  return w.ok && w.warnings.length ? w.warnings : NONE
}
