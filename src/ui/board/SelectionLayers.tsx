// The parts of the board that follow the selection and the pointer. Each reads the UI store itself, so a click on a
// unit (or a pointer move) re-renders these few parts only, not the whole board with its handlers, overlays and
// toolbar: the reach must be on screen in the frame after the click.
import { memo, useLayoutEffect, useMemo, useState, type RefObject } from 'react'
import type { Coach, GameState } from '../../engine'
import type { Lang } from '../../i18n'
import { bundle, map } from '../../store/app'
import { useUi, type UiStore } from '../../store/ui'
import { FireArcOverlay } from './Overlays'
import { AttackBadges } from './AttackOverlay'
import type { CounterFlags } from './Counter'
import { CountersLayer } from './CountersLayer'
import { HitLayer, type HexMark } from './HitLayer'
import { HexHooks } from './HexHooks'
import { HexRings, PathOverlay } from './PathOverlay'
import { useBoardMarks } from './useBoardView'
import { moveWarningsAt, pathCodes } from './controller'
import { laterPart } from '../lazy/laterPart'

// The hover tooltip comes with the parts the first screen does not draw (laterParts.ts): drawn from the first hover
// (nothing while its chunk loads, which the idle preload after the first paint has usually done).
const HoverTooltip = laterPart((m) => m.HoverTooltip, { name: 'tooltip', quiet: true })

const NO_MARKS: ReadonlyMap<string, HexMark> = new Map()

/** The selected unit and commander; none while the board shows a reviewed position (read-only). */
function useSelection(reviewing: boolean): { unit: string | null; commander: string | null } {
  const unit = useUi((s) => (reviewing ? null : s.selectedUnit))
  const commander = useUi((s) => (reviewing ? null : s.selectedCommander))
  return { unit, commander }
}

/** Every hex's test hooks (data-hex, data-reachable, data-mark, data-cursor) for the present selection (test builds). */
export const SelectionCells = memo(function SelectionCells({
  state,
  reviewing,
  cursor,
}: {
  state: GameState
  reviewing: boolean
  cursor: string | null
}) {
  const sel = useSelection(reviewing)
  const { marks } = useBoardMarks(state, sel.unit, sel.commander)
  return <HexHooks map={map} marks={marks} cursor={cursor} />
})

/**
 * The marks of the marked hexes and the ring around the selected counter's hex; also puts the selection's test hooks
 * on the board element (data-selected-unit) and on the selected counter or commander (data-selected) without
 * re-rendering the board or the counters.
 */
export const SelectionMarks = memo(function SelectionMarks({
  state,
  reviewing,
  board,
}: {
  state: GameState
  reviewing: boolean
  board: RefObject<HTMLDivElement | null>
}) {
  const sel = useSelection(reviewing)
  const selected = useUi((s) => s.selectedUnit)
  const { marks } = useBoardMarks(state, sel.unit, sel.commander)
  useLayoutEffect(() => {
    const el = board.current
    if (!el) return
    if (selected) el.setAttribute('data-selected-unit', selected)
    else el.removeAttribute('data-selected-unit')
  }, [board, selected])
  // Again after any command too: a counter drawn anew carries no hook.
  useLayoutEffect(() => {
    const counters = board.current?.querySelector('.counters')
    if (!counters) return
    for (const el of counters.querySelectorAll<SVGElement>('[data-unit],[data-commander]')) {
      const on = el.dataset.unit ? el.dataset.unit === sel.unit : el.dataset.commander === sel.commander
      if (on) el.setAttribute('data-selected', 'true')
      else if (el.hasAttribute('data-selected')) el.removeAttribute('data-selected')
    }
  }, [board, sel.unit, sel.commander, state])
  const selHex = sel.unit ? state.units[sel.unit]?.hex : sel.commander ? state.commanders[sel.commander]?.hex : null
  return (
    <>
      <HitLayer map={map} marks={reviewing ? NO_MARKS : marks} />
      {selHex && <HexRings hexes={[selHex]} color="#ffb300" width={7} />}
    </>
  )
})

