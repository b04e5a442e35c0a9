// Who sends which file and what it carries. The game is a sequence of segments, one side's turn each, alternating;
// file n is sent by segment n's mover once he has played it. Before segment 0, files -3 to -1 set up the first
// secrets: the creator's opening is file -2 when he moves first, else -3 (a mere invitation).
//
// File n carries: the commands of segment n and the reveal of the sender's secret for it (n ≥ 0); the sender's
// secret for segment n + 1, the other side's, in the clear (n + 1 ≥ 0); the sender's commit to his secret for
// segment n + 2, his own next one (n + 2 ≥ 0). So segment k's mover commits in file k - 2, before the other side
// sends its part in file k - 1, and reveals his own with the segment in file k.

/** The first file of any game (an opening by the side that does not move first). */
export const FIRST_FILE = -3

/** Which side sends file n: segment n's mover, the first mover on even n. */
export const senderOf = (n: number, first: string, second: string): string => (n % 2 === 0 ? first : second)

/** What file n carries (see above). */
export const contents = (n: number): { commands: boolean; reveal: boolean; clear: boolean; commit: boolean } => ({
  commands: n >= 0,
  reveal: n >= 0,
  clear: n + 1 >= 0,
  commit: n + 2 >= 0,
})

/** The index of the opening file: -2 when its sender moves first (he commits to segment 0 at once), else -3. */
export const openingFile = (creatorMovesFirst: boolean): number => (creatorMovesFirst ? -2 : -3)
