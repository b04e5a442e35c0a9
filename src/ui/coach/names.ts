// How the coach's words name the pieces its facts give by id: a unit by its counter's label, a commander by his name,
// a side as the attacker or the defender of the combat being put together (the acting side attacks).
import { useMemo } from 'react'
import type { GameState } from '../../engine'
import type { CoachNames, Lang, Strings } from '../../i18n'
import { unitLabel } from '../labels'

export function coachNames(state: GameState, lang: Lang, t: Strings): CoachNames {
  return {
    unit: (id) => {
      const u = state.units[id]
      return u ? unitLabel(u, lang) : id
    },
    commander: (id) => state.commanders[id]?.name[lang] ?? id,
    side: (side) => (side === state.side ? t.coach.attacker : t.coach.defender),
  }
}

export function useCoachNames(state: GameState, lang: Lang, t: Strings): CoachNames {
  return useMemo(() => coachNames(state, lang, t), [state, lang, t])
}
