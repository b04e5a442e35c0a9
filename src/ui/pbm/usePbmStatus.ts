// Where the play-by-mail game stands, for the screen (one selector: the status changes only with the game).
import { useGame } from '../../store/app'
import { pbmStatus, type PbmStatus } from '../../store/pbm'
import { shallow } from 'zustand/shallow'
import { useRef } from 'react'

export function usePbmStatus(): PbmStatus {
  const last = useRef<PbmStatus>({ kind: 'off' })
  return useGame((g) => {
    const s = pbmStatus(g)
    // The same status as a new object would redraw on every change of the store.
    if (!shallow(s, last.current)) last.current = s
    return last.current
  })
}
