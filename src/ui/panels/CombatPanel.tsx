// Combat phase: choose a defender and attackers, see the engine's preview, roll.
import { useMemo } from 'react'
import { bundle, useGame } from '../../store/app'
import { Combat, isOnMap } from '../../engine'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { PreviewView } from './PreviewView'
import { Die } from '../Die'
import { TermLink } from '../TermLink'
import { useTermProps } from '../termTitle'
import { formatRefusal } from '../../i18n'
import { useGameActions, useUiActions } from '../storeActions'
import { AttackConsequences } from '../coach'

export function CombatPanel() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const defender = useUi((s) => s.defender)
  const chosen = useUi((s) => s.attackers)
  const { dispatch } = useGameActions()
  const { clearAttack, toggleAttacker } = useUiActions()
  const termProps = useTermProps()
  const must = useMemo(() => Combat.mustAttack(bundle.ctx, state), [state])
  const cand = useMemo(
    () => (defender ? Combat.candidatesAgainst(bundle.ctx, state, defender) : { attackers: [], batteries: [] }),
    [state, defender],
  )
  const attackers = useMemo(() => chosen.filter((id) => cand.attackers.includes(id)), [chosen, cand])
  const batteries = useMemo(() => chosen.filter((id) => cand.batteries.includes(id)), [chosen, cand])
  const preview = useMemo(
    () =>
      defender && attackers.length + batteries.length
        ? Combat.previewChoice(bundle.ctx, state, defender, attackers, batteries)
        : null,
    [state, defender, attackers, batteries],
  )
  // ART.2–3: own batteries within range of the target that cannot join, each with the engine's reason.
  const idleGuns = useMemo(() => {
    const d = defender ? state.units[defender] : null
    if (!d) return []
    return Object.values(state.units).flatMap((b) => {
      if (b.side !== state.side || b.type !== 'artillery' || !isOnMap(b) || cand.batteries.includes(b.id)) return []
      const c = Combat.fireCheck(bundle.ctx, b, d)
      if (c.range < 1 || c.range > c.maxRange) return []
      const why = Combat.whyCannotFire(bundle.ctx, state, b, d)
      return why ? [{ id: b.id, why }] : []
    })
  }, [state, defender, cand])
  // Why «Resolve» / «Artillery fire» cannot be pressed yet: the engine's refusal, or what is still to be chosen.
  const blocked = !preview
    ? cand.attackers.length + cand.batteries.length
      ? t.combat.pickFirst
      : t.combat.noneCan
    : !preview.ok
      ? formatRefusal(preview.refusal, lang)
      : null
  const showWhy = blocked !== null && !(preview && !preview.ok)
  const firing = !(attackers.length || (!batteries.length && cand.attackers.length))
  const label = (id: string) => (state.units[id] ? unitLabel(state.units[id], lang) : id)
  const resolve = () => {
    if (!defender) return
    const ok = attackers.length
      ? dispatch({ type: 'attack', defender, attackers, batteries })
      : dispatch({ type: 'fire', batteries, target: defender })
    if (ok) clearAttack()
  }
  const actions = (
    <>
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="resolve"
          disabled={!preview?.ok}
          // Fire alone is a term of its own (ART.1); a melee roll needs none. The reason it is disabled comes first.
          {...(firing ? termProps('fire', blocked) : { title: blocked ?? undefined })}
          aria-describedby={showWhy ? 'resolve-why' : undefined}
          onClick={resolve}
        >
          <Die value={5} size={16} /> {firing ? t.combat.fire : t.combat.resolve}
        </button>
        <button type="button" onClick={() => clearAttack()}>
          {t.combat.clear}
        </button>
      </div>
      {showWhy && (
        <p className="muted small" id="resolve-why" data-testid="resolve-why">
          {blocked}
        </p>
      )}
    </>
  )
  const toggleRow = (ids: string[]) =>
    ids.map((id) => (
      <li key={id}>
        <label>
          <input
            type="checkbox"
            data-testid={`pick-${id}`}
            checked={chosen.includes(id)}
            onChange={() => toggleAttacker(id)}
          />{' '}
          {label(id)} — {state.units[id]?.name[lang]}
        </label>
      </li>
    ))
  return (
    <section className="panel combat-panel" data-testid="combat-panel">
      <h3>
        <TermLink term="combat">{t.combat.title}</TermLink> <RuleLink id="CBT.1" />
      </h3>
      {must.length > 0 && (
        <p className="must" data-testid="must-attack">
          <b>
            <TermLink term="mandatory">{t.combat.mandatory}</TermLink>.
          </b>{' '}
          {t.combat.mandatoryList} {must.map(label).join(', ')} <RuleLink id="CBT.3" />
        </p>
      )}
      {!defender && (
        <ol className="combat-steps" data-testid="combat-steps">
          <li>
            <b>{t.combat.chooseDefender}</b> {t.teach.combatSteps.overlay}
          </li>
          <li>{t.teach.combatSteps.tick}</li>
          <li>{t.teach.combatSteps.roll}</li>
        </ol>
      )}
      {defender && (
        <>
          <p data-testid="defender">
            {t.combat.defender}: <b>{label(defender)}</b> — {state.units[defender]?.name[lang]} (
            {state.units[defender]?.hex})
          </p>
          <p className="muted small">{t.combat.addHint}</p>
          {cand.attackers.length > 0 && (
            <>
              <h4>{t.combat.attackers}</h4>
              <ul className="pick-list">{toggleRow(cand.attackers)}</ul>
            </>
          )}
          {cand.batteries.length > 0 && (
            <>
              <h4>
                <TermLink term="support">{t.combat.batteries}</TermLink> <RuleLink id="ART.5" />
              </h4>
              <ul className="pick-list">{toggleRow(cand.batteries)}</ul>
            </>
          )}
          {idleGuns.length > 0 && (
            <>
              <h4>
                <TermLink term="los">{t.teach.idleGuns}</TermLink>
              </h4>
              <ul className="pick-list idle-guns" data-testid="idle-guns">
                {idleGuns.map(({ id, why }) => (
                  <li key={id} data-idle-gun={id}>
                    <input type="checkbox" disabled aria-label={label(id)} /> {label(id)} —{' '}
                    <span className="why-inline">
                      {formatRefusal(why, lang)} <RuleLink id={why.rule} />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {!attackers.length && !batteries.length && cand.attackers.length + cand.batteries.length > 0 && (
            <p className="small" data-testid="combat-next">
              <b>{t.teach.combatSteps.tickNow}</b>
            </p>
          )}
          {preview && !preview.ok && (
            <p className="why">
              {formatRefusal(preview.refusal, lang)} <RuleLink id={preview.refusal.rule} />
            </p>
          )}
          {preview?.ok ? (
            <PreviewView
              p={preview.preview}
              actions={actions}
              consequences={
                <AttackConsequences state={state} defender={defender} attackers={attackers} batteries={batteries} />
              }
            />
          ) : (
            actions
          )}
        </>
      )}
    </section>
  )
}
