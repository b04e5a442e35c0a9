// The coach's hint, explained: what the computer would do next in the person's place, in two or three lines of
// facts of the position (hintFacts.ts), with the rules they rest on; «Play it» dispatches exactly that command.
// It closes by itself when the game changes (the control drops a hint about an old position).
import { useEffect, useMemo } from 'react'
import { bundle, useGame } from '../../store/app'
import { hints, useHint } from '../../store/hint'
import { useUi } from '../../store/ui'
import { useUiActions } from '../storeActions'
import { unitLabel } from '../labels'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { hintFacts, type HintFacts } from './hintFacts'
import { useHintAvailable } from './HintButton'
import { HintCard } from './HintCard'
import { emit } from '../board/host'
import { warningText, type Strings } from '../../i18n'
import { Coach, type GameState } from '../../engine'
import { useCoachNames } from '../coach/names'

/** Plays the hint; a phase end goes the way the button's does, so the coach still asks first when it costs something. */
function playHint(): void {
  const h = hints()
  if (h?.view.getState().command?.type === 'endPhase') {
    h.close()
    emit({ kind: 'endPhase' })
  } else h?.apply()
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** The panel's lines for a hint, from its facts only. */
function lines(f: HintFacts, state: GameState, t: Strings, lang: 'ru' | 'en'): string[] {
  const h = t.hint
  const unit = (id: string) => {
    const u = state.units[id]
    return u ? `${unitLabel(u, lang)} ${lang === 'en' ? `“${u.name[lang]}”` : `«${u.name[lang]}»`}` : id
  }
  const short = (id: string) => {
    const u = state.units[id]
    return u ? unitLabel(u, lang) : id
  }
  const who = f.actor
    ? f.actor.commander
      ? (state.commanders[f.actor.id]?.name[lang] ?? f.actor.id)
      : unit(f.actor.id)
    : ''
  const out: string[] = []
  const place = () => {
    if (f.to && f.terrain) out.push(h.terrain(f.to, t.tip.terrain[f.terrain] ?? f.terrain))
    if (f.enemiesNext.length) out.push(h.enemiesNext(f.enemiesNext.map(short)))
    else if (f.to && f.actor && !f.actor.commander) out.push(h.noEnemyNext)
    if (f.joins.length) out.push(h.joins(f.joins.map(short)))
  }
  switch (f.kind) {
    case 'move':
      out.push(h.move(who, f.from ?? '?', f.to ?? '?'))
      place()
      break
    case 'setup':
      out.push(f.to ? h.setup(who, f.to) : h.setupOff(who))
      if (f.to) place()
      break
    case 'retreat':
      out.push(h.retreat(who, f.to ?? '?'))
      place()
      break
    case 'advance':
      out.push(f.actor && f.to ? h.advance(who, f.to) : h.noAdvance)
      break
    case 'attack':
    case 'fire': {
      const d = f.defender ? unit(f.defender) : '?'
      const a = f.attackers.map(short)
      out.push(f.kind === 'attack' ? h.attack(d, a) : h.fire(d, a))
      if (f.odds) {
        out.push(h.odds(signed(f.odds.diff), f.odds.column))
        out.push(h.destroyed(f.odds.destroyed, f.odds.destroyedExact))
      }
      break
    }
    case 'exchange':
      out.push(h.exchange(f.units.map(short)))
      break
    case 'rally':
      out.push(h.rally(f.units.length))
      break
    case 'limber':
      out.push(h.limber(who))
      break
    case 'unlimber':
      out.push(h.unlimber(who))
      break
    case 'end-phase':
      out.push(h.endPhase(t.phase[f.phase]))
      break
  }
  return out
}

export function HintPanel() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const available = useHintAvailable()
  const status = useHint((v) => v.status)
  const command = useHint((v) => v.command)
  const asked = useHint((v) => v.state)
  const level = useHint((v) => v.level)
  const answeredAt = useHint((v) => v.answeredAt)
  const state = useGame((s) => s.state)
  const facts = useMemo(
    () => (command && asked === state ? hintFacts(bundle.ctx, state, command) : null),
    [command, asked, state],
  )
  // The coach's own warnings about the hinted step (a hint is the computer's move, not a promise that it is safe).
  const coachOn = useUi((s) => s.coach)
  const names = useCoachNames(state, lang, t)
  const warnings = useMemo(() => {
    if (!coachOn || !command || asked !== state || (command.type !== 'move' && command.type !== 'moveCommander'))
      return []
    const w = Coach.moveWarnings(bundle.ctx, state, command)
    return w.ok ? w.warnings : []
  }, [coachOn, command, asked, state])
  const { revealHex } = useUiActions()
  // The hinted hex is brought into view (the arrow or the target may be off screen).
  const focus = facts?.to ?? facts?.from ?? null
  useEffect(() => {
    if (focus) revealHex(focus)
  }, [focus, revealHex])
  if (!available || (status !== 'ready' && status !== 'none' && status !== 'failed')) return null
  const close = () => hints()?.close()
  if (!facts) return <HintCard kind={status === 'none' ? 'none' : 'failed'} lines={[]} onClose={close} />
  return (
    <HintCard
      kind={facts.kind}
      unit={facts.actor?.id}
      to={facts.to}
      lines={lines(facts, state, t, lang)}
      level={t.hint.byLevel(t.ai.level[answeredAt ?? level])}
      rules={facts.rules.map((r) => (
        <RuleLink key={r} id={r} />
      ))}
      notes={
        <>
          {warnings.length > 0 && (
            <div className="tip-warn" data-testid="hint-warning" role="alert">
              {t.hint.warnings}
              {warnings.map((w, i) => (
                <div key={i} data-warning={w.code}>
                  ⚠ {warningText(w, t.coach, names)} <RuleLink id={w.rule} />
                </div>
              ))}
            </div>
          )}
          {answeredAt && answeredAt !== level && (
            <p className="muted small">{t.hint.fellBack(t.ai.level[answeredAt])}</p>
          )}
        </>
      }
      onApply={playHint}
      onClose={close}
    />
  )
}
