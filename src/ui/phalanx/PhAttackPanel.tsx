// The attack phase: pick a target, then the attackers; the sum against the defence, what the rules will then do
// (the coach's consequences) and the rules are shown before the attack is made (PH-CBT.4–5).
import { attackOptions, attackPreview, valuesOf, type PhState } from '../../phalanx'
import { ctx } from '../../store/phalanx'
import { commitAttack } from './phActions'
import { PhAttackConsequences } from './coach'
import { PhRuleLink } from './PhRuleLink'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'

export function PhAttackPanel({ state }: { state: PhState }) {
  const t = usePhT()
  const a = t.ui.panel.attack
  const target = usePhUi((s) => s.target)
  const attackers = usePhUi((s) => s.attackers)
  const { setTarget, toggleAttacker } = usePhUiActions()
  const options = attackOptions(ctx, state) // names units of this state only
  const option = options.find((o) => o.target === target)
  const preview = target && attackers.length ? attackPreview(ctx, state, target, attackers) : null
  const strength = attackers.reduce((s, id) => s + (state.units[id] ? valuesOf(state.units[id]).attack : 0), 0)
  const defence = target && state.units[target] ? valuesOf(state.units[target]).defence : 0
  return (
    <section className="ph-attack" data-testid="ph-attack-panel">
      <h3>
        {a.title} <PhRuleLink id="PH-CBT.2" />
      </h3>
      {options.length === 0 ? (
        <p className="muted">{a.noTargets}</p>
      ) : (
        <>
          <div className="ph-list" role="group" aria-label={a.targets}>
            {options.map((o) => (
              <button
                key={o.target}
                type="button"
                data-testid={`ph-target-${o.target}`}
                aria-pressed={o.target === target}
                className={o.target === target ? 'active' : ''}
                onClick={() => setTarget(o.target === target ? null : o.target)}
              >
                {t.ph.unitName(o.target)} · {o.defence}
                {o.canRout ? ' ⚔' : ''}
              </button>
            ))}
          </div>
          {option && (
            <fieldset className="ph-attackers">
              <legend>{a.attackersFor(t.ph.unitName(option.target))}</legend>
              <p className="muted small">{a.pickAttackers}</p>
              {option.attackers.map((id) => (
                <label key={id}>
                  <input
                    type="checkbox"
                    data-testid={`ph-attacker-${id}`}
                    checked={attackers.includes(id)}
                    onChange={() => toggleAttacker(id)}
                  />{' '}
                  {t.ph.unitName(id)} ({valuesOf(state.units[id]!).attack})
                </label>
              ))}
              <p
                className={`ph-sum ${strength >= defence && attackers.length ? 'routs' : 'fails'}`}
                data-testid="attack-sum"
                data-strength={strength}
                data-defence={defence}
              >
                <b>{a.sum(strength, defence)}</b> — {strength >= defence && attackers.length ? a.routs : a.fails}{' '}
                <PhRuleLink id="PH-CBT.5" />
              </p>
              {target && attackers.length > 0 && (
                <PhAttackConsequences state={state} target={target} attackers={attackers} />
              )}
              {preview && !preview.ok && (
                <p className="ph-refusal" role="alert">
                  {t.ph.refusal[preview.refusal.code](preview.refusal.params, t.ph.unitName)}{' '}
                  <PhRuleLink id={preview.refusal.rule} />
                </p>
              )}
              <div className="row">
                <button
                  type="button"
                  className="primary"
                  data-testid="attack-commit"
                  disabled={!attackers.length}
                  onClick={commitAttack}
                >
                  {a.commit}
                </button>
                <button type="button" onClick={() => setTarget(null)}>
                  {a.clear}
                </button>
              </div>
            </fieldset>
          )}
        </>
      )}
    </section>
  )
}
