// The test hooks of every hex (test builds only, VITE_TEST_HOOK=1): a childless, transparent polygon per hex over the
// static map, carrying data-hex, data-reachable, data-mark and data-cursor, so the browser tests can find, hover and
// click any hex by its code. Players' builds have none: the map is one image and a click finds its hex by arithmetic
// (hexAt.ts), the same arithmetic a click on these polygons goes through.
import { memo, useLayoutEffect, useRef } from 'react'
import type { GameMap } from '../../engine'
import { boardGeom } from './geom'
import type { HexMark } from './HitLayer'

/** Whether this build carries the hexes' test hooks. */
export const HEX_HOOKS = import.meta.env.VITE_TEST_HOOK === '1'

/** A polygon per hex, in hex-id order: drawn once per map, never re-rendered. */
const HookCells = memo(function HookCells({ map }: { map: GameMap }) {
  const g = boardGeom(map)
  const cells = []
  for (let i = 0; i < map.geo.n; i++) cells.push(<polygon key={i} data-hex={map.geo.codes[i]} points={g.points[i]} />)
  return <>{cells}</>
})

/** Sets or clears a data attribute on a cell. */
function put(el: Element | undefined, name: string, value: string | undefined): void {
  if (!el) return
  if (value === undefined) el.removeAttribute(name)
  else el.setAttribute(name, value)
}

/**
 * The hexes' hooks for the present selection and cursor. A selection changes the hooks of the marked hexes only: they
 * are set on those cells directly, so React does not walk the 910 cells at every click.
 */
function HexHooksImpl({
  map,
  marks,
  cursor,
}: {
  map: GameMap
  marks: ReadonlyMap<string, HexMark>
  cursor: string | null
}) {
  const ref = useRef<SVGGElement>(null)
  // What the cells carry now (set by the effect below), to change only what differs.
  const shown = useRef<{ map: GameMap | null; marks: ReadonlyMap<string, HexMark>; cursor: string | null }>({
    map: null,
    marks: new Map(),
    cursor: null,
  })
  useLayoutEffect(() => {
    const cells = ref.current?.children
    if (!cells) return
    const before = shown.current
    // New cells (another map) carry nothing yet.
    const old = before.map === map ? before.marks : new Map<string, HexMark>()
    const at = (code: string) => {
      const i = map.geo.byCode.get(code)
      return i === undefined ? undefined : cells[i]
    }
    for (const [code, m] of old) {
      if (marks.get(code)?.kind === m.kind) continue
      const el = at(code)
      put(el, 'data-mark', undefined)
      put(el, 'data-reachable', undefined)
    }
    for (const [code, m] of marks) {
      if (old.get(code)?.kind === m.kind) continue
      const el = at(code)
      put(el, 'data-mark', m.kind)
      put(el, 'data-reachable', m.kind === 'reach' ? 'true' : undefined)
    }
    const oldCursor = before.map === map ? before.cursor : null
    if (oldCursor !== cursor) {
      if (oldCursor) put(at(oldCursor), 'data-cursor', undefined)
      if (cursor) put(at(cursor), 'data-cursor', 'true')
    }
    shown.current = { map, marks, cursor }
  }, [map, marks, cursor])
  return (
    <g className="hex-hooks" fill="transparent" ref={ref}>
      <HookCells map={map} />
    </g>
  )
}

export const HexHooks = memo(HexHooksImpl)
