// The hint's way on either game's board: a blue line through the hex centres over a white halo, with an arrowhead at
// its end. `points` is the SVG polyline's list; `head` names the arrowhead's marker (unique on the page).
export const HINT_COLOR = '#1565c0'

export function HintArrow({ points, head }: { points: string; head: string }) {
  return (
    <>
      <defs>
        <marker id={head} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill={HINT_COLOR} stroke="#fff" strokeWidth="1.2" />
        </marker>
      </defs>
      <polyline
        points={points}
        fill="none"
        stroke="#fff"
        strokeWidth="11"
        strokeOpacity="0.85"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <polyline
        points={points}
        fill="none"
        stroke={HINT_COLOR}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        markerEnd={`url(#${head})`}
      />
    </>
  )
}