/** The cheapest path to the hovered hex for the selected mover, with its cost. */
export const HoverPath = memo(function HoverPath({ state, reviewing }: { state: GameState; reviewing: boolean }) {
  const sel = useSelection(reviewing)
  const hoverHex = useUi((s) => (reviewing ? null : s.hoverHex))
  const { move } = useBoardMarks(state, sel.unit, sel.commander)
  const path = useMemo(() => pathCodes(bundle.ctx, move.reach, hoverHex), [move.reach, hoverHex])
  // The coach's warnings for this move (unless switched off): the engine is asked for the hovered hex only.
  const coach = useUi((s) => s.coach)
  const warn = useMemo(
    () => coach && !!path && moveWarningsAt(bundle.ctx, state, sel.unit, sel.commander, hoverHex).length > 0,
    [coach, path, state, sel.unit, sel.commander, hoverHex],
  )
  if (!path || !move.reach) return null
  // A path is never empty (it starts at the mover) and its hexes are this map's: the cost is there.
  const cost = move.reach.cost[map.geo.byCode.get(path[path.length - 1]!) ?? 0]!
  return <PathOverlay path={path} cost={cost} warn={warn} />
})

/**
 * Every counter, with its flags: attackable, threatened. Not the selection (SelectionMarks puts its hook on the
 * counter), so a click does not re-render the hundred counters.
 */
export const LiveCounters = memo(function LiveCounters({
  state,
  lang,
  attackOpts,
  threatOpts,
  sliding,
}: {
  state: GameState
  lang: Lang
  attackOpts: Coach.RatedOption[]
  threatOpts: Coach.RatedOption[]
  sliding: string | null
}) {
  const flags = useMemo(() => {
    const f = new Map<string, CounterFlags>()
    const put = (id: string, k: keyof CounterFlags) => f.set(id, { ...f.get(id), [k]: true })
    for (const o of attackOpts) put(o.target, 'attackable')
    for (const o of threatOpts) put(o.target, 'threatened')
    return f
  }, [attackOpts, threatOpts])
  return (
    <CountersLayer
      map={map}
      units={state.units}
      commanders={state.commanders}
      lang={lang}
      flags={flags}
      sliding={sliding}
    />
  )
})

/** The attack or threat badges, with rings for the hovered target's attackers. */
export const LiveBadges = memo(function LiveBadges({
  options,
  kind,
  commanders,
}: {
  options: Coach.RatedOption[]
  kind: 'attack' | 'threat'
  commanders: GameState['commanders']
}) {
  const hover = useUi((s) => s.hoverUnit)
  return <AttackBadges options={options} kind={kind} hover={hover} commanders={commanders} />
})

/** The battery whose fire the overlay shows: the selected one, one picked for an attack, or the hovered one. */
function arcBatteryOf(state: GameState, s: UiStore): string | null {
  return (
    [s.selectedUnit, ...s.attackers, s.hoverUnit].find(
      (id) => id && state.units[id]?.type === 'artillery' && state.units[id]?.hex,
    ) ?? null
  )
}

/** The fire-arc battery while that overlay is on (null otherwise, so nothing follows the pointer for it). */
export function useArcBattery(state: GameState, on: boolean): string | null {
  return useUi((s) => (on ? arcBatteryOf(state, s) : null))
}

/** A battery's fire arc (the overlay is on): follows the selection and the hovered counter. */
export const LiveFireArc = memo(function LiveFireArc({ state }: { state: GameState }) {
  const battery = useArcBattery(state, true)
  return battery ? <FireArcOverlay state={state} battery={battery} /> : null
})

/** The hover tooltip: loaded at the first hover or long-press, then kept mounted (it follows the pointer itself). */
export const LiveTooltip = memo(function LiveTooltip({
  container,
  reviewing,
}: {
  container: RefObject<HTMLDivElement | null>
  reviewing: boolean
}) {
  const hovered = useUi((s) => !!(s.hoverHex || s.hoverUnit))
  const [seen, setSeen] = useState(false)
  if (hovered && !seen) setSeen(true)
  return seen && !reviewing ? <HoverTooltip container={container} /> : null
})
