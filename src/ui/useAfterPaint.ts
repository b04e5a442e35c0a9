// A value that follows another one frame later: what a part of the screen shows after the frame that answers the
// click has been painted. For parts beside the board (the unit's details), so that a click's first frame carries
// the board's answer alone and the rest follows in the next one.
import { useEffect, useState } from 'react'

/** Calls `run` after the next frame is painted (a message posted from the frame's callback runs after its paint). */
export function afterNextPaint(run: () => void): () => void {
  let live = true
  let channel: MessageChannel | null = null
  const frame = requestAnimationFrame(() => {
    channel = new MessageChannel()
    channel.port1.onmessage = () => live && run()
    channel.port2.postMessage(0)
  })
  return () => {
    live = false
    cancelAnimationFrame(frame)
    channel?.port1.close()
  }
}

/** `value` as it was at the last painted frame: changes reach the caller one frame after they happen. */
export function useAfterPaint<T>(value: T, same: (a: T, b: T) => boolean = Object.is): T {
  const [shown, setShown] = useState(value)
  const current = same(shown, value)
  useEffect(() => (current ? undefined : afterNextPaint(() => setShown(value))), [current, value])
  return shown
}
