// Full details of the hovered (or selected) counter: both sides of the counter, state, commanders.
import { TermLink } from '../TermLink'
import { isFlipped, movementAllowance } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { Counter } from '../board/Counter'
import { CommanderMarker } from '../board/CommanderMarker'
import { RuleLink } from '../RuleLink'
import { unitLabel } from '../labels'
import { corpsName } from '../../data/corpsNames'
import { useT } from '../useT'
import { attackedNow } from './attackedNow'
import { useUiActions } from '../storeActions'

// The picture uses the board's patterns (the stripes of a demoralized back): a second copy of the board's <defs>
// here put every pattern id in the document twice, and each click that showed or hid this picture made the
// browser re-resolve, and repaint, every pattern fill on the map.
function CounterPicture({ children }: { children: React.ReactNode }) {
  return (
    <svg width="68" height="68" viewBox="-34 -34 68 68" className="counter-pic">
      {children}
    </svg>
  )
}

/** Whose details to show: the hovered, selected or attacked unit, else the selected commander. */
export interface DetailsOf {
  unit: string | null
  commander: string | null
}

export function UnitDetails({ unit: id, commander: cid }: DetailsOf) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { focusOn } = useUiActions()
  const u = useGame((s) => (id ? s.state.units[id] : undefined))
  const c = useGame((s) => (!u && cid ? s.state.commanders[cid] : undefined))
  const commanders = useGame((s) => s.state.commanders)
  const side = useGame((s) => s.state.side)
  const phase = useGame((s) => s.state.phase)
  if (c) {
    return (
      <section className="panel details" data-testid="details">
        <div className="details-head">
          <CounterPicture>
            <CommanderMarker c={c} x={0} y={4} lang={lang} picture />
          </CounterPicture>
          <div>
            <h3>{c.name[lang]}</h3>
            <p>
              <TermLink term="rating">{t.commander.rating}</TermLink>: <b>{c.rating}</b> <RuleLink id="CMD.1" />
            </p>
            <p>{t.commander.status[c.status]}</p>
            <p>
              <TermLink term="command">{t.commander.commands}</TermLink>:{' '}
              {c.commands.corps
                ? corpsName(c.side, c.commands.corps, lang)
                : c.commands.army
                  ? (t.tip.army[c.commands.army] ?? c.commands.army)
                  : t.commander.all(t.side[c.side])}{' '}
              <RuleLink id="UNIT.5" />
            </p>
          </div>
        </div>
      </section>
    )
  }
  if (!u) return <section className="panel details muted">{t.panel.hint}</section>
  const hex = u.hex
  const isBattery = u.type === 'artillery'
  const backUp = isFlipped(u)
  const here = Object.values(commanders).filter((k) => k.hex && k.hex === u.hex && k.status === 'active')
  const flipped = { ...u, limbered: isBattery ? !u.limbered : false, demoralized: isBattery ? false : !u.demoralized }
  return (
    <section className="panel details" data-testid="details" data-details-unit={u.id}>
      <div className="details-head">
        <CounterPicture>
          <Counter unit={u} x={0} y={0} picture lang={lang} />
        </CounterPicture>
        <CounterPicture>
          <g opacity="0.55">
            <Counter unit={flipped} x={0} y={0} picture lang={lang} />
          </g>
        </CounterPicture>
        <div>
          <h3>
            {unitLabel(u, lang)} — {u.name[lang]}
          </h3>
          <p>
            <TermLink term={isBattery ? 'battery' : 'symbols'}>{t.unitType[u.type]}</TermLink> ·{' '}
            {t.nationality[u.nationality]} <RuleLink id="UNIT.4" />
          </p>
          {hex && (
            <button type="button" className="small-btn" data-testid="focus-unit" onClick={() => focusOn(hex)}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <circle cx="6" cy="6" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                <path d="M6 0v3M6 9v3M0 6h3M9 6h3" stroke="currentColor" strokeWidth="1.5" />
              </svg>{' '}
              {t.unit.showOnMap}
            </button>
          )}
        </div>
      </div>
      <table className="kv">
        <tbody>
          <tr>
            <th>
              <TermLink term="front-back">{t.unit.front}</TermLink>
            </th>
            <td>
              {u.front.strength}-{u.front.mp}
            </td>
            <th>
              <TermLink term="front-back">{t.unit.back}</TermLink>
            </th>
            <td>
              {isBattery ? `(${u.back.strength})` : u.back.strength}-{u.back.mp}
            </td>
          </tr>
          <tr>
            <th>
              <TermLink term="command">{t.unit.corps}</TermLink>
            </th>
            <td>{corpsName(u.side, u.corps, lang)}</td>
            <th>{t.unit.army}</th>
            <td>{t.tip.army[u.army] ?? u.army}</td>
          </tr>
          <tr>
            <th>
              <TermLink term="hex">{t.unit.hex}</TermLink>
            </th>
            <td>{u.hex ?? t.unit.offMap}</td>
            <th>
              <TermLink term="mp">{t.unit.mp}</TermLink>
            </th>
            <td>{Math.max(0, movementAllowance(u) - u.mpSpent)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        <TermLink
          term={u.status === 'destroyed' ? 'destroyed' : isBattery ? 'limbered' : backUp ? 'demoralized' : 'good-order'}
        >
          {u.status === 'destroyed'
            ? t.unit.destroyed
            : backUp
              ? isBattery
                ? t.unit.limbered
                : t.unit.demoralized
              : isBattery
                ? t.unit.unlimbered
                : t.unit.good}
        </TermLink>{' '}
        <RuleLink id={isBattery ? 'UNIT.3' : 'RALLY.1'} />
        {attackedNow({ side, phase }, u) && <> · {t.unit.attacked}</>}
      </p>
      {here.length > 0 && (
        <p>
          <TermLink term="commander">{t.unit.commanders}</TermLink>:{' '}
          {here.map((k) => `${k.name[lang]} (${k.rating})`).join(', ')}
        </p>
      )}
    </section>
  )
}
