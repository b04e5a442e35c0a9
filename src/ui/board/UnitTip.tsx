// The counter part of the hover tooltip: values, state, corps and army, commanders and their bonus (CMD.1),
// the enemy zone of control it stands in (ZOC.4) and whether it must attack (CBT.3).
import { faceOf, isFlipped, movementAllowance } from '../../engine'
import { map, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { unitInfo } from '../explain/unitInfo'
import { RuleLink } from '../RuleLink'
import { unitLabel } from '../labels'
import { corpsName } from '../../data/corpsNames'
import { useT } from '../useT'
import { TermLink } from '../TermLink'

export function UnitTip({ id }: { id: string }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const u = state.units[id]
  if (!u) return null
  const info = unitInfo(map, state, u)
  const battery = u.type === 'artillery'
  const back = isFlipped(u)
  const face = faceOf(u)
  const str = battery && u.limbered ? `(${face.strength})` : String(face.strength)
  const status =
    u.status === 'destroyed'
      ? t.unit.destroyed
      : back
        ? battery
          ? t.unit.limbered
          : t.unit.demoralized
        : battery
          ? t.unit.unlimbered
          : t.unit.good
  const label = (uid: string) => (state.units[uid] ? unitLabel(state.units[uid], lang) : uid)
  return (
    <div data-tip-unit={id}>
      <div className="tip-head">
        <b>{unitLabel(u, lang)}</b> — {u.name[lang]}
      </div>
      <div>
        {t.unitType[u.type]} · <TermLink term="strength">{t.unit.strength}</TermLink> <b>{str}</b> ·{' '}
        <TermLink term="mp">{t.unit.mp}</TermLink> <b>{face.mp}</b> <RuleLink id="UNIT.2" />
      </div>
      <div>
        <TermLink term={battery ? 'limbered' : back ? 'demoralized' : 'good-order'}>{status}</TermLink>{' '}
        <RuleLink id={battery ? 'UNIT.3' : 'RALLY.1'} />
        {u.hex && (
          <>
            {' '}
            · {t.tip.hex} {u.hex}
          </>
        )}
      </div>
      <div>
        {t.unit.corps}: {corpsName(u.side, u.corps, lang)} · {t.tip.army[u.army] ?? u.army} <RuleLink id="UNIT.5" />
      </div>
      {state.phase === 'movement' && u.side === state.side && (
        <div>
          <TermLink term="mp">{t.tip.mpLeft(Math.max(0, movementAllowance(u) - u.mpSpent))}</TermLink>
        </div>
      )}
      {info.leaders.length > 0 && (
        <div data-testid="tip-commanders">
          <TermLink term="commander">{t.tip.leaders}</TermLink>:{' '}
          {info.leaders.map((c) => `${c.name[lang]} (${c.rating})`).join(', ')} —{' '}
          {info.stacked.length ? (
            <b>
              {info.stacked.map((c) => c.name[lang]).join(', ')} {t.tip.stacked(info.bonus)}
            </b>
          ) : (
            t.tip.notStacked
          )}{' '}
          <RuleLink id="CMD.1" />
        </div>
      )}
      {u.status === 'active' && (
        <div data-testid="tip-zoc">
          {info.zocBy.length ? (
            <>
              <TermLink term="zoc">
                {(u.type === 'cavalry' ? t.tip.inZocCav : t.tip.inZoc)(info.zocBy.map(label).join(', '))}
              </TermLink>{' '}
              <RuleLink id={u.type === 'cavalry' ? 'ZOC.5' : 'ZOC.4'} />
            </>
          ) : (
            <TermLink term="zoc">{t.tip.noZoc}</TermLink>
          )}
        </div>
      )}
      {info.mustAttack && (
        <div className="tip-must">
          <b>
            <TermLink term="mandatory">{info.mustAttack === 'now' ? t.tip.mustNow : t.tip.mustNext}</TermLink>
          </b>{' '}
          <RuleLink id="CBT.3" />
        </div>
      )}
    </div>
  )
}
