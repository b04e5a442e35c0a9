// The welcome's one-click game for a person alone: the side and the computer's level chosen right there, then the
// historical scenario starts with the computer on the other side (no hand-over screen between a person and it).
import { useState } from 'react'
import { PLAYER_KINDS, type PlayerKind } from '../../store/game'
import { useT } from '../useT'
import { begin, randomSeed } from './welcomeActions'

type Level = Exclude<PlayerKind, 'human'>
const LEVELS = PLAYER_KINDS.filter((k): k is Level => k !== 'human')

/**
 * `short`: the same for a short scenario (SCN.3), offered first after the lessons, under its own heading and test
 * ids (`welcome-short`, `welcome-short-side`, `welcome-short-level`).
 */
export function WelcomeSolo({
  scenarioId,
  scenarioName,
  short,
}: {
  scenarioId: string
  scenarioName: string
  short?: boolean
}) {
  const t = useT()
  const id = short ? 'welcome-short' : 'welcome-solo'
  const [side, setSide] = useState<'fr' | 'ru'>('fr')
  const [level, setLevel] = useState<Level>('easy')
  const other = side === 'fr' ? 'ru' : 'fr'
  return (
    <section className="welcome-block welcome-solo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{short ? t.score.welcome : t.welcome.solo}</h3>
      {short && <p className="muted">{t.score.welcomeSub}</p>}
      <div className="welcome-solo-fields">
        <label className="field">
          <span>{t.welcome.soloSide}</span>
          <select data-testid={`${id}-side`} value={side} onChange={(e) => setSide(e.target.value as 'fr' | 'ru')}>
            {(['fr', 'ru'] as const).map((s) => (
              <option key={s} value={s}>
                {t.side[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t.welcome.soloLevel}</span>
          <select data-testid={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value as Level)}>
            {LEVELS.map((k) => (
              <option key={k} value={k}>
                {t.ai.level[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button
        type="button"
        className="welcome-choice"
        data-testid={id}
        data-side={side}
        data-level={level}
        onClick={() =>
          begin(scenarioId, randomSeed(), { [side]: 'human', [other]: level } as Record<'fr' | 'ru', PlayerKind>)
        }
      >
        <b>{t.welcome.soloStart}</b>
        <span>{scenarioName}</span>
      </button>
    </section>
  )
}
