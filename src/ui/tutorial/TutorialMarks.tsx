// The tutorial's marks on the board: pulsing rings on the hexes of the step and an arrow with a short callout.
import { type GameState, hexId } from '../../engine'
import { useTutorialText } from './tutorialText'
import { map } from '../../store/app'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/ui'
import { LESSON_STEPS } from '../../tutorial/lessons'
import { boardGeom } from '../board/geom'
import { useEffect } from 'react'
import { LABEL_H, placeCallout, type CalloutGeom } from './callout'
import { target } from './cameraTarget'
import { useCameraGoal } from './useTutorialCamera'

export function TutorialMarks({ state }: { state: GameState }) {
  const lang = useUi((s) => s.lang)
  const active = useTutorial((s) => s.active)
  const step = useTutorial((s) => s.step)
  const lesson = useTutorial((s) => s.lesson)
  const off = useTutorial((s) => s.offScript)
  const texts = useTutorialText()
  const def = LESSON_STEPS[lesson]?.[step]
  const label = (def && texts?.[lang][def.id]?.callout) ?? ''
  // The camera keeps what the step marks in view (useTutorialCamera, part of the board).
  const shown = active && !off && !!texts && !!def
  const goal = shown ? target(state, lesson, step, label) : null
  const goalKey = goal?.key ?? null
  useEffect(() => {
    useCameraGoal.setState({ goal })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goalKey])
  useEffect(() => () => useCameraGoal.setState({ goal: null }), [])
  if (!shown || !def) return null
  const g = boardGeom(map)
  const rings = (def.hexes?.(state) ?? []).map((c) => hexId(map, c)).filter((h) => h >= 0)
  const atCode = def.pointAt?.(state) ?? null
  const callout = atCode ? placeCallout(map, state, atCode, label) : null
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
      {callout && atCode && <Callout c={callout} label={label} hex={atCode} />}
    </g>
  )
}

/** An arrow onto the hex from the side where it covers no counter, with the label at its tail. */
function Callout({ c, label, hex }: { c: CalloutGeom; label: string; hex: string }) {
  const [, a, b] = c.head
  // The shaft stops inside the head, so its round end does not poke through the tip.
  const k = 12 / Math.hypot(c.tipX - c.tailX, c.tipY - c.tailY)
  const endX = c.tipX + (c.tailX - c.tipX) * k
  const endY = c.tipY + (c.tailY - c.tipY) * k
  return (
    <g className="tut-callout" data-tut-point={hex}>
      <line x1={c.tailX} y1={c.tailY} x2={endX} y2={endY} stroke="#fff" strokeWidth="9" strokeLinecap="round" />
      <line x1={c.tailX} y1={c.tailY} x2={endX} y2={endY} stroke="#e65100" strokeWidth="5" strokeLinecap="round" />
      <path
        d={`M${c.tipX} ${c.tipY} L${a?.[0]} ${a?.[1]} L${b?.[0]} ${b?.[1]} z`}
        fill="#e65100"
        stroke="#fff"
        strokeWidth="2"
      />
      {label && (
        <g transform={`translate(${c.tailX} ${c.labelY0})`}>
          <rect
            x={-c.w / 2}
            y={0}
            width={c.w}
            height={LABEL_H}
            rx="6"
            fill="#fff8e1"
            stroke="#e65100"
            strokeWidth="2.5"
          />
          <text
            y={LABEL_H - 9}
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
