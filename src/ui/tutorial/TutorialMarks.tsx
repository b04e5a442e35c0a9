// The tutorial's marks on the board: pulsing rings on the hexes of the step and an arrow with a short callout.
import { codeOf, hexId } from '../../engine'
import type { GameState } from '../../engine'
import { useTutorialText } from './tutorialText'
import { map } from '../../store/app'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/uiStore'
import { LESSON_STEPS } from '../../tutorial/lessons'
import { boardGeom } from '../board/geom'
import { calloutGeom } from './callout'

export function TutorialMarks({ state }: { state: GameState }) {
  const lang = useUi((s) => s.lang)
  const active = useTutorial((s) => s.active)
  const step = useTutorial((s) => s.step)
  const lesson = useTutorial((s) => s.lesson)
  const off = useTutorial((s) => s.offScript)
  const texts = useTutorialText()
  const def = LESSON_STEPS[lesson]?.[step]
  if (!active || off || !texts || !def) return null
  const g = boardGeom(map)
  const rings = (def.hexes?.(state) ?? []).map((c) => hexId(map, c)).filter((h) => h >= 0)
  const at = def.pointAt ? hexId(map, def.pointAt(state) ?? '') : -1
  const label = texts[lang][def.id]?.callout ?? ''
  return (
    <g pointerEvents="none" data-testid="tutorial-marks">
      {rings.map((h) => (
        <polygon
          key={h}
          className="tut-ring"
          data-tut-hex={map.geo.codes[h]}
          points={g.points[h]}
          fill="none"
          stroke="#ff8f00"
          strokeWidth="6"
        />
      ))}
      {at >= 0 && <Callout x={g.x[at]!} y={g.y[at]!} label={label} hex={codeOf(map, at)} />}
    </g>
  )
}

/** An arrow coming down from above-left onto the hex, with the label at its tail. */
function Callout({ x, y, label, hex }: { x: number; y: number; label: string; hex: string }) {
  const { tipX, tipY, tailX, tailY, w } = calloutGeom(x, y, label)
  return (
    <g className="tut-callout" data-tut-point={hex}>
      <line x1={tailX} y1={tailY} x2={tipX - 6} y2={tipY - 7} stroke="#fff" strokeWidth="9" strokeLinecap="round" />
      <line x1={tailX} y1={tailY} x2={tipX - 6} y2={tipY - 7} stroke="#e65100" strokeWidth="5" strokeLinecap="round" />
      <path d={`M${tipX} ${tipY} l-17 -4 l11 -13 z`} fill="#e65100" stroke="#fff" strokeWidth="2" />
      {label && (
        <g transform={`translate(${tailX} ${tailY})`}>
          <rect x={-w / 2} y={-34} width={w} height={28} rx="6" fill="#fff8e1" stroke="#e65100" strokeWidth="2.5" />
          <text
            y={-15}
            textAnchor="middle"
            fontSize="15"
            fontWeight="700"
            fill="#4e2600"
            fontFamily="Arial, sans-serif"
          >
            {label}
          </text>
        </g>
      )}
    </g>
  )
}
