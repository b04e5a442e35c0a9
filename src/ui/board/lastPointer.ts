// Where the pointer last was over the board (client pixels): the tooltip, loaded on demand, starts there
// instead of waiting for the next pointer move.
export const lastPointer = { x: 0, y: 0, seen: false }

export function notePointer(e: { clientX: number; clientY: number }): void {
  lastPointer.x = e.clientX
  lastPointer.y = e.clientY
  lastPointer.seen = true
}
