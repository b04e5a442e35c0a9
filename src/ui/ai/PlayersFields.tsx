// Who plays each side, for New game and the welcome screen: a person, or the computer at a level.
import { PLAYER_KINDS, type PlayerKind, type Players } from '../../store/game'
import { useT } from '../useT'

export function PlayersFields({ value, onChange }: { value: Players; onChange: (p: Players) => void }) {
  const t = useT()
  return (
    <fieldset className="players" data-testid="players">
      <legend>{t.ai.players}</legend>
      {(['fr', 'ru'] as const).map((side) => (
        <label key={side} className="field">
          <span className="players-side">{t.side[side]}</span>
          <select
            data-testid={`player-${side}`}
            value={value[side]}
            onChange={(e) => onChange({ ...value, [side]: e.target.value as PlayerKind })}
          >
            {PLAYER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.ai.kind[k]}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  )
}
