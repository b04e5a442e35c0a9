// The tutorial's text describes fixed outcomes (its dice seed is chosen for them): replay its script through
// the engine and check every outcome, so a rules change cannot silently break the lesson.
import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { allUnits, borodinoMapData, commanders } from '../../src/data/bundled'
import type { Command } from '../../src/engine/core/commands'
import { apply } from '../../src/engine/core/apply'
import type { GameEvent } from '../../src/engine/core/events'
import { loadMap } from '../../src/engine/map/map'
import { retreatChoices } from '../../src/engine/combat/queries'
import type { GameState } from '../../src/engine/core/state'
import { SCRIPT } from '../../src/tutorial/script'
import { STEPS, T } from '../../src/tutorial/steps'
import { tutorialGame } from '../../src/tutorial/game'
import { TUTORIAL_TEXT } from '../../src/i18n/content/tutorial'
import { say } from '../helpers/say'

const map = loadMap(borodinoMapData)
const ctx = { map }

/** Plays the tutorial step by step as the script says; `pick` chooses among retreat hexes, `advance` the advance. */
function play(pick = 0, advance = false) {
  let s: GameState = tutorialGame(allUnits, commanders)
  const events: Record<string, GameEvent[]> = {}
  const visited: string[] = []
  for (const step of STEPS) {
    if (step.skip?.(s)) continue
    visited.push(step.id)
    if (!step.expects) continue
    let cmd: Command = SCRIPT[step.id]!(ctx, s)
    if (cmd.type === 'retreat')
      cmd = { ...cmd, hex: at(at(retreatChoices(ctx, s), 0).hexes, pick % at(retreatChoices(ctx, s), 0).hexes.length) }
    if (cmd.type === 'advance' && advance) cmd = { type: 'advance', unit: T.rallier, hex: '1719' }
    expect(step.expects(cmd, s), `step ${step.id} accepts its scripted command`).toBe(true)
    const out = apply(ctx, s, cmd)
    if (!out.ok) throw new Error(`step ${step.id}: ${say(out.refusal, 'en')}`)
    events[step.id] = out.events
    s = out.state
  }
  return { s, events, visited }
}

const find = <K extends GameEvent['type']>(ev: GameEvent[] | undefined, type: K) =>
  ev?.find((e): e is Extract<GameEvent, { type: K }> => e.type === type)

describe('tutorial', () => {
  it('gives the outcomes its text describes', () => {
    const { s, events, visited } = play()
    expect(visited).toEqual(STEPS.map((x) => x.id))
    // Rally: a 2, saved by Davout's +1 (RALLY.2, CMD.3).
    expect(find(events.rally, 'rallied')).toMatchObject({ unit: T.rallier, die: 2, bonus: 1, need: 3 })
    expect(find(events['move-cost'], 'moved')).toMatchObject({ cost: 2 })
    expect(find(events.zoc, 'zoc-stop')).toMatchObject({ unit: T.rallier, hex: '1619' })
    // Attack: 10 + 3 against 7, +6, a 4: D1; Davout unhurt.
    expect(find(events.attack, 'combat-resolved')).toMatchObject({
      attack: 13,
      defence: 7,
      diff: 6,
      die: 4,
      result: 'D1',
    })
    expect(find(events.attack, 'commander-casualty')).toMatchObject({ commander: T.commander, outcome: 'unhurt' })
    expect(find(events.attack, 'demoralized')).toMatchObject({ unit: T.target })
    expect(find(events.retreat, 'advance-offered')).toBeTruthy()
    // Fire at the demoralized grenadiers: a 2, D1 at either range.
    expect(find(events.fire, 'fire-resolved')).toMatchObject({ die: 2, result: 'D1', defence: 3 })
    expect(s.units[T.target]!.status).toBe('active')
    expect(s.pending).toEqual([])
    expect(s.phase).toBe('combat')
  })

  it('gives the same results whichever retreat hex is chosen and whether I-4 advances', () => {
    for (let pick = 0; pick < 3; pick++) {
      for (const adv of [false, true]) {
        const { events, visited } = play(pick, adv)
        expect(find(events.fire, 'fire-resolved')?.result).toBe('D1')
        expect(visited).toContain('retreat-again')
      }
    }
  })

  it('has a text for every step in both languages', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const st of STEPS) expect(TUTORIAL_TEXT[lang][st.id]?.text, `${lang} ${st.id}`).toBeTruthy()
  })
})
