// The Phalanx battlefield as data (PH-MAP.1, PH-MAP.6, PH-INT.1, PH-INT.3): rows of pointy-topped hexes,
// odd rows long, even rows one hex shorter and inset half a hex, and one camp hex per side.
import type { Side } from './types'

export interface FieldData {
  readonly id: string
  /** Number of horizontal rows, north (row 1) to south. */
  readonly rows: number
  /** Hexes in each odd row; even rows hold one fewer, shifted half a hex east. */
  readonly longRow: number
  /** Each side's camp hex, CCRR. */
  readonly camps: Readonly<Record<Side, string>>
}

/** The default field: 9 rows of 11/10 hexes (95 hexes), camps at the centre of each baseline. */
export const STANDARD_FIELD: FieldData = {
  id: 'phalanx-standard',
  rows: 9,
  longRow: 11,
  camps: { south: '0609', north: '0601' },
}
